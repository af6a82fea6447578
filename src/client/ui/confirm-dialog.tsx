import { Dialog } from './dialog';

/** What a confirmation asks and its two answers. */
export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly text: string;
  readonly cancelLabel: string;
  readonly confirmLabel: string;
  /** A red confirm button, for what cannot be undone. */
  readonly danger?: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** A yes-or-no question in a modal dialog; Escape and Cancel both keep things as they are. */
export function ConfirmDialog({
  open,
  title,
  text,
  cancelLabel,
  confirmLabel,
  danger = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={danger ? 'button button--danger' : 'button button--primary'}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
