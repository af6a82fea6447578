import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StudentSummary } from '#shared/contracts/sessions';
import { CATALOGS } from '#shared/i18n/catalogs';
import { StudentTable } from './student-table';
import { InEnglish } from '../testing/test-i18n';
import { testStudent } from '../testing/test-student';

const en = CATALOGS.en.teacher.students;

function renderTable(students: StudentSummary[], ticked: readonly string[] = []) {
  const onTick = vi.fn();
  const { container } = render(
    <InEnglish>
      <StudentTable
        students={students}
        ticked={new Set(ticked)}
        onTick={onTick}
        onRemove={() => undefined}
        onOpen={() => undefined}
      />
    </InEnglish>,
  );
  return { container, onTick };
}

describe('StudentTable', () => {
  it('shows a name that looks like markup as plain text, never as elements', () => {
    const hostile = '<img src=x onerror=alert(1)><b>Hi</b>';
    const { container } = renderTable([testStudent(hostile)]);
    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('gives each row a tick box named after its pupil, ticked as the selection says', async () => {
    const { onTick } = renderTable([testStudent('Ola'), testStudent('Kari')], ['Kari']);
    const ola = screen.getByRole('checkbox', { name: 'Select Ola' });
    expect(ola).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Kari' })).toBeChecked();
    await userEvent.click(ola);
    expect(onTick).toHaveBeenCalledWith(['Ola'], true);
  });

  it('ticks every pupil from the header, shown as partly ticked while some are', async () => {
    const students = [testStudent('Ola'), testStudent('Kari'), testStudent('Per')];
    const { onTick } = renderTable(students, ['Kari']);
    const all = screen.getByRole('checkbox', { name: en.selectAll });
    expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    expect(onTick).toHaveBeenCalledWith(['Ola', 'Kari', 'Per'], true);
  });

  it('unticks every pupil from the header once all are ticked', async () => {
    const { onTick } = renderTable([testStudent('Ola'), testStudent('Kari')], ['Ola', 'Kari']);
    const all = screen.getByRole('checkbox', { name: en.selectAll });
    expect(all).toBeChecked();
    await userEvent.keyboard('{Tab}');
    expect(all).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onTick).toHaveBeenCalledWith(['Ola', 'Kari'], false);
  });
});
