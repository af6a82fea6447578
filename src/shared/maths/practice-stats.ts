/** A student's running totals in one practice (SPEC §3 Practice stats). */
export interface PracticeStats {
  readonly correct: number;
  readonly incorrect: number;
  readonly streak: number;
  readonly bestStreak: number;
  readonly questionsAnswered: number;
  /** Total thinking time in milliseconds. */
  readonly timeSpentMs: number;
}

/** The totals before the first answer. */
export const EMPTY_STATS: PracticeStats = {
  correct: 0,
  incorrect: 0,
  streak: 0,
  bestStreak: 0,
  questionsAnswered: 0,
  timeSpentMs: 0,
};

/** The totals after one more answer. Pure; negative or non-finite times count as zero. */
export function recordAnswer(
  stats: PracticeStats,
  isCorrect: boolean,
  timeSpentMs: number,
): PracticeStats {
  const streak = isCorrect ? stats.streak + 1 : 0;
  return {
    correct: stats.correct + (isCorrect ? 1 : 0),
    incorrect: stats.incorrect + (isCorrect ? 0 : 1),
    streak,
    bestStreak: Math.max(stats.bestStreak, streak),
    questionsAnswered: stats.questionsAnswered + 1,
    timeSpentMs: stats.timeSpentMs + (Number.isFinite(timeSpentMs) ? Math.max(0, timeSpentMs) : 0),
  };
}

/** Whole-number percentage of correct answers; 0 before any answer. */
export function accuracyPercent(
  stats: Pick<PracticeStats, 'correct' | 'questionsAnswered'>,
): number {
  return stats.questionsAnswered === 0
    ? 0
    : Math.round((stats.correct / stats.questionsAnswered) * 100);
}

/**
 * A class's accuracy, the one rule the dashboard and the reports share: the mean of the students'
 * own shares right, over the students who answered, rounded once at the end; null when none did
 * (there is no share to give: the screens show –, never 0 %). So one student who answered a lot
 * does not hide one who struggles (the screens call it the average accuracy, as it need not be
 * the share of all answers right).
 */
export function averageAccuracyPercent(
  students: readonly Pick<PracticeStats, 'correct' | 'questionsAnswered'>[],
): number | null {
  const answered = students.filter((student) => student.questionsAnswered > 0);
  if (answered.length === 0) return null;
  const sum = answered.reduce(
    (total, student) => total + (student.correct / student.questionsAnswered) * 100,
    0,
  );
  return Math.round(sum / answered.length);
}

/** The results message for an accuracy (SPEC §2 Results screen). */
export type ResultGrade = 'excellent' | 'good' | 'keepTrying' | 'practiceMore';

/** 90 % or more is excellent, 70 % good, 50 % keep trying, anything lower practise more. */
export function resultGrade(accuracy: number): ResultGrade {
  if (accuracy >= 90) return 'excellent';
  if (accuracy >= 70) return 'good';
  if (accuracy >= 50) return 'keepTrying';
  return 'practiceMore';
}

/** The best streak from which the results screen shows the achievement card. */
export const ACHIEVEMENT_STREAK = 5;

/** Questions in a solo practice round (SPEC §4: default total 10). */
export const SOLO_QUESTION_COUNT = 10;
