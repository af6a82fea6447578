import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';
import { INITIAL_DRAFT } from '../model/settings-draft';
import { SessionForm } from './session-form';

function renderForm(examDurationMinutes: string) {
  return render(
    <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
      <SessionForm
        initial={{ ...INITIAL_DRAFT, examMode: true, examDurationMinutes }}
        busy={false}
        takeFocus={false}
        onSubmit={() => undefined}
        onBack={() => undefined}
      />
    </I18nextProvider>,
  );
}

describe('SessionForm', () => {
  it('says beside the exam length that a length over 180 minutes is cut to 180', () => {
    renderForm('240');
    expect(
      screen.getByLabelText(CATALOGS.en.teacher.form.examDuration),
    ).toHaveAccessibleDescription('So the exam lasts 180 minutes.');
  });

  it('says nothing beside an exam length within 1-180', () => {
    renderForm('45');
    expect(
      screen.getByLabelText(CATALOGS.en.teacher.form.examDuration),
    ).not.toHaveAccessibleDescription();
  });
});
