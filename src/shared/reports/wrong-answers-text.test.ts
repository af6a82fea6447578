import { describe, expect, it } from 'vitest';
import { wrongAnswersText, type WrongAnswersLabels } from './wrong-answers-text';

function labelled(timedOut: string): WrongAnswersLabels {
  return { timedOut, more: (count) => `${String(count)} more` };
}

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
        labelled('no answer'),
      ),
    ).toBe('14 ×2, 12, no answer ×2');
  });

  it('names a fact missed only by time-outs, never an empty list', () => {
    expect(wrongAnswersText({ wrongAnswers: [], timedOut: 1 }, labelled('time ran out'))).toBe(
      'time ran out',
    );
    expect(
      wrongAnswersText({ wrongAnswers: [{ value: 54, count: 1 }], timedOut: 0 }, labelled('x')),
    ).toBe('54');
  });

  it('says how many answers had numbers beyond those listed, before the time-outs', () => {
    expect(
      wrongAnswersText(
        { wrongAnswers: [{ value: 54, count: 3 }], otherWrongAnswers: 4, timedOut: 1 },
        labelled('time ran out'),
      ),
    ).toBe('54 ×3, 4 more, time ran out');
  });
});
