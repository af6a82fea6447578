import type { DeviceFacts } from '#shared/contracts/device-facts';
import type { SchedulerState } from '#shared/maths/fact-scheduler';

/**
 * The student's schedule with the facts their class sent (the teacher's device, for a child on a
 * device that had none): each fact the schedule has not met yet is taken from the class, and
 * every fact the lesson has met stays as the lesson left it. Without class facts, the schedule.
 */
export function withClassFacts(
  schedule: SchedulerState,
  classFacts: SchedulerState | undefined,
): SchedulerState {
  if (classFacts === undefined) return schedule;
  const facts = { ...classFacts.facts, ...schedule.facts };
  return { ...schedule, facts };
}

/** Where a student's facts came from when their lesson began. */
export type FactsFrom = 'device' | 'class' | null;

/**
 * Whether the class may send its facts for the student: only for one whose join brought none and
 * who has none from the class yet. A child on their own device keeps their own facts.
 */
export function mayTakeClassFacts(student: { readonly factsFrom: FactsFrom }): boolean {
  return student.factsFrom === null;
}

/**
 * The class's facts for a student, each dated at most `joinedAtMs - 1`: they are from lessons
 * before this one, so one dated later (the teacher's clock ahead of the server's) keeps its rest
 * as if answered just before the join, and never counts as answered in this lesson.
 */
export function classFactsBeforeJoin(facts: DeviceFacts, joinedAtMs: number): DeviceFacts {
  const latest = joinedAtMs - 1;
  return facts.map((fact) => {
    const [key, box, atMs, ...rest] = fact;
    // The rest as sent: a fact without a tally stays without one, not with an undefined.
    return atMs === null || atMs <= latest ? fact : [key, box, latest, ...rest];
  });
}
