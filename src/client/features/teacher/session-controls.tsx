import { useTranslation } from 'react-i18next';
import type { TeacherSessionState } from '#shared/contracts/sessions';
import { accuracyPercent } from '#shared/maths/practice-stats';
import { sessionStatus } from './session-status';
import type { TeacherAction } from './use-teacher-session';

interface SessionControlsProps {
  readonly state: TeacherSessionState;
  readonly busy: TeacherAction | undefined;
  readonly actions: {
    start(): Promise<boolean>;
    stop(): Promise<boolean>;
    next(): Promise<boolean>;
    lock(locked: boolean): Promise<boolean>;
  };
  readonly onEnd: () => void;
}

/** Status, totals and the teacher's buttons: start/resume/stop, next operation, lock, end. */
export function SessionControls({ state, busy, actions, onEnd }: SessionControlsProps) {
  const { t } = useTranslation();
  const { students } = state;
  const status = sessionStatus(state);
  const answered = students.reduce((sum, student) => sum + student.stats.questionsAnswered, 0);
  const correct = students.reduce((sum, student) => sum + student.stats.correct, 0);
  const examOver = state.stopReason === 'completed';
  const lastOperation = state.currentOperationIndex >= state.operations.length - 1;

  return (
    <section className="card dashboard__controls" aria-labelledby="session-status-title">
      <h2 id="session-status-title" className="visually-hidden">
        {t('teacher.dashboard.controlsTitle')}
      </h2>
      <div className="dashboard__status-row">
        <p className={`status-badge status-badge--${status}`} role="status">
          {examOver ? t('teacher.status.examOver') : t(`teacher.status.${status}`)}
        </p>
        {state.locked ? <p className="tag tag--locked">{t('teacher.lock.locked')}</p> : null}
      </div>
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
        {state.phase === 'running' ? (
          <button
            type="button"
            className="button button--primary button--large"
            onClick={() => void actions.stop()}
            disabled={busy !== undefined}
          >
            {t('teacher.actions.stop')}
          </button>
        ) : examOver ? null : (
          <button
            type="button"
            className="button button--primary button--large"
            onClick={() => void actions.start()}
            disabled={busy !== undefined || students.length === 0}
          >
            {status === 'paused' ? t('teacher.actions.resume') : t('teacher.actions.start')}
          </button>
        )}
        <button
          type="button"
          className="button button--danger button--large"
          onClick={onEnd}
          disabled={busy !== undefined}
        >
          {t('teacher.actions.end')}
        </button>
      </div>
      {state.phase !== 'running' && students.length === 0 && !examOver ? (
        <p className="field__note">{t('teacher.dashboard.startHint')}</p>
      ) : null}
      <div className="dashboard__buttons dashboard__buttons--secondary">
        {state.operations.length > 1 ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void actions.next()}
            disabled={busy !== undefined || lastOperation}
          >
            {t('teacher.actions.nextOperation')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={state.locked}
          onClick={() => void actions.lock(!state.locked)}
          disabled={busy !== undefined}
        >
          {state.locked ? t('teacher.lock.unlock') : t('teacher.lock.lock')}
        </button>
      </div>
    </section>
  );
}
