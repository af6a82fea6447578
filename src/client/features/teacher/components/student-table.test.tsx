import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { StudentTable } from './student-table';
import { testStudent } from '../testing/test-student';
import { CATALOGS } from '#shared/i18n/catalogs';

describe('StudentTable', () => {
  it('shows a name that looks like markup as plain text, never as elements', () => {
    const hostile = '<img src=x onerror=alert(1)><b>Hi</b>';
    const { container } = render(
      <I18nextProvider i18n={createI18n({ language: 'en', detect: false, catalogs: CATALOGS })}>
        <StudentTable
          students={[testStudent(hostile)]}
          onRemove={() => undefined}
          onOpen={() => undefined}
        />
      </I18nextProvider>,
    );
    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });
});
