import * as v from 'valibot';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * A solo round's totals (PracticeStats) as kept on the device: by the round in progress and by
 * the finished round's result, in a file of its own so that the first keeps the second's code
 * (and the badges it brings) out of the practice page until the round ends.
 */
export const practiceStatsSchema = v.object({
  correct: count,
  incorrect: count,
  streak: count,
  bestStreak: count,
  questionsAnswered: count,
  timeSpentMs: v.pipe(v.number(), v.minValue(0)),
});
