import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';

/** Asks before ending: ending deletes every name and answer of the session at once. */
export function EndSessionDialog({
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
      title={t('teacher.end.title')}
      text={t('teacher.end.text')}
      cancelLabel={t('teacher.end.cancel')}
      confirmLabel={t('teacher.end.confirm')}
      danger
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
