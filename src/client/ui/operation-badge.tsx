import { OPERATION_SYMBOLS, type MathOperation } from '#shared/maths/operations';
import './operation-badge.css';

/** The operation's sign in its colour; decorative, so hidden from screen readers. */
export function OperationBadge({
  operation,
  size = 'md',
}: {
  operation: MathOperation;
  size?: 'md' | 'lg';
}) {
  return (
    <span
      className={`operation-badge operation-badge--${operation} operation-badge--${size}`}
      aria-hidden="true"
    >
      {OPERATION_SYMBOLS[operation]}
    </span>
  );
}
