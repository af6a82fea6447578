import type { ClassGoal, ClassRecord } from './class-record';
import type { PupilProgress } from './class-progress';

/** How far the class has come towards its goal. */
export interface GoalProgress {
  readonly goal: ClassGoal;
  /** The class's count so far, never above what is shown as reached. */
  readonly value: number;
  /** 0 to 1, for the bar. */
  readonly share: number;
  readonly reached: boolean;
}

/**
 * The class's progress towards its goal, one number for the whole class and no child's: the
 * facts fluent now summed over its pupils, or the right answers of the lessons recorded since the
 * goal was set (a lesson running when it was set counts whole).
 */
export function goalProgress(
  record: ClassRecord,
  pupils: readonly PupilProgress[],
): GoalProgress | undefined {
  const { goal } = record;
  if (goal === null) return undefined;
  let value = 0;
  if (goal.measure === 'fluentFacts') for (const pupil of pupils) value += pupil.fluent;
  else
    for (const lesson of record.lessons)
      if (lesson.recordedAt >= goal.setAt)
        for (const entry of lesson.entries) value += entry.stats.correct;
  return {
    goal,
    value,
    share: Math.min(1, value / goal.target),
    reached: value >= goal.target,
  };
}
