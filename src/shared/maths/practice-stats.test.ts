import { describe, expect, it } from 'vitest';
import {
  EMPTY_STATS,
  accuracyPercent,
  averageAccuracyPercent,
  recordAnswer,
  resultGrade,
} from './practice-stats';

describe('recordAnswer', () => {
  it('counts answers, streaks and the best streak', () => {
    const answers = [true, true, true, false, true];
    const stats = answers.reduce((s, ok) => recordAnswer(s, ok, 1000), EMPTY_STATS);
    expect(stats).toEqual({
      correct: 4,
      incorrect: 1,
      streak: 1,
      bestStreak: 3,
      questionsAnswered: 5,
      timeSpentMs: 5000,
    });
  });

  it('ignores negative and non-finite times', () => {
    const stats = recordAnswer(recordAnswer(EMPTY_STATS, true, -50), true, Number.NaN);
    expect(stats.timeSpentMs).toBe(0);
  });
});

describe('accuracyPercent and resultGrade', () => {
  it('rounds the share of correct answers and is 0 before any answer', () => {
    expect(accuracyPercent({ correct: 2, questionsAnswered: 3 })).toBe(67);
    expect(accuracyPercent({ correct: 0, questionsAnswered: 0 })).toBe(0);
  });

  it('grades 90 and above excellent, 70 good, 50 keep trying, below practise more', () => {
    expect([100, 90, 89, 70, 69, 50, 49, 0].map(resultGrade)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'keepTrying',
      'keepTrying',
      'practiceMore',
      'practiceMore',
    ]);
  });
});

describe('averageAccuracyPercent', () => {
  it('averages the students’ shares right, rounded once at the end', () => {
    // 66.7 % and 100 %: 83.3 %, where rounding each first gave (67 + 100) / 2 = 84.
    const students = [
      { correct: 2, questionsAnswered: 3 },
      { correct: 2, questionsAnswered: 2 },
    ];
    expect(averageAccuracyPercent(students)).toBe(83);
  });

  it('leaves out the students who have not answered, and gives none when none has', () => {
    expect(
      averageAccuracyPercent([
        { correct: 1, questionsAnswered: 4 },
        { correct: 0, questionsAnswered: 0 },
      ]),
    ).toBe(25);
    expect(averageAccuracyPercent([{ correct: 0, questionsAnswered: 0 }])).toBeNull();
    expect(averageAccuracyPercent([])).toBeNull();
  });
});
