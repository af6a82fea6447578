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
