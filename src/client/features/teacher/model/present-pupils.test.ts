import { describe, expect, it } from 'vitest';
import { presentAndRemoved } from './present-pupils';
import { testPupil } from '../testing/test-pupil';

describe('presentAndRemoved', () => {
  it('puts removed pupils apart, each side in the order of the list', () => {
    const students = [
      testPupil('ada', 3),
      { ...testPupil('bo', 20, false), removed: true },
      testPupil('cy', 1),
    ];
    const { present, removed } = presentAndRemoved(students);
    expect(present.map((student) => student.id)).toEqual(['ada', 'cy']);
    expect(removed.map((student) => student.id)).toEqual(['bo']);
  });
});
