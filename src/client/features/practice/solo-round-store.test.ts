import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_FACT_MEMORY } from '#shared/maths/fact-map';
import { answerQuestion, nextQuestion, progressOf, startRound } from './practice-round';
import { savedRoundOf, soloRoundStore } from './solo-round-store';

const round = startRound({
  operation: 'multiplication',
  mode: 'normal',
  range: { min: 1, max: 10 },
  seed: 11,
  totalQuestions: 10,
  memory: EMPTY_FACT_MEMORY,
});

afterEach(() => window.localStorage.clear());

describe('the solo round kept on the device', () => {
  it('gives back the progress of the visit it was kept for, a level in halves included', () => {
    const answered = answerQuestion(round, (round.problem.correctIndex + 1) % 3, 800);
    const progress = progressOf(nextQuestion(answered));
    const halfLevel = { ...progress, difficulty: { ...progress.difficulty, difficulty: 1.5 } };
    soloRoundStore.write({ visit: 'visit-a', progress: halfLevel });
    expect(savedRoundOf('visit-a')).toEqual(halfLevel);
    expect(savedRoundOf('visit-b')).toBeUndefined();
  });

  it('gives back an answer given before the reload, and none when it was not', () => {
    const answered = progressOf(answerQuestion(round, round.problem.correctIndex, 800));
    soloRoundStore.write({ visit: 'visit-a', progress: answered });
    expect(savedRoundOf('visit-a')?.answer).toEqual({
      choiceIndex: round.problem.correctIndex,
      isCorrect: true,
    });
    soloRoundStore.write({ visit: 'visit-a', progress: progressOf(round) });
    const unanswered = savedRoundOf('visit-a');
    expect(unanswered).toHaveProperty('answer', undefined);
    expect(unanswered?.questionNumber).toBe(1);
  });
});
