import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from '#client/lib/router';
import { saveFile } from '#client/lib/save-file';
import { ConfirmDialog } from '#client/ui/confirm-dialog';
import { usePageTitle } from '#client/ui/use-page-title';
import { useFocusWhenGone } from '#client/ui/use-focus-when-gone';
import { useClassRecord } from '../hooks/use-classes';
import { classProgress } from '../model/class-progress';
import { goalProgress } from '../model/class-goal';
import {
  withFormerNameForgotten,
  withGoal,
  withPupilRenamed,
  withPupilsMerged,
  withoutPupil,
} from '../model/class-record';
import { classFileName, classFileText } from '../stores/class-file';
import { changeClass, deleteClass } from '../stores/classes';
import { setHideNames, useHideNames } from '../stores/class-screen-store';
import { useClassBackup } from '../hooks/use-class-backup';
import { BackupCard } from './backup-card';
import { NameChoices } from './name-choices';
import { FactTiles } from './fact-tiles';
import { GoalBar } from './goal-bar';
import { GoalForm } from './goal-form';
import { PupilDialog, type PupilChange } from './pupil-dialog';
import { PupilTable } from './pupil-table';
import { WeekChart } from './week-chart';
import '#client/ui/error-banner.css';
import './class-record.css';

/**
 * /teacher/classes/:classId: a class over the term, from this device's record of it. Per pupil:
 * facts fluent, the change since the first lesson and over the last week, lessons, last seen;
 * for the class: its goal, its facts as a heat map and its share of fluent facts week by week.
 * With names hidden (a projector), only what names no child stays.
 */
export function ClassPage() {
  const { t } = useTranslation();
  const { classId = '' } = useParams();
  const loaded = useClassRecord(classId);
  const backup = useClassBackup(classId);
  const record = loaded.status === 'ready' ? loaded.value : undefined;
  usePageTitle(record?.name ?? t('classes.title'));
  const hideNames = useHideNames();
  const navigate = useNavigate();
  const [managing, setManaging] = useState<string>();
  const [editingGoal, setEditingGoal] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [failed, setFailed] = useState(false);
  /** Runs a change of the device's classes; a failure says so, and changed nothing. */
  const saving = (work: Promise<unknown>) => {
    setFailed(false);
    work.catch(() => setFailed(true));
  };
  // Where the focus goes once what had it is gone: a pupil merged or removed, the name choices.
  const pupilsTitle = useRef<HTMLHeadingElement>(null);
  const classTitle = useRef<HTMLHeadingElement>(null);
  const focusWhenPupilGone = useFocusWhenGone(
    (pupilId) => record?.pupils.some((candidate) => candidate.id === pupilId) === true,
    pupilsTitle,
  );
  const focusWhenChosen = useFocusWhenGone(() => backup.state?.kind === 'conflicts', classTitle);
  // "The last week" is the week before the page was opened.
  const [openedAt] = useState(Date.now);
  const progress = useMemo(
    () => (record === undefined ? undefined : classProgress(record, openedAt)),
    [record, openedAt],
  );

  if (loaded.status === 'loading') return <div className="page" aria-busy="true" />;
  if (record === undefined || progress === undefined)
    return (
      <div className="page page--narrow">
        <h1>{t('classes.missing.title')}</h1>
        <p role={loaded.status === 'failed' ? 'alert' : undefined}>
          {loaded.status === 'failed' ? t('classes.storageFailed') : t('classes.missing.text')}
        </p>
        <Link to="/teacher">{t('classes.backToTeacher')}</Link>
      </div>
    );

  const goal = goalProgress(record, progress.pupils, openedAt);
  const pupil = record.pupils.find((candidate) => candidate.id === managing);
  const change = (pupilId: string, what: PupilChange) => {
    if (what.kind !== 'forgetName') setManaging(undefined);
    if (what.kind === 'merge' || what.kind === 'remove') focusWhenPupilGone(pupilId);
    const work = changeClass(record.id, (stored) =>
      what.kind === 'rename'
        ? withPupilRenamed(stored, pupilId, what.name)
        : what.kind === 'forgetName'
          ? withFormerNameForgotten(stored, pupilId, what.name)
          : what.kind === 'merge'
            ? withPupilsMerged(stored, what.into, pupilId)
            : withoutPupil(stored, pupilId),
    );
    // The dialog says a failed forget itself; the page says it too, for once the dialog closes.
    saving(work);
    return work;
  };

  return (
    <div className={hideNames ? 'page class-page class-page--projector' : 'page class-page'}>
      <header className="class-page__head">
        <div>
          <h1 ref={classTitle} tabIndex={-1}>
            {record.name}
          </h1>
          <p className="class-page__summary">
            {t('classes.summary', {
              pupils: t('classes.pupilCount', { count: record.pupils.length }),
              lessons: t('classes.lessonCount', { count: record.lessons.length }),
            })}
          </p>
        </div>
        <div className="class-page__actions">
          {hideNames ? null : (
            <Link to={`/teacher?class=${record.id}`} className="button button--primary">
              {t('classes.startLesson')}
            </Link>
          )}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setHideNames(!hideNames)}
          >
            {hideNames ? t('classes.showNames') : t('classes.hideNames')}
          </button>
        </div>
      </header>
      {backup.state?.kind === 'conflicts' && !hideNames ? (
        <NameChoices
          record={record}
          conflicts={backup.state.conflicts}
          busy={backup.busy}
          onChoose={(chosen) => {
            focusWhenChosen('conflicts');
            backup.choose(chosen);
          }}
        />
      ) : null}
      {failed ? (
        <p className="error-banner" role="alert">
          {t('classes.storageFailed')}
        </p>
      ) : null}

      <section className="card class-page__goal" aria-labelledby="class-goal-title">
        <h2 id="class-goal-title">{t('classes.goal.title')}</h2>
        {goal === undefined ? <p>{t('classes.goal.none')}</p> : <GoalBar progress={goal} />}
        {hideNames ? null : editingGoal ? (
          <GoalForm
            goal={record.goal}
            onCancel={() => setEditingGoal(false)}
            onSave={(next) => {
              setEditingGoal(false);
              saving(changeClass(record.id, (stored) => withGoal(stored, next)));
            }}
          />
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setEditingGoal(true)}
          >
            {record.goal === null ? t('classes.goal.set') : t('classes.goal.change')}
          </button>
        )}
      </section>

      {hideNames ? (
        <p className="class-page__hidden-note">{t('classes.namesHidden')}</p>
      ) : (
        <section className="card" aria-labelledby="class-pupils-title">
          <h2 id="class-pupils-title" ref={pupilsTitle} tabIndex={-1}>
            {t('classes.pupils.title')}
          </h2>
          <PupilTable classId={record.id} pupils={progress.pupils} onManage={setManaging} />
        </section>
      )}

      <section className="card" aria-labelledby="class-facts-title">
        <h2 id="class-facts-title">{t('classes.facts.title')}</h2>
        <p className="field__note">{t('classes.facts.note')}</p>
        <FactTiles facts={progress.facts} />
      </section>

      <section className="card" aria-labelledby="class-weeks-title">
        <h2 id="class-weeks-title">{t('classes.weeks.title')}</h2>
        <WeekChart weeks={progress.weeks} />
      </section>

      {hideNames ? null : <BackupCard record={record} backup={backup} />}

      {hideNames ? null : (
        <section className="card class-page__keep" aria-labelledby="class-keep-title">
          <h2 id="class-keep-title">{t('classes.keep.title')}</h2>
          <p>{t('classes.keep.text')}</p>
          <div className="class-page__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                saveFile(
                  new Blob([classFileText(record)], { type: 'application/json' }),
                  classFileName(record, Date.now()),
                )
              }
            >
              {t('classes.keep.export')}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => setConfirmDelete(true)}
            >
              {t('classes.keep.delete')}
            </button>
          </div>
          <Link to="/teacher">{t('classes.backToTeacher')}</Link>
        </section>
      )}

      <PupilDialog
        key={managing ?? ''}
        pupil={pupil}
        others={record.pupils.filter((other) => other.id !== managing)}
        onClose={() => setManaging(undefined)}
        onChange={(what) => (managing === undefined ? Promise.resolve() : change(managing, what))}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t('classes.keep.deleteTitle', { name: record.name })}
        text={t('classes.keep.deleteText')}
        cancelLabel={t('classes.keep.deleteCancel')}
        confirmLabel={t('classes.keep.deleteConfirm')}
        danger
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          saving(deleteClass(record.id).then(() => navigate('/teacher')));
        }}
      />
    </div>
  );
}
