import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

/** A page whose focused button may be replaced while the dialog is open, as a question is. */
function Page({
  open,
  question,
  withoutDialog = false,
}: {
  open: boolean;
  question: number;
  withoutDialog?: boolean;
}) {
  return (
    <main id="main" tabIndex={-1}>
      <button type="button" key={question} data-focus-fallback="">
        {`Answer to question ${String(question)}`}
      </button>
      <button type="button">Back</button>
      {withoutDialog ? null : (
        <Dialog open={open} title="Settings" onClose={() => undefined} actions={null}>
          <button type="button">Save</button>
        </Dialog>
      )}
    </main>
  );
}

describe('Dialog', () => {
  it('gives the focus back to what had it before it opened', () => {
    const { rerender } = render(<Page open={false} question={1} />);
    screen.getByRole('button', { name: 'Back' }).focus();
    rerender(<Page open question={1} />);
    rerender(<Page open={false} question={1} />);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
  });

  it('focuses the fallback when what had the focus was replaced while it was open', () => {
    const { rerender } = render(<Page open={false} question={1} />);
    screen.getByRole('button', { name: 'Answer to question 1' }).focus();
    rerender(<Page open question={1} />);
    rerender(<Page open question={2} />);
    rerender(<Page open={false} question={2} />);
    expect(screen.getByRole('button', { name: 'Answer to question 2' })).toHaveFocus();
  });

  it('focuses the fallback when nothing had the focus as it opened', () => {
    const { rerender } = render(<Page open={false} question={1} />);
    (document.activeElement as HTMLElement | null)?.blur();
    rerender(<Page open question={1} />);
    rerender(<Page open={false} question={1} />);
    expect(screen.getByRole('button', { name: 'Answer to question 1' })).toHaveFocus();
  });

  it('focuses the fallback when what had the focus was disabled while it was open', () => {
    const { rerender } = render(<Page open={false} question={1} />);
    const back = screen.getByRole('button', { name: 'Back' });
    back.focus();
    rerender(<Page open question={1} />);
    back.setAttribute('disabled', '');
    rerender(<Page open={false} question={1} />);
    expect(screen.getByRole('button', { name: 'Answer to question 1' })).toHaveFocus();
  });

  it('gives the focus back when it is removed while open', () => {
    const { rerender } = render(<Page open={false} question={1} />);
    screen.getByRole('button', { name: 'Back' }).focus();
    rerender(<Page open question={1} />);
    screen.getByRole('button', { name: 'Save', hidden: true }).focus();
    rerender(<Page open question={1} withoutDialog />);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
  });
});
