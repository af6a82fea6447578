import { useTranslation } from 'react-i18next';
import { Dialog } from '#client/ui/dialog';
import { useReportDownload } from '../hooks/use-report-download';
import '#client/ui/error-banner.css';
import './end-session-dialog.css';

/**
 * Asks before ending: ending deletes every name and answer of the session at once, so the dialog
 * says so and offers the CSV and PDF reports first (when there is anything to report). Names the
 * teacher has still to answer a question about (`openNames`, "Is 'Ada 2' the class's Ada?") are
 * added to the lesson's class as new pupils at End, so the dialog says that first, naming them
 * unless names are hidden from the room (`hideNames`).
 */
export function EndSessionDialog({
  open,
  sessionId,
  teacherToken,
  hasStudents,
  openNames,
  hideNames,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  sessionId: string;
  teacherToken: string;
  hasStudents: boolean;
  openNames: readonly string[];
  hideNames: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const report = useReportDownload(sessionId, teacherToken);
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
          <button
            type="button"
            className="button button--danger"
            disabled={report.busy}
            onClick={onConfirm}
          >
            {t('teacher.end.confirm')}
          </button>
        </>
      }
    >
      {/* There from the start: the record End asks for may bring names after the dialog opened. */}
      <div aria-live="polite">
        {openNames.length === 0 ? null : (
          <div className="end-dialog__open-names">
            <p>{t('teacher.end.openNames', { count: openNames.length })}</p>
            {hideNames ? null : (
              <ul>
                {openNames.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <p>{t('teacher.end.text')}</p>
      {hasStudents ? (
        <div className="end-dialog__exports">
          <p>{t('teacher.end.exportFirst')}</p>
          <div className="end-dialog__buttons">
            <button
              type="button"
              className="button button--secondary"
              disabled={report.busy}
              onClick={() => void report.download('csv')}
            >
              {t('teacher.export.csv')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={report.busy}
              onClick={() => void report.download('pdf')}
            >
              {t('teacher.export.pdf')}
            </button>
          </div>
          {report.error === undefined ? null : (
            <p className="error-banner" role="alert">
              {report.error}
            </p>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
