import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';
import type { ClassGoal } from '../model/class-record';
import { GoalForm } from './goal-form';

const DAY_MS = 24 * 60 * 60 * 1000;

function openForm(goal: ClassGoal | null = null) {
  const onSave = vi.fn();
  render(
    <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
      <GoalForm goal={goal} onSave={onSave} onCancel={vi.fn()} />
    </I18nextProvider>,
  );
  return onSave;
}

/** A day as the date field writes it, `days` from today in the device's time zone. */
function dayFromToday(days: number): string {
  const day = new Date(Date.now() + days * DAY_MS);
  return `${String(day.getFullYear())}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

describe('the class goal form', () => {
  it('refuses a day already gone, and says why next to the field', async () => {
    const onSave = openForm();
    const field = screen.getByLabelText('Reach it by (optional)');
    expect(field).toHaveAttribute('min', dayFromToday(0));
    fireEvent.change(field, { target: { value: dayFromToday(-1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Save the goal' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Pick today or a later day');
    expect(field).toHaveAccessibleDescription(/Pick today or a later day/);
  });

  it('keeps a goal by today, to the end of the day', async () => {
    const onSave = openForm();
    fireEvent.change(screen.getByLabelText('Reach it by (optional)'), {
      target: { value: dayFromToday(0) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save the goal' }));
    const end = new Date();
    end.setHours(23, 59, 59, 0);
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ dueAt: end.getTime() }));
  });

  it('saves a new number for a goal whose day has passed, keeping its day', async () => {
    const dueAt = Date.now() - 3 * DAY_MS;
    const onSave = openForm({ measure: 'rightAnswers', target: 40, setAt: 0, dueAt });
    const target = screen.getByLabelText('Goal');
    await userEvent.clear(target);
    await userEvent.type(target, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save the goal' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ target: 30 }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
