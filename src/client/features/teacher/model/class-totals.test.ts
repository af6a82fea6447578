import { describe, expect, it } from 'vitest';
import { classTotals } from './class-totals';
import { testPupil } from '../testing/test-pupil';

describe('classTotals', () => {
  it('counts no pupils and no answers in an empty class', () => {
    expect(classTotals([])).toEqual({ pupils: 0, answers: 0, correct: 0 });
  });

  it('sums the answers and the right answers of every pupil', () => {
    const wrongTwice = testPupil('Kari', 5);
    const students = [
      testPupil('Ola', 7),
      { ...wrongTwice, stats: { ...wrongTwice.stats, correct: 3, incorrect: 2 } },
    ];
    expect(classTotals(students)).toEqual({ pupils: 2, answers: 12, correct: 10 });
  });

  it('leaves a removed pupil out of the pupils but keeps their answers', () => {
    const students = [testPupil('Ola', 4), { ...testPupil('Kari', 6), removed: true }];
    expect(classTotals(students)).toEqual({ pupils: 1, answers: 10, correct: 10 });
  });
});
