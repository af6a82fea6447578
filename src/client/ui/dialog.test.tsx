import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

/** A page whose focused button may be replaced while the dialog is open, as a question is. */
function Page({ open, question }: { open: boolean; question: number }) {
  return (
    <main id="main" tabIndex={-1}>
      <button type="button" key={question} data-focus-fallback="">
        {`Answer to question ${String(question)}`}
      </button>
      <button type="button">Back</button>
      <Dialog open={open} title="Settings" onClose={() => undefined} actions={null}>
        <p>Contrast</p>
      </Dialog>
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
});
