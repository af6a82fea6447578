import { describe, expect, it } from 'vitest';
import { NO_BADGES, awardBadges, type BadgeProgress, type FinishedRound } from './badges';
import type { PracticeStats } from './practice-stats';

function round(
  operation: FinishedRound['operation'],
  correct: number,
  bestStreak: number,
  timeSpentMs = 50_000,
): FinishedRound {
  const stats: PracticeStats = {
    correct,
    incorrect: 10 - correct,
    streak: 0,
    bestStreak,
    questionsAnswered: 10,
    timeSpentMs,
  };
  return { operation, mode: 'normal', stats };
}

function play(rounds: FinishedRound[]): { progress: BadgeProgress; all: string[] } {
  let progress = NO_BADGES;
  const all: string[] = [];
  for (const finished of rounds) {
    const result = awardBadges(progress, finished);
    progress = result.progress;
    all.push(...result.newBadges);
  }
  return { progress, all };
}

describe('awardBadges', () => {
  it('gives first correct for any correct answer, and each badge only once', () => {
    expect(play([round('addition', 1, 1)]).all).toEqual(['firstCorrect']);
    expect(play([round('addition', 1, 1), round('addition', 2, 1)]).all).toEqual(['firstCorrect']);
    expect(play([round('addition', 0, 0)]).all).toEqual([]);
  });

  it('gives 5 and 10 in a row for the best streak of a round', () => {
    expect(play([round('addition', 6, 5)]).all).toEqual(['firstCorrect', 'streak5']);
    expect(play([round('addition', 10, 10)]).all).toContain('streak10');
  });

  it('gives persistent after five finished rounds', () => {
    const five = play(Array.from({ length: 5 }, () => round('subtraction', 3, 1)));
    expect(five.all).toEqual(['firstCorrect', 'persistent']);
    expect(play(Array.from({ length: 4 }, () => round('subtraction', 3, 1))).all).not.toContain(
      'persistent',
    );
  });

  it('gives speedster for 8 correct at under 3 seconds an answer on average', () => {
    expect(play([round('addition', 8, 3, 29_000)]).all).toContain('speedster');
    expect(play([round('addition', 8, 3, 30_000)]).all).not.toContain('speedster');
    expect(play([round('addition', 7, 3, 10_000)]).all).not.toContain('speedster');
  });

  it('gives mathematician for a perfect round in all four operations', () => {
    const three = play([
      round('addition', 10, 10),
      round('subtraction', 10, 10),
      round('multiplication', 10, 10),
    ]);
    expect(three.all).not.toContain('mathematician');
    expect(awardBadges(three.progress, round('division', 10, 10)).newBadges).toContain(
      'mathematician',
    );
  });

  it('gives times-tables master for three perfect multiplication or division rounds', () => {
    const result = play([
      round('multiplication', 10, 10),
      round('division', 10, 10),
      round('multiplication', 9, 5),
      round('multiplication', 10, 10),
    ]);
    expect(result.all).toContain('timesTablesMaster');
    expect(result.progress.perfectTableRounds).toBe(3);
  });
});
