import type { TeacherSessionState } from '#shared/contracts/sessions';

/** The status label of SPEC §2/§4: waiting to start, active, paused (someone answered) or stopped. */
export type SessionStatus = 'waiting' | 'active' | 'paused' | 'stopped';

/** The label for the teacher's status badge. */
export function sessionStatus(
  state: Pick<TeacherSessionState, 'phase' | 'students'>,
): SessionStatus {
  if (state.phase === 'running') return 'active';
  if (state.phase === 'waiting') return 'waiting';
  return state.students.some((student) => student.stats.questionsAnswered > 0)
    ? 'paused'
    : 'stopped';
}

/**
 * Whether the exam's countdown shows: while the class runs and while the teacher has paused it,
 * as a pause does not stop the exam's clock (a paused exam whose time is up ends too); not before
 * the start, nor once the exam is over, nor without an exam.
 */
export function examClockShown(
  state: Pick<TeacherSessionState, 'phase' | 'endsAtMs' | 'stopReason'>,
): boolean {
  return state.endsAtMs !== null && state.phase !== 'waiting' && state.stopReason !== 'completed';
}
