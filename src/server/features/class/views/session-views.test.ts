import { describe, expect, it } from 'vitest';
import { studentSummary } from './session-views';
import { SAMPLE_TIME, samplePupil } from '../testing/test-class-objects';

describe('studentSummary', () => {
  it('marks a removed pupil, never connected, with their counts kept', () => {
    const pupil = samplePupil({ questionsAnswered: 4, correct: 3, incorrect: 1 });
    expect(studentSummary(pupil, true)).toMatchObject({ removed: false, connected: true });
    const removed = studentSummary({ ...pupil, removedAtMs: SAMPLE_TIME + 1000 }, true);
    expect(removed).toMatchObject({
      removed: true,
      connected: false,
      stats: { questionsAnswered: 4, correct: 3, incorrect: 1 },
    });
  });
});
