import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportDownload } from '../hooks/use-report-download';
import '#client/ui/error-banner.css';
import './export-menu.css';

/**
 * Export as CSV or PDF (SPEC §3 Reports): a button that opens two choices. Disabled without
 * students; a failure shows the message of SPEC §8.
 */
export function ExportMenu({
  sessionId,
  teacherToken,
  disabled,
}: {
  sessionId: string;
  teacherToken: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const report = useReportDownload(sessionId, teacherToken);
  const { busy, error } = report;
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !container.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const download = async (format: 'csv' | 'pdf') => {
    setOpen(false);
    await report.download(format);
  };

  return (
    <div className="export-menu" ref={container}>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={disabled || busy}
        onClick={() => setOpen((current) => !current)}
      >
        {busy ? t('teacher.export.working') : t('teacher.export.button')}
      </button>
      {open ? (
        <ul id={menuId} className="export-menu__list">
          <li>
            <button
              type="button"
              className="export-menu__item"
              onClick={() => void download('csv')}
            >
              {t('teacher.export.csv')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="export-menu__item"
              onClick={() => void download('pdf')}
            >
              {t('teacher.export.pdf')}
            </button>
          </li>
        </ul>
      ) : null}
      {error === undefined ? null : (
        <p className="error-banner export-menu__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
