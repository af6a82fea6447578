import { describe, expect, it } from 'vitest';
import { wrongAnswersText } from './wrong-answers-text';

describe('wrongAnswersText', () => {
  it('lists the numbers chosen, most first, then the time-outs, each counted when more than once', () => {
    expect(
      wrongAnswersText(
        {
          wrongAnswers: [
            { value: 14, count: 2 },
            { value: 12, count: 1 },
          ],
          timedOut: 2,
        },
        'no answer',
      ),
    ).toBe('14 ×2, 12, no answer ×2');
  });

  it('names a fact missed only by time-outs, never an empty list', () => {
    expect(wrongAnswersText({ wrongAnswers: [], timedOut: 1 }, 'time ran out')).toBe(
      'time ran out',
    );
    expect(wrongAnswersText({ wrongAnswers: [{ value: 54, count: 1 }], timedOut: 0 }, 'x')).toBe(
      '54',
    );
  });
});
