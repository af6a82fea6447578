import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherSessionState } from '#shared/contracts/sessions';
import { percentText } from '#shared/reports/class-report';
import { classTotals } from '../model/class-totals';
import { sessionStatus } from '../model/session-status';
import { useNextOperation } from '../hooks/use-next-operation';
import type { TeacherAction } from '../model/teacher-session-state';
import './tag.css';
import './status-badge.css';
import './session-controls.css';

interface SessionControlsProps {
  readonly state: TeacherSessionState;
  readonly busy: TeacherAction | undefined;
  readonly actions: {
    start(): Promise<boolean>;
    stop(): Promise<boolean>;
    /** Resolves to the step the class is on after the move, or undefined when it failed. */
    next: () => Promise<number | undefined>;
    lock(locked: boolean): Promise<boolean>;
  };
  /** Leaves out the class's accuracy (names and results hidden for a mirrored projector). */
  readonly hideResults?: boolean;
  readonly onEnd: () => void;
}

/**
 * Status, totals and the teacher's buttons: start/resume/stop, next operation (with an announced
 * confirmation, and a note on the last operation), lock, end. A button that cannot act now is
 * aria-disabled, never `disabled`, so the focus stays on it while an action runs: Start becomes
 * Stop in the same place, and a keyboard user goes on from there.
 */
export function SessionControls({
  state,
  busy,
  actions,
  hideResults = false,
  onEnd,
}: SessionControlsProps) {
  const { t } = useTranslation();
  const { students } = state;
  const status = sessionStatus(state);
  // Students still in the session; the answers are everyone's, removed students' too.
  const { studentCount, answers, accuracy } = classTotals(students);
  const examOver = state.stopReason === 'completed';
  const nextOperation = useNextOperation(state, busy !== undefined, actions.next);
  const lastNoteId = useId();
  const steps = state.operations.length > 1;
  /** Runs the action unless another is under way. */
  const whenIdle = (action: () => unknown) => {
    if (busy === undefined) void action();
  };

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
          <dd>{studentCount}</dd>
        </div>
        <div>
          <dt>{t('teacher.dashboard.answers')}</dt>
          <dd>{answers}</dd>
        </div>
        {hideResults ? null : (
          <div>
            <dt>{t('teacher.dashboard.accuracy')}</dt>
            <dd>{percentText(accuracy)}</dd>
          </div>
        )}
      </dl>
      <div className="dashboard__buttons">
        {state.phase === 'running' ? (
          <button
            type="button"
            className="button button--primary button--large"
            aria-disabled={busy !== undefined}
            onClick={() => whenIdle(() => actions.stop())}
          >
            {t('teacher.actions.stop')}
          </button>
        ) : examOver ? null : (
          <button
            type="button"
            className="button button--primary button--large"
            aria-disabled={busy !== undefined || studentCount === 0}
            onClick={() => {
              if (studentCount > 0) whenIdle(() => actions.start());
            }}
          >
            {status === 'paused' ? t('teacher.actions.resume') : t('teacher.actions.start')}
          </button>
        )}
        <button
          type="button"
          className="button button--danger button--large"
          aria-disabled={busy !== undefined}
          onClick={() => whenIdle(onEnd)}
        >
          {t('teacher.actions.end')}
        </button>
      </div>
      {state.phase !== 'running' && studentCount === 0 && !examOver ? (
        <p className="field__note">{t('teacher.dashboard.startHint')}</p>
      ) : null}
      <div className="dashboard__buttons dashboard__buttons--secondary">
        {steps ? (
          // Unavailable through aria-disabled, never `disabled`, so the focus stays on it while
          // the class moves on and on the last step, where the note below says why.
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={busy !== undefined || nextOperation.last}
            aria-describedby={nextOperation.last ? lastNoteId : undefined}
            onClick={() => void nextOperation.next()}
          >
            {t('teacher.actions.nextOperation')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={state.locked}
          aria-disabled={busy !== undefined}
          onClick={() => whenIdle(() => actions.lock(!state.locked))}
        >
          {state.locked ? t('teacher.lock.unlock') : t('teacher.lock.lock')}
        </button>
      </div>
      {steps ? (
        <>
          <p className="next-operation__moved" role="status">
            {nextOperation.moved}
          </p>
          {nextOperation.last ? (
            <p id={lastNoteId} className="field__note">
              {t('teacher.next.last')}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
