import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

/** A modal dialog: title, content and actions. */
export interface DialogProps {
  readonly open: boolean;
  readonly title: string;
  /** Called when the dialog closes by Escape or by its own buttons. */
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly actions: ReactNode;
}

/**
 * Where the focus goes when a dialog closes and what had it before is gone or disabled (an answer
 * button the next question replaced while the menu was open, a Clear button that the clearing
 * disabled, or nothing had it: the page body): the element
 * marked `data-focus-fallback` (the first answer), else the page's main region.
 */
function focusAfterDialog(before: Element | null): void {
  if (
    before instanceof HTMLElement &&
    before !== document.body &&
    before.isConnected &&
    !before.matches(':disabled')
  ) {
    before.focus({ preventScroll: true });
    return;
  }
  const fallback =
    document.querySelector<HTMLElement>('[data-focus-fallback]') ?? document.getElementById('main');
  fallback?.focus({ preventScroll: true });
}

/**
 * The browser's own modal <dialog>: it traps focus, closes with Escape, keeps the page behind
 * inert for screen readers, and gives focus back to what opened it, or to focusAfterDialog's
 * fallback when that is gone.
 */
export function Dialog({ open, title, onClose, children, actions }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const focusedBefore = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) {
      focusedBefore.current = document.activeElement;
      element.showModal();
    }
    if (!open && focusedBefore.current !== null) {
      if (element.open) element.close();
      focusAfterDialog(focusedBefore.current);
      focusedBefore.current = null;
    }
  }, [open]);

  // A dialog removed while open (its whole panel gone on Save) still gives the focus back.
  useEffect(
    () => () => {
      if (focusedBefore.current !== null) focusAfterDialog(focusedBefore.current);
    },
    [],
  );

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onClose();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div className="dialog__body">{children}</div>
      <div className="dialog__actions">{actions}</div>
    </dialog>
  );
}
