import type { SessionPhase } from '#shared/contracts/sessions';

/**
 * Whether a class's student belongs on the practice page rather than in the waiting room: once
 * the teacher has started, whether the class runs or is stopped (paused, or the exam over). While
 * it is stopped the practice page shows the student's results (SPEC §4), and it goes on with the
 * class; the waiting room would only wait for a start that already came.
 */
export function belongsOnPractice(phase: SessionPhase): boolean {
  return phase !== 'waiting';
}
