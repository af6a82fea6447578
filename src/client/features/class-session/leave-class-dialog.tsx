import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#client/ui/confirm-dialog';

/** Asks before a student leaves the class; progress is kept and they can rejoin (SPEC §4). */
export function LeaveClassDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('classPractice.leave.title')}
      text={t('classPractice.leave.text')}
      cancelLabel={t('classPractice.leave.cancel')}
      confirmLabel={t('classPractice.leave.confirm')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
