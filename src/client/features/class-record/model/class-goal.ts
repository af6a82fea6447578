import type { ClassGoal, ClassRecord } from './class-record';
import { classFactKeys, fluentCount, pupilBoxes, type PupilProgress } from './class-progress';

/** How far the class has come towards its goal. */
export interface GoalProgress {
  readonly goal: ClassGoal;
  /** The class's count so far (by the goal's day, once it has passed). */
  readonly value: number;
  /** 0 to 1, for the bar. */
  readonly share: number;
  readonly reached: boolean;
  /** The goal's day has passed without it being reached: the count is what the day left. */
  readonly pastDue: boolean;
}

/**
 * The class's progress towards its goal at `nowMs`, one number for the whole class and no
 * child's: the facts fluent summed over its pupils, or the right answers of the lessons recorded
 * since the goal was set (a lesson running when it was set counts whole). Once the goal's day is
 * over, only the lessons that started by its end count, however late they were last recorded: a
 * goal for Friday is judged on Friday's lessons.
 */
export function goalProgress(
  record: ClassRecord,
  pupils: readonly PupilProgress[],
  nowMs: number,
): GoalProgress | undefined {
  const { goal } = record;
  if (goal === null) return undefined;
  const dayOver = goal.dueAt !== null && nowMs > goal.dueAt;
  const counted = dayOver ? lessonsBy(record, goal.dueAt) : record;
  let value = 0;
  if (goal.measure === 'fluentFacts') {
    if (dayOver) {
      const keys = classFactKeys(counted);
      for (const pupil of record.pupils) value += fluentCount(pupilBoxes(counted, pupil.id), keys);
    } else for (const pupil of pupils) value += pupil.fluent;
  } else
    for (const lesson of counted.lessons)
      if (lesson.recordedAt >= goal.setAt)
        for (const entry of lesson.entries) value += entry.stats.correct;
  const reached = value >= goal.target;
  return {
    goal,
    value,
    share: Math.min(1, value / goal.target),
    reached,
    pastDue: dayOver && !reached,
  };
}

/** The class with only the lessons that started by `endMs` (recorded by then, when unknown). */
function lessonsBy(record: ClassRecord, endMs: number): ClassRecord {
  return {
    ...record,
    lessons: record.lessons.filter((lesson) => (lesson.startedAt ?? lesson.recordedAt) <= endMs),
  };
}
