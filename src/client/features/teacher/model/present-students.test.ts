import { describe, expect, it } from 'vitest';
import { presentAndRemoved } from './present-students';
import { testStudent } from '../testing/test-student';

describe('presentAndRemoved', () => {
  it('puts removed students apart, each side in the order of the list', () => {
    const students = [
      testStudent('ada', 3),
      { ...testStudent('bo', 20, false), removed: true },
      testStudent('cy', 1),
    ];
    const { present, removed } = presentAndRemoved(students);
    expect(present.map((student) => student.id)).toEqual(['ada', 'cy']);
    expect(removed.map((student) => student.id)).toEqual(['bo']);
  });
});
