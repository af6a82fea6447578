import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';

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
    <Dialog
      open={open}
      title={t('teacher.end.title')}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('teacher.end.cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm}>
            {t('teacher.end.confirm')}
          </button>
        </>
      }
    >
      <p>{t('teacher.end.text')}</p>
    </Dialog>
  );
}
