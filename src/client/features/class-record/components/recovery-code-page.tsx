import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '#client/lib/clipboard';
import { Link, useParams } from '#client/lib/router';
import { usePageTitle } from '#client/ui/use-page-title';
import { recoveryCodeOf } from '../backup/class-backup';
import { useClassRecord } from '../hooks/use-classes';
import './class-record.css';
import './backup.css';

/**
 * /teacher/classes/:classId/recovery-code: the code that opens the class's sealed copy on another
 * device, large enough to copy by hand, with what losing it means, and a button to print it.
 */
export function RecoveryCodePage() {
  const { t } = useTranslation();
  const { classId = '' } = useParams();
  const loaded = useClassRecord(classId);
  const record = loaded.status === 'ready' ? loaded.value : undefined;
  const [code, setCode] = useState<string | null>();
  const [copied, setCopied] = useState(false);
  usePageTitle(t('classes.backup.code.title', { name: record?.name ?? '' }));
  useEffect(() => {
    let current = true;
    recoveryCodeOf(classId).then(
      (kept) => {
        if (current) setCode(kept ?? null);
      },
      () => {
        if (current) setCode(null);
      },
    );
    return () => {
      current = false;
    };
  }, [classId]);

  if (loaded.status === 'loading' || code === undefined)
    return <div className="page" aria-busy="true" />;
  const back = `/teacher/classes/${classId}`;
  if (record === undefined || code === null)
    return (
      <div className="page page--narrow">
        <h1>{t('classes.backup.code.heading')}</h1>
        <p>{t('classes.backup.code.missing')}</p>
        <Link to={record === undefined ? '/teacher' : back}>
          {record === undefined ? t('classes.backToTeacher') : t('classes.backup.code.done')}
        </Link>
      </div>
    );

  return (
    <div className="page page--narrow recovery-code">
      <h1>{t('classes.backup.code.title', { name: record.name })}</h1>
      <p>{t('classes.backup.code.lead')}</p>
      <p className="recovery-code__label" id="recovery-code-label">
        {t('classes.backup.code.label')}
      </p>
      <p className="recovery-code__code" aria-labelledby="recovery-code-label" translate="no">
        {code}
      </p>
      <div className="notice notice--warning recovery-code__warning" role="note">
        <p>{t('classes.backup.code.warning')}</p>
      </div>
      <div className="class-page__actions recovery-code__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('classes.backup.code.print')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            void copyText(code).then(setCopied);
          }}
        >
          {t('classes.backup.code.copy')}
        </button>
        <Link to={back} className="button button--secondary">
          {t('classes.backup.code.done')}
        </Link>
      </div>
      <p role="status">{copied ? t('classes.backup.code.copied') : null}</p>
    </div>
  );
}
