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
 * The browser's own modal <dialog>: it traps focus, closes with Escape, keeps the page behind
 * inert for screen readers, and gives focus back to what opened it.
 */
export function Dialog({ open, title, onClose, children, actions }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

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
