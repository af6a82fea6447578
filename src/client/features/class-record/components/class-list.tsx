import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '#client/lib/router';
import { ConfirmDialog } from '#client/ui/confirm-dialog';
import { dateTimeFormat } from '#client/lib/date-format';
import { readClassAhead, useClassList } from '../hooks/use-classes';
import { newClassRecord, type ClassRecord } from '../model/class-record';
import { classFromFile } from '../stores/class-file';
import { deleteAllClasses, loadClass, saveClass } from '../stores/classes';
import { NewClassForm } from './new-class-form';
import { OpenBackupForm } from './open-backup-form';
import './class-record.css';

/**
 * The teacher's classes on this device, on the teacher's page: each with its lessons and a button
 * that starts its next lesson; a new class, a class from a file, and deleting them all.
 * `focusStartOf` names the class whose Start lesson button takes the focus once it shows (the
 * teacher came back from that lesson's form); `onStartMissing` is called instead when the list,
 * once read, has no such class (deleted meanwhile, here or on another device).
 */
export function ClassList({
  onStartLesson,
  focusStartOf,
  onStartMissing,
}: {
  onStartLesson: (record: ClassRecord) => void;
  focusStartOf?: string;
  onStartMissing?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const loaded = useClassList();
  const startButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusedStartOf = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (focusStartOf === undefined || focusedStartOf.current === focusStartOf) return;
    if (loaded.status === 'loading') return;
    focusedStartOf.current = focusStartOf;
    const button = startButtons.current.get(focusStartOf);
    if (button === undefined) onStartMissing?.();
    else button.focus();
  }, [focusStartOf, loaded, onStartMissing]);
  // Changes made on the teacher's other devices arrive as the page opens (class-backup.ts).
  useEffect(() => {
    import('../backup/class-backup')
      .then(({ syncAllClassBackups }) => syncAllClassBackups())
      .catch(() => undefined);
  }, []);
  const fileInput = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ text: string; alert: boolean }>();
  const [confirmDeleteAll, setConfirmDeleteAll] = useState(false);
  /** A class from a file that this device has already: the teacher says which to keep. */
  const [replacing, setReplacing] = useState<{ imported: ClassRecord; kept: ClassRecord }>();
  const day = dateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const importFile = async (file: File) => {
    // What the last file or action said is over: this file's outcome is what shows.
    setMessage(undefined);
    const read = classFromFile(await file.text());
    if (typeof read === 'string') {
      setMessage({ text: t(`classes.import.${read}`), alert: true });
      return;
    }
    const kept = await loadClass(read.id);
    if (kept === undefined) await keepImported(read, false);
    else setReplacing({ imported: read, kept });
  };
  const keepImported = async (imported: ClassRecord, replaced: boolean) => {
    await saveClass(imported);
    setMessage({
      text: t(replaced ? 'classes.import.replaced' : 'classes.import.added', {
        name: imported.name,
      }),
      alert: false,
    });
  };

  return (
    <section className="card class-list" aria-labelledby="class-list-title">
      <h2 id="class-list-title">{t('classes.list.title')}</h2>
      <p>{t('classes.list.text')}</p>
      {loaded.status === 'failed' ? (
        <p role="alert">{t('classes.storageFailed')}</p>
      ) : loaded.status === 'ready' && loaded.value.length > 0 ? (
        <ul className="class-list__items">
          {loaded.value.map((record) => {
            const last = record.lessons.at(-1)?.recordedAt;
            return (
              <li key={record.id} className="class-list__item">
                <div>
                  <h3 className="class-list__name">{record.name}</h3>
                  <p className="class-list__meta">
                    {t('classes.summary', {
                      pupils: t('classes.pupilCount', { count: record.pupils.length }),
                      lessons: t('classes.lessonCount', { count: record.lessons.length }),
                    })}
                    {last === undefined
                      ? null
                      : ` · ${t('classes.list.last', { date: day.format(last) })}`}
                  </p>
                </div>
                <div className="class-list__buttons">
                  <button
                    ref={(button) => {
                      if (button === null) startButtons.current.delete(record.id);
                      else startButtons.current.set(record.id, button);
                    }}
                    type="button"
                    className="button button--primary"
                    onClick={() => onStartLesson(record)}
                  >
                    {t('classes.list.start', { name: record.name })}
                  </button>
                  <Link
                    to={`/teacher/classes/${record.id}`}
                    className="button button--secondary"
                    onPointerDown={() => readClassAhead(record.id)}
                    onClick={() => readClassAhead(record.id)}
                  >
                    {t('classes.list.open', { name: record.name })}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <details className="class-list__more">
        <summary>{t('classes.new.title')}</summary>
        <NewClassForm
          onCreate={(name, language) => {
            const record = newClassRecord(crypto.randomUUID(), name, language, Date.now());
            void saveClass(record).then(
              () => setMessage({ text: t('classes.new.created', { name }), alert: false }),
              () => setMessage({ text: t('classes.storageFailed'), alert: true }),
            );
          }}
        />
      </details>
      <details className="class-list__more">
        <summary>{t('classes.backup.open.title')}</summary>
        <OpenBackupForm
          onOpened={(name) =>
            setMessage({ text: t('classes.backup.open.opened', { name }), alert: false })
          }
        />
      </details>
      <div className="class-list__files">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => fileInput.current?.click()}
        >
          {t('classes.import.button')}
        </button>
        {/* Opened by the button above; hidden from keyboard and screen readers, who use it. */}
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          data-testid="class-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file !== undefined)
              importFile(file).catch(() =>
                setMessage({ text: t('classes.storageFailed'), alert: true }),
              );
          }}
        />
        {loaded.status === 'ready' && loaded.value.length > 0 ? (
          <button
            type="button"
            className="button button--danger"
            onClick={() => setConfirmDeleteAll(true)}
          >
            {t('classes.deleteAll.button')}
          </button>
        ) : null}
      </div>
      {/* Both always there, so that what is put in them is read out. */}
      <p className="form-error" role="alert">
        {message?.alert === true ? message.text : null}
      </p>
      <p className="class-list__message" role="status">
        {message?.alert === false ? message.text : null}
      </p>
      <p className="field__note">
        {t('classes.list.privacy')} <Link to="/privacy">{t('classes.list.privacyLink')}</Link>
      </p>
      <ConfirmDialog
        open={replacing !== undefined}
        title={t('classes.import.replaceTitle', { name: replacing?.kept.name ?? '' })}
        text={t('classes.import.replaceText', {
          kept: replacing?.kept.lessons.length ?? 0,
          imported: replacing?.imported.lessons.length ?? 0,
        })}
        cancelLabel={t('classes.import.replaceKeep')}
        confirmLabel={t('classes.import.replaceConfirm')}
        danger
        onCancel={() => setReplacing(undefined)}
        onConfirm={() => {
          const imported = replacing?.imported;
          setReplacing(undefined);
          if (imported !== undefined)
            keepImported(imported, true).catch(() =>
              setMessage({ text: t('classes.storageFailed'), alert: true }),
            );
        }}
      />
      <ConfirmDialog
        open={confirmDeleteAll}
        title={t('classes.deleteAll.title')}
        text={t('classes.deleteAll.text')}
        cancelLabel={t('classes.deleteAll.cancel')}
        confirmLabel={t('classes.deleteAll.confirm')}
        danger
        onCancel={() => setConfirmDeleteAll(false)}
        onConfirm={() => {
          setConfirmDeleteAll(false);
          void deleteAllClasses().then(
            () => setMessage({ text: t('classes.deleteAll.done'), alert: false }),
            () => setMessage({ text: t('classes.storageFailed'), alert: true }),
          );
        }}
      />
    </section>
  );
}
