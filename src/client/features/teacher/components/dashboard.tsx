import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '#client/lib/router';
import type { StudentSummary } from '#shared/contracts/sessions';
import type { SessionSettings } from '#shared/contracts/session-settings';
import type { StoredTeacherSession } from '#client/features/class/class-session-store';
import { rememberSessionSetup } from '../stores/session-setup-store';
import { useHideResults } from '../stores/teacher-screen-store';
import { ConnectionBanner } from '#client/ui/connection-banner';
import { Countdown } from '#client/ui/countdown';
import { ConfirmDialog } from '#client/ui/confirm-dialog';
import { EndSessionDialog } from './end-session-dialog';
import { ExportMenu } from './export-menu';
import { FinishedStudents } from './finished-students';
import { ClassFocus } from './class-focus';
import { InsightPanel } from './insight-panel';
import { examClockShown } from '../model/session-status';
import { joinStart } from '../model/join-start';
import { ProjectorCard } from './projector-card';
import { ProjectorLobby } from './projector-lobby';
import { classTotals } from '../model/class-totals';
import { presentAndRemoved } from '../model/present-students';
import { QuickConnectDialog } from './quick-connect-dialog';
import { RemovedStudents } from './removed-students';
import { SessionConfigView } from './session-config-view';
import { SessionControls } from './session-controls';
import { SessionForm } from './session-form';
import { draftFromSettings } from '../model/settings-draft';
import { StudentInsightDialog } from './student-insight-dialog';
import { StudentRoster } from './student-roster';
import { useTeacherSession } from '../hooks/use-teacher-session';
import { LessonClassCard } from '#client/features/class-record/components/lesson-class-card';
import { useLessonRecorder } from '#client/features/class-record/hooks/use-lesson-recorder';
import type { TeacherAction } from '../model/teacher-session-state';
import '#client/ui/error-banner.css';
import './dashboard.css';

const FAILURE_KEYS: Readonly<Record<TeacherAction, `teacher.errors.${TeacherAction}`>> = {
  start: 'teacher.errors.start',
  stop: 'teacher.errors.stop',
  end: 'teacher.errors.end',
  update: 'teacher.errors.update',
  next: 'teacher.errors.next',
  lock: 'teacher.errors.lock',
  remove: 'teacher.errors.remove',
  removeMany: 'teacher.errors.removeMany',
  focus: 'teacher.errors.focus',
  anotherRound: 'teacher.errors.anotherRound',
};

/**
 * The running session: code, quick connect, the projector's view, status, controls, configuration
 * and students. With names and results hidden (a projector that mirrors this screen), the projector's
 * view takes the place of the code, the students and the insight, and the class's accuracy goes.
 */
export function Dashboard({
  session,
  onGone,
}: {
  session: StoredTeacherSession;
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const { state, receivedAt, busy, failed, failedReason, connection, actions } = useTeacherSession(
    session,
    onGone,
  );
  const [showConnect, setShowConnect] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [editing, setEditing] = useState(false);
  const [edited, setEdited] = useState(false);
  const editCard = useRef<HTMLElement>(null);
  const editTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The Edit button is gone with the configuration: the focus goes to the edit card's title.
    if (editing) editTitle.current?.focus();
  }, [editing]);
  const closeEditing = () => {
    // The configuration's heading takes the focus back, unless the teacher has moved it on
    // (say, to the projector link) while the changes were being saved.
    const focused = document.activeElement;
    setEdited(
      focused === null ||
        focused === document.body ||
        (editCard.current?.contains(focused) ?? false),
    );
    setEditing(false);
  };
  const [viewing, setViewing] = useState<StudentSummary>();
  const [unsaved, setUnsaved] = useState(false);
  const hideResults = useHideResults();
  // Removed students leave the table but not the answer totals (answersSoFar) or the reports.
  const students = state?.students ?? [];
  const { answers: answersSoFar, missed } = classTotals(students);
  const { present, removed } = presentAndRemoved(students);
  // A removal counts as the class moving: the next record leaves the removed student out.
  const recorder = useLessonRecorder(session, answersSoFar + students.length + removed.length);
  const ending = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Opened by the form's Start button, which is gone: the focus goes to the page's heading.
    heading.current?.focus();
  }, []);
  /**
   * Ends the lesson once its class (if any) has its last record, or the teacher lets it go; a
   * second End while the first is under way does nothing.
   */
  const endLesson = async (withoutClass: boolean) => {
    if (ending.current) return;
    ending.current = true;
    try {
      if (!withoutClass && !(await recorder.recordFinal())) {
        setUnsaved(true);
        return;
      }
      await actions.end();
    } finally {
      ending.current = false;
    }
  };

  const saveSettings = (settings: SessionSettings) => {
    void actions.update(settings).then((ok) => {
      if (!ok) return;
      rememberSessionSetup(settings);
      closeEditing();
    });
  };

  return (
    <div className="page page--wide dashboard">
      <h1 ref={heading} tabIndex={-1} className="visually-hidden">
        {t('teacher.dashboard.title')}
      </h1>
      {failed === undefined ? null : (
        <p className="error-banner" role="alert">
          {t(FAILURE_KEYS[failed])}
          {failedReason === undefined ? null : (
            <span className="error-banner__reason">{failedReason}</span>
          )}
        </p>
      )}
      <div className="dashboard__side dashboard__side--lesson">
        <ConnectionBanner state={connection} onRetry={actions.reconnect} />
        {hideResults ? null : (
          <section className="card dashboard__code" aria-labelledby="session-code-label">
            <p id="session-code-label" className="dashboard__code-label">
              {t('teacher.dashboard.codeLabel')}
            </p>
            {/* A figure, not a paragraph or a heading; screen readers hear it letter by letter. */}
            <div className="dashboard__code-value">
              <span className="dashboard__code-text" aria-hidden="true">
                {session.sessionCode}
              </span>
              <span className="visually-hidden">
                {t('teacher.quickConnect.codeLabel', {
                  code: session.sessionCode.split('').join(' '),
                })}
              </span>
            </div>
            <p className="dashboard__join-hint">
              {t('teacher.dashboard.joinHint', { host: window.location.host })}
            </p>
            {state?.endsAtMs != null && examClockShown(state) ? (
              <Countdown
                deadline={{ endsAtMs: state.endsAtMs, serverNowMs: state.serverNowMs, receivedAt }}
              />
            ) : null}
            <button
              type="button"
              className="button button--primary button--large"
              onClick={() => setShowConnect(true)}
            >
              {t('teacher.dashboard.quickConnect')}
            </button>
          </section>
        )}

        {state === undefined ? null : (
          <SessionControls
            state={state}
            busy={busy}
            actions={actions}
            hideResults={hideResults}
            onEnd={() => {
              setConfirmEnd(true);
              // The dialog names the pupils a lesson would add unasked: from a record of now.
              recorder.refresh();
            }}
          />
        )}
        {session.classId === undefined ? null : (
          <LessonClassCard classId={session.classId} recorder={recorder} hideNames={hideResults} />
        )}
      </div>

      <div className="dashboard__main">
        {hideResults ? (
          <ProjectorLobby
            code={session.sessionCode}
            state={state}
            receivedAt={receivedAt}
            headingLevel={2}
          />
        ) : (
          <>
            <section className="card dashboard__students" aria-labelledby="students-title">
              <div className="dashboard__students-head">
                <h2 id="students-title">
                  {t('teacher.students.title', { count: present.length })}
                </h2>
                <ExportMenu
                  sessionId={session.sessionId}
                  teacherToken={session.teacherToken}
                  disabled={students.length === 0}
                />
              </div>
              <FinishedStudents
                students={present}
                continuousMode={state?.settings.continuousMode ?? false}
                busy={busy === 'anotherRound'}
                onAnotherRound={actions.anotherRound}
              />
              <StudentRoster
                students={present}
                removing={busy === 'removeMany'}
                onOpen={setViewing}
                onRemove={(studentId) => void actions.remove(studentId)}
                onRemoveMany={actions.removeMany}
              />
              <RemovedStudents students={removed} onOpen={setViewing} />
            </section>
            <InsightPanel
              sessionId={session.sessionId}
              teacherToken={session.teacherToken}
              answersSoFar={answersSoFar}
              operations={state?.operations.map((operation) => operation.type) ?? []}
              focus={
                <ClassFocus
                  focusFacts={state?.focusFacts ?? []}
                  busy={busy === 'focus'}
                  canFocus={missed > 0}
                  onFocus={(on) => void actions.focus(on)}
                />
              }
            />
          </>
        )}
      </div>

      {/* The session's setup, after the pupils: on a phone a teacher scrolls to the class
          first; on a wide screen it stands under the code, beside the pupils. */}
      <div className="dashboard__side dashboard__side--setup">
        <ProjectorCard />

        {state === undefined ? null : editing ? (
          <section ref={editCard} className="card" aria-labelledby="edit-title">
            <h2 id="edit-title" ref={editTitle} tabIndex={-1}>
              {t('teacher.edit.title')}
            </h2>
            <p className="field__note">{t('teacher.edit.note')}</p>
            <SessionForm
              initial={draftFromSettings({ ...state.settings, operations: state.operations })}
              submitLabel={t('teacher.edit.save')}
              backLabel={t('teacher.edit.cancel')}
              busy={busy === 'update'}
              takeFocus={false}
              onSubmit={saveSettings}
              onBack={closeEditing}
            />
          </section>
        ) : (
          <SessionConfigView state={state} onEdit={() => setEditing(true)} takeFocus={edited} />
        )}
        <Link to="/" className="dashboard__home">
          {t('teacher.actions.home')}
        </Link>
      </div>

      <StudentInsightDialog
        student={viewing}
        sessionId={session.sessionId}
        teacherToken={session.teacherToken}
        onClose={() => setViewing(undefined)}
      />

      <QuickConnectDialog
        code={session.sessionCode}
        start={state === undefined ? undefined : joinStart(state)}
        open={showConnect}
        onClose={() => setShowConnect(false)}
      />
      <EndSessionDialog
        open={confirmEnd}
        sessionId={session.sessionId}
        teacherToken={session.teacherToken}
        hasStudents={students.length > 0}
        openNames={recorder.questions
          .filter((question) => !removed.some((student) => student.id === question.studentId))
          .map((question) => question.name)}
        hideNames={hideResults}
        onCancel={() => setConfirmEnd(false)}
        onConfirm={() => {
          setConfirmEnd(false);
          void endLesson(false);
        }}
      />
      <ConfirmDialog
        open={unsaved}
        title={t('classes.lesson.unsavedTitle')}
        text={t('classes.lesson.unsavedText')}
        cancelLabel={t('classes.lesson.unsavedKeep')}
        confirmLabel={t('classes.lesson.unsavedEnd')}
        danger
        onCancel={() => setUnsaved(false)}
        onConfirm={() => {
          setUnsaved(false);
          void endLesson(true);
        }}
      />
    </div>
  );
}
