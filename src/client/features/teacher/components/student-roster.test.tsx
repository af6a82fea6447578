import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { StudentRoster } from './student-roster';
import { InEnglish } from '../testing/test-i18n';
import { testStudent } from '../testing/test-student';

const en = CATALOGS.en.teacher;

const joined = (name: string, joinedAt: string) => ({ ...testStudent(name), joinedAt });

/** Ola and Kari joined first; Bot1 and Bot2 came a minute later, one after the other. */
const CLASS = [
  joined('Ola', '2026-11-25T08:00:00.000Z'),
  joined('Kari', '2026-11-25T08:00:04.000Z'),
  joined('Bot1', '2026-11-25T08:01:00.000Z'),
  joined('Bot2', '2026-11-25T08:01:01.500Z'),
];

function renderRoster(removed = true) {
  const onRemove = vi.fn();
  const onRemoveMany = vi.fn(() => Promise.resolve(removed));
  render(
    <InEnglish>
      <StudentRoster
        students={CLASS}
        removing={false}
        onOpen={() => undefined}
        onRemove={onRemove}
        onRemoveMany={onRemoveMany}
      />
    </InEnglish>,
  );
  return { onRemove, onRemoveMany };
}

const removeSelected = (count: number) =>
  screen.getByRole('button', { name: `Remove selected (${String(count)})` });

describe('StudentRoster', () => {
  it('offers Remove selected only once a pupil is ticked, counting them', async () => {
    renderRoster();
    expect(removeSelected(0)).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bot1' }));
    expect(removeSelected(1)).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: en.students.selectAll }));
    expect(removeSelected(4)).toBeEnabled();
  });

  it('removes the ticked pupils after a confirmation that says how many, then clears the ticks', async () => {
    const { onRemoveMany } = renderRoster();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bot2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bot1' }));
    await userEvent.click(removeSelected(2));
    const dialog = screen.getByRole('dialog', { name: en.removeMany.title });
    expect(dialog).toHaveTextContent('Pupils to remove: 2.');
    expect(dialog).toHaveTextContent('cannot come back into the session');
    await userEvent.click(within(dialog).getByRole('button', { name: en.removeMany.confirm }));
    expect(onRemoveMany).toHaveBeenCalledWith({ studentIds: ['Bot1', 'Bot2'] });
    expect(await screen.findByRole('button', { name: 'Remove selected (0)' })).toBeDisabled();
  });

  it('keeps the ticks when the removal failed, and removes no one on Cancel', async () => {
    const { onRemoveMany } = renderRoster(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bot1' }));
    await userEvent.click(removeSelected(1));
    await userEvent.click(screen.getByRole('button', { name: en.removeMany.cancel }));
    expect(onRemoveMany).not.toHaveBeenCalled();
    await userEvent.click(removeSelected(1));
    await userEvent.click(screen.getByRole('button', { name: en.removeMany.confirm }));
    expect(onRemoveMany).toHaveBeenCalledTimes(1);
    expect(removeSelected(1)).toBeEnabled();
  });

  it('removes one pupil alone unless asked to take those who joined after', async () => {
    const { onRemove, onRemoveMany } = renderRoster();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bot1' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Bot1?' });
    expect(
      within(dialog).getByRole('checkbox', { name: 'Also remove everyone who joined after Bot1' }),
    ).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: en.remove.confirm }));
    expect(onRemove).toHaveBeenCalledWith('Bot1');
    expect(onRemoveMany).not.toHaveBeenCalled();
  });

  it('removes a pupil and everyone who joined after them, saying how many go', async () => {
    const { onRemove, onRemoveMany } = renderRoster();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Kari' }));
    const later = screen.getByRole('checkbox', {
      name: 'Also remove everyone who joined after Kari',
    });
    expect(later).toHaveAccessibleDescription(/Pupils who joined later: 2$/);
    await userEvent.click(later);
    const dialog = screen.getByRole('dialog', {
      name: 'Remove Kari and everyone who joined after?',
    });
    expect(dialog).toHaveTextContent('Pupils to remove: 3.');
    await userEvent.click(within(dialog).getByRole('button', { name: en.removeMany.confirm }));
    expect(onRemoveMany).toHaveBeenCalledWith({
      joinedSinceMs: Date.UTC(2026, 10, 25, 8, 0, 4),
    });
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('offers nothing more for the last pupil to join, and asks afresh the next time', async () => {
    renderRoster();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bot2' }));
    expect(screen.queryByRole('checkbox', { name: /joined after/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: en.remove.cancel }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ola' }));
    const later = screen.getByRole('checkbox', { name: /joined after Ola/ });
    await userEvent.click(later);
    await userEvent.click(screen.getByRole('button', { name: en.removeMany.cancel }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ola' }));
    expect(screen.getByRole('checkbox', { name: /joined after Ola/ })).not.toBeChecked();
  });
});
