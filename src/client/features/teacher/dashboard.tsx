import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accuracyPercent } from '#shared/maths/practice-stats';
import type { StoredTeacherSession } from '../../lib/class-session-store';
import { EndSessionDialog } from './end-session-dialog';
import { QuickConnectDialog } from './quick-connect-dialog';
import { SessionConfigView } from './session-config-view';
import { sessionStatus } from './session-status';
import { StudentTable } from './student-table';
import { useTeacherSession, type TeacherAction } from './use-teacher-session';

const FAILURE_KEYS = {
  start: 'teacher.errors.start',
  stop: 'teacher.errors.stop',
  end: 'teacher.errors.end',
} as const;

/** The running session: code, quick connect, status, totals, configuration, pupils and controls. */
export function Dashboard({
  session,
  onGone,
}: {
  session: StoredTeacherSession;
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const { state, busy, failed, connected, run } = useTeacherSession(session, onGone);
  const [showConnect, setShowConnect] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const students = state?.students ?? [];
  const status = state === undefined ? 'waiting' : sessionStatus(state);
  const answered = students.reduce((sum, student) => sum + student.stats.questionsAnswered, 0);
  const correct = students.reduce((sum, student) => sum + student.stats.correct, 0);
  const act = (action: TeacherAction) => void run(action);

  return (
    <div className="page dashboard">
      {failed === undefined ? null : (
        <p className="error-banner" role="alert">
          {t(FAILURE_KEYS[failed])}
        </p>
      )}
      <div className="dashboard__side">
        <section className="card dashboard__code" aria-labelledby="session-code-label">
          <p id="session-code-label" className="dashboard__code-label">
            {t('teacher.dashboard.codeLabel')}
          </p>
          <p className="dashboard__code-value" aria-label={code(session.sessionCode)}>
            {session.sessionCode}
          </p>
          <p className="dashboard__join-hint">
            {t('teacher.dashboard.joinHint', { host: window.location.host })}
          </p>
          <button
            type="button"
            className="button button--primary button--large"
            onClick={() => setShowConnect(true)}
          >
            {t('teacher.dashboard.quickConnect')}
          </button>
        </section>

        <section className="card dashboard__controls" aria-labelledby="session-status-title">
          <h2 id="session-status-title" className="visually-hidden">
            {t('teacher.dashboard.controlsTitle')}
          </h2>
          <p className={`status-badge status-badge--${status}`} role="status">
            {t(`teacher.status.${status}`)}
          </p>
          {connected ? null : (
            <p className="dashboard__offline">{t('teacher.dashboard.reconnecting')}</p>
          )}
          <dl className="dashboard__totals">
            <div>
              <dt>{t('teacher.dashboard.students')}</dt>
              <dd>{students.length}</dd>
            </div>
            <div>
              <dt>{t('teacher.dashboard.answers')}</dt>
              <dd>{answered}</dd>
            </div>
            <div>
              <dt>{t('teacher.dashboard.accuracy')}</dt>
              <dd>
                {answered === 0
                  ? '–'
                  : `${accuracyPercent({ correct, questionsAnswered: answered })} %`}
              </dd>
            </div>
          </dl>
          <div className="dashboard__buttons">
            {state?.phase === 'running' ? (
              <button
                type="button"
                className="button button--primary button--large"
                onClick={() => act('stop')}
                disabled={busy !== undefined}
              >
                {t('teacher.actions.stop')}
              </button>
            ) : (
              <button
                type="button"
                className="button button--primary button--large"
                onClick={() => act('start')}
                disabled={busy !== undefined || students.length === 0}
              >
                {status === 'paused' ? t('teacher.actions.resume') : t('teacher.actions.start')}
              </button>
            )}
            <button
              type="button"
              className="button button--danger button--large"
              onClick={() => setConfirmEnd(true)}
              disabled={busy !== undefined}
            >
              {t('teacher.actions.end')}
            </button>
          </div>
          {state?.phase !== 'running' && students.length === 0 ? (
            <p className="field__note">{t('teacher.dashboard.startHint')}</p>
          ) : null}
          <Link to="/" className="dashboard__home">
            {t('teacher.actions.home')}
          </Link>
        </section>

        {state === undefined ? null : <SessionConfigView state={state} />}
      </div>

      <section className="card dashboard__students" aria-labelledby="students-title">
        <h2 id="students-title">{t('teacher.students.title', { count: students.length })}</h2>
        <StudentTable students={students} />
      </section>

      <QuickConnectDialog
        code={session.sessionCode}
        open={showConnect}
        onClose={() => setShowConnect(false)}
      />
      <EndSessionDialog
        open={confirmEnd}
        onCancel={() => setConfirmEnd(false)}
        onConfirm={() => {
          setConfirmEnd(false);
          act('end');
        }}
      />
    </div>
  );

  function code(value: string) {
    return t('teacher.quickConnect.codeLabel', { code: value.split('').join(' ') });
  }
}
