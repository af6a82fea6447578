import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '#client/lib/router';
import { ConfirmDialog } from '#client/ui/confirm-dialog';
import { dateTimeFormat } from '#client/lib/date-format';
import type { ClassBackup } from '../hooks/use-class-backup';
import type { ClassRecord } from '../model/class-record';
import './backup.css';

/**
 * The class's sealed copy on the server, on the class's screen: how to start keeping it, where it
 * stands (saved, offline, gone), its recovery code, and how to stop. Names to choose after a
 * merge are asked at the top of the screen (NameChoices).
 */
export function BackupCard({
  record,
  backup,
}: {
  readonly record: ClassRecord;
  readonly backup: ClassBackup;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [confirmStop, setConfirmStop] = useState(false);
  const [failure, setFailure] = useState<string>();
  // One code at a time: a second press while the first is made would replace the code shown.
  const [starting, setStarting] = useState(false);
  const time = dateTimeFormat(i18n.language, { timeStyle: 'short' });
  const { state } = backup;
  const codePage = `/teacher/classes/${record.id}/recovery-code`;

  const start = () => {
    if (starting) return;
    setFailure(undefined);
    setStarting(true);
    backup.start().then(
      () => navigate(codePage),
      (error: unknown) => {
        setStarting(false);
        setFailure(
          t('classes.backup.failed', { message: error instanceof Error ? error.message : '' }),
        );
      },
    );
  };

  /** The button that makes a new code: the first one, or again once the server's copy is gone. */
  const startButton = (label: string) => (
    <button type="button" className="button button--primary" disabled={starting} onClick={start}>
      {label}
    </button>
  );

  const status =
    state === undefined || state.kind === 'none'
      ? undefined
      : state.kind === 'conflicts'
        ? t('classes.backup.conflictsAbove')
        : state.kind === 'saved'
          ? t('classes.backup.saved', { time: time.format(state.savedAt) })
          : state.kind === 'failed'
            ? t('classes.backup.failed', { message: state.message })
            : t(`classes.backup.${state.kind}`);

  return (
    <section className="card class-page__backup" aria-labelledby="class-backup-title">
      <h2 id="class-backup-title">{t('classes.backup.title')}</h2>
      <p className="class-page__backup-status" role="status">
        {backup.busy && state !== undefined && state.kind !== 'none'
          ? t('classes.backup.saving')
          : status}
      </p>
      {state === undefined || state.kind === 'none' ? (
        <>
          <p>{t('classes.backup.none')}</p>
          {startButton(t('classes.backup.start'))}
        </>
      ) : (
        <>
          <div className="class-page__actions">
            {state.kind === 'gone' ? (
              startButton(t('classes.backup.startAgain'))
            ) : (
              <Link to={codePage} className="button button--secondary">
                {t('classes.backup.showCode')}
              </Link>
            )}
            <button
              type="button"
              className="button button--danger"
              onClick={() => setConfirmStop(true)}
            >
              {t('classes.backup.stop')}
            </button>
          </div>
        </>
      )}
      <p className="form-error" role="alert">
        {failure}
      </p>
      <ConfirmDialog
        open={confirmStop}
        title={t('classes.backup.stopTitle', { name: record.name })}
        text={t('classes.backup.stopText')}
        cancelLabel={t('classes.backup.stopCancel')}
        confirmLabel={t('classes.backup.stopConfirm')}
        danger
        onCancel={() => setConfirmStop(false)}
        onConfirm={() => {
          setConfirmStop(false);
          backup.stop().catch((error: unknown) =>
            setFailure(
              t('classes.backup.failed', {
                message: error instanceof Error ? error.message : '',
              }),
            ),
          );
        }}
      />
    </section>
  );
}
