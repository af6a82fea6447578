import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { createI18n } from '#client/lib/i18n';
import { newOperationDraft } from '../model/settings-draft';
import { OperationFields } from './operation-fields';

function renderFields(
  questions: string,
  range: { min: string; max: string } = { min: '1', max: '10' },
) {
  const draft = { ...newOperationDraft(1, 'addition'), questions, ...range };
  return render(
    <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
      <OperationFields
        draft={draft}
        position={1}
        canRemove={false}
        onChange={() => undefined}
        onRemove={() => undefined}
      />
    </I18nextProvider>,
  );
}

describe('OperationFields', () => {
  it('tells the teacher, beside the field, that too few questions become five', () => {
    renderFields('4');
    expect(screen.getByLabelText('Questions')).toHaveAccessibleDescription(
      'Questions: from 5 to 50, so the session uses 5.',
    );
  });

  it('says nothing about a number the session uses as typed', () => {
    renderFields('12');
    expect(screen.getByLabelText('Questions')).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/so the session uses/)).not.toBeInTheDocument();
  });

  it('tells the teacher, beside both ends, that a range typed backwards is swapped', () => {
    renderFields('12', { min: '20', max: '5' });
    const note = 'The smallest number is above the largest, so the session uses 5 to 20.';
    expect(screen.getByLabelText('Smallest number')).toHaveAccessibleDescription(note);
    expect(screen.getByLabelText('Largest number')).toHaveAccessibleDescription(note);
    expect(screen.getByLabelText('Questions')).not.toHaveAccessibleDescription();
  });

  it('says only the range used when an end is also out of bounds, and shows the fallbacks', () => {
    renderFields('12', { min: '500', max: '' });
    expect(screen.getByLabelText('Smallest number')).toHaveAccessibleDescription(
      'The smallest number is above the largest, so the session uses 10 to 100.',
    );
    expect(screen.getByLabelText('Largest number')).toHaveAttribute('placeholder', '10');
  });
});
