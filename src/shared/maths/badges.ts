import type { DifficultyMode } from './difficulty';
import { OPERATION_TRAITS, type MathOperation } from './operations';
import type { PracticeStats } from './practice-stats';

/** The badges named in SPEC §3, in the order they are shown. */
export const BADGES = [
  'firstCorrect',
  'streak5',
  'streak10',
  'persistent',
  'speedster',
  'mathematician',
  'timesTablesMaster',
] as const;
export type BadgeId = (typeof BADGES)[number];

/**
 * The rules (the spec names the badges but not how to earn them):
 * - firstCorrect: a first correct answer in a finished round.
 * - streak5 / streak10: 5 / 10 correct answers in a row in one round.
 * - persistent: 5 finished rounds in all.
 * - speedster: a round with at least 8 correct answers and under 3 seconds per answer on average.
 * - mathematician: a perfect round (all correct) in each of the four operations.
 * - timesTablesMaster: 3 perfect rounds of multiplication or division.
 */
export const BADGE_RULES = {
  persistentRounds: 5,
  speedsterCorrect: 8,
  speedsterAverageMs: 3000,
  timesTablesPerfectRounds: 3,
} as const;

/** What a finished round contributes. */
export interface FinishedRound {
  readonly operation: MathOperation;
  readonly mode: DifficultyMode;
  readonly stats: PracticeStats;
}

/** What the badges remember between rounds. */
export interface BadgeProgress {
  readonly earned: readonly BadgeId[];
  readonly roundsFinished: number;
  readonly perfectOperations: readonly MathOperation[];
  readonly perfectTableRounds: number;
}

/** Nothing earned yet. */
export const NO_BADGES: BadgeProgress = {
  earned: [],
  roundsFinished: 0,
  perfectOperations: [],
  perfectTableRounds: 0,
};

/** The progress after a finished round, and the badges it earned for the first time. Pure. */
export function awardBadges(
  progress: BadgeProgress,
  round: FinishedRound,
): { progress: BadgeProgress; newBadges: BadgeId[] } {
  const { stats, operation } = round;
  const perfect = stats.questionsAnswered > 0 && stats.correct === stats.questionsAnswered;
  const next: BadgeProgress = {
    earned: progress.earned,
    roundsFinished: progress.roundsFinished + 1,
    perfectOperations:
      perfect && !progress.perfectOperations.includes(operation)
        ? [...progress.perfectOperations, operation]
        : progress.perfectOperations,
    perfectTableRounds:
      progress.perfectTableRounds + (perfect && OPERATION_TRAITS[operation].timesTables ? 1 : 0),
  };
  const averageMs =
    stats.questionsAnswered === 0
      ? Number.POSITIVE_INFINITY
      : stats.timeSpentMs / stats.questionsAnswered;
  const deserved: Record<BadgeId, boolean> = {
    firstCorrect: stats.correct > 0,
    streak5: stats.bestStreak >= 5,
    streak10: stats.bestStreak >= 10,
    persistent: next.roundsFinished >= BADGE_RULES.persistentRounds,
    speedster:
      stats.correct >= BADGE_RULES.speedsterCorrect && averageMs < BADGE_RULES.speedsterAverageMs,
    mathematician: next.perfectOperations.length === 4,
    timesTablesMaster: next.perfectTableRounds >= BADGE_RULES.timesTablesPerfectRounds,
  };
  const newBadges = BADGES.filter((badge) => deserved[badge] && !progress.earned.includes(badge));
  return { progress: { ...next, earned: [...progress.earned, ...newBadges] }, newBadges };
}
