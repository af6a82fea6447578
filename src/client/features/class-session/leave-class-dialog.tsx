import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#client/ui/confirm-dialog';

/**
 * Asks before a student leaves the class; progress is kept and they can rejoin (SPEC §4). With an
 * answer that could not be sent (no connection), it says that answer will not count.
 */
export function LeaveClassDialog({
  open,
  answerUnsent,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  answerUnsent: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('classPractice.leave.title')}
      text={t(answerUnsent ? 'classPractice.leave.textUnsent' : 'classPractice.leave.text')}
      cancelLabel={t('classPractice.leave.cancel')}
      confirmLabel={t('classPractice.leave.confirm')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
