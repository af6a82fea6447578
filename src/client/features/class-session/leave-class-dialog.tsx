import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';

/** Asks before a pupil leaves the class; progress is kept and they can rejoin (SPEC §4). */
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
    <Dialog
      open={open}
      title={t('classPractice.leave.title')}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('classPractice.leave.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {t('classPractice.leave.confirm')}
          </button>
        </>
      }
    >
      <p>{t('classPractice.leave.text')}</p>
    </Dialog>
  );
}
