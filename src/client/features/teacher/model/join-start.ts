import type { TeacherSessionState } from '#shared/contracts/sessions';

/**
 * When a student who joins now gets questions: at once while practice runs (auto start runs it from
 * the beginning), when the teacher presses Start before the first start, when they press Resume
 * after a stop, or not at all once the exam time is up.
 */
export type JoinStart = 'atOnce' | 'onStart' | 'onResume' | 'examOver';

/** When a student who joins the session as it is now starts practising. */
export function joinStart(state: Pick<TeacherSessionState, 'phase' | 'stopReason'>): JoinStart {
  if (state.phase === 'running') return 'atOnce';
  if (state.phase === 'waiting') return 'onStart';
  return state.stopReason === 'completed' ? 'examOver' : 'onResume';
}
