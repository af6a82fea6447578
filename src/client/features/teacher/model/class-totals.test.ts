import { describe, expect, it } from 'vitest';
import { classTotals } from './class-totals';
import { testStudent } from '../testing/test-student';

describe('classTotals', () => {
  it('counts no students, no answers and no accuracy in an empty class', () => {
    expect(classTotals([])).toEqual({ studentCount: 0, answers: 0, accuracy: null, missed: 0 });
  });

  it('sums the answers and averages the students’ own accuracies, as the reports do', () => {
    const wrongTwice = testStudent('Kari', 5);
    const students = [
      testStudent('Ola', 7),
      { ...wrongTwice, stats: { ...wrongTwice.stats, correct: 3, incorrect: 2 } },
    ];
    // Ola 100 %, Kari 60 %: 80 %, not the 83 % of 10 right in 12.
    expect(classTotals(students)).toEqual({
      studentCount: 2,
      answers: 12,
      accuracy: 80,
      missed: 2,
    });
  });

  it('leaves a removed student out of the students but keeps their answers and misses', () => {
    const kari = testStudent('Kari', 6);
    const students = [
      testStudent('Ola', 4),
      { ...kari, removed: true, stats: { ...kari.stats, correct: 5, incorrect: 1 } },
    ];
    expect(classTotals(students)).toEqual({
      studentCount: 1,
      answers: 10,
      accuracy: 92,
      missed: 1,
    });
  });
});
