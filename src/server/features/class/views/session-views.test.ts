import { describe, expect, it } from 'vitest';
import { studentSummary } from './session-views';
import { SAMPLE_TIME, sampleStudent } from '../testing/test-class-objects';

describe('studentSummary', () => {
  it('marks a removed student, never connected, with their counts kept', () => {
    const student = sampleStudent({ questionsAnswered: 4, correct: 3, incorrect: 1 });
    expect(studentSummary(student, true)).toMatchObject({ removed: false, connected: true });
    const removed = studentSummary({ ...student, removedAtMs: SAMPLE_TIME + 1000 }, true);
    expect(removed).toMatchObject({
      removed: true,
      connected: false,
      stats: { questionsAnswered: 4, correct: 3, incorrect: 1 },
    });
  });
});
