import { describe, expect, it } from 'vitest';
import {
  answerQuestion,
  answerTyped,
  isRoundFinished,
  nextQuestion,
  progressOf,
  resumedRound,
  startRound,
  type RoundConfig,
} from './practice-round';
import { EMPTY_FACT_MEMORY, factStatus, type FactMemory } from '#shared/maths/fact-map';
import { enumerateFacts } from '#shared/maths/fact-domain';
import {
  FLUENT_BOX,
  MISSED_RETURN_GAP,
  NEW_FACT_PRIORITY,
  factKey,
} from '#shared/maths/fact-scheduler';
import { WIDEN_FROM_BOX } from '#shared/maths/adaptive-range';
import { factOf } from '#shared/maths/generate-problem';

const config: RoundConfig = {
  operation: 'addition',
  mode: 'normal',
  range: { min: 1, max: 10 },
  seed: 7,
  totalQuestions: 3,
  memory: EMPTY_FACT_MEMORY,
};

describe('a solo practice round', () => {
  it('counts a correct answer and keeps the first answer when a second arrives', () => {
    const round = startRound(config);
    const answered = answerQuestion(round, round.problem.correctIndex, 1200);
    expect(answered.answer).toEqual({ choiceIndex: round.problem.correctIndex, isCorrect: true });
    expect(answered.stats).toMatchObject({ correct: 1, streak: 1, questionsAnswered: 1 });
    const wrongIndex = (round.problem.correctIndex + 1) % 3;
    expect(answerQuestion(answered, wrongIndex, 100)).toBe(answered);
  });

  it('ignores a choice that does not exist', () => {
    const round = startRound(config);
    expect(answerQuestion(round, 3, 100)).toBe(round);
    expect(answerQuestion(round, -1, 100)).toBe(round);
  });

  it('moves on only after an answer and finishes after the last question', () => {
    let round = startRound(config);
    expect(nextQuestion(round)).toBe(round);
    for (let n = 1; n <= 3; n += 1) {
      expect(round.questionNumber).toBe(n);
      round = answerQuestion(round, 0, 1000);
      expect(isRoundFinished(round)).toBe(n === 3);
      if (n < 3) round = nextQuestion(round);
    }
    expect(nextQuestion(round)).toBe(round);
    expect(round.stats.questionsAnswered).toBe(3);
  });

  it('never shows the same question twice in a row', () => {
    let round = startRound({ ...config, totalQuestions: 200 });
    for (let n = 1; n < 200; n += 1) {
      const before = round.problem.stem;
      round = nextQuestion(answerQuestion(round, round.problem.correctIndex, 4000));
      expect(round.problem.stem).not.toBe(before);
    }
  });

  it('plays the same round for the same seed', () => {
    expect(startRound(config).problem).toEqual(startRound(config).problem);
  });

  it('grows the difficulty in adaptive mode, and the numbers only once 1-10 is kept', () => {
    const fastAndRight = (memory: FactMemory) => {
      let round = startRound({ ...config, mode: 'adaptive', totalQuestions: 40, memory });
      for (let n = 1; n < 40; n += 1)
        round = nextQuestion(answerQuestion(round, round.problem.correctIndex, 1000));
      return round;
    };
    const newcomer = fastAndRight(EMPTY_FACT_MEMORY);
    expect(newcomer.difficulty.difficulty).toBeGreaterThan(7);
    expect(newcomer.problem.difficulty).toBeLessThanOrEqual(3);
    const additionFacts = enumerateFacts(
      { operation: 'addition', level: 1, range: config.range },
      500,
    );
    const inBox = (box: number) =>
      fastAndRight({
        scheduler: {
          facts: Object.fromEntries(
            (additionFacts ?? []).map((fact) => [factKey(fact), { box, lastAskedIndex: 0 }]),
          ),
          missed: [],
          lastKey: null,
        },
        questionsAnswered: 100,
      });
    expect(inBox(FLUENT_BOX).problem.difficulty).toBeLessThanOrEqual(3);
    expect(inBox(WIDEN_FROM_BOX).problem.difficulty).toBeGreaterThan(3);
  });

  it('asks a fact answered wrong again as soon as the other facts of the range have been met', () => {
    // Addition 1-10 has 55 facts (7 + 8 and 8 + 7 are one): the other 54 come first.
    let round = startRound({ ...config, totalQuestions: 60 });
    const missed = factKey(factOf(round.problem));
    round = answerQuestion(round, (round.problem.correctIndex + 1) % 3, 1000);
    const asked = new Set<string>();
    let returnedAt: number | undefined;
    for (let index = 1; index < 60 && returnedAt === undefined; index += 1) {
      round = nextQuestion(round);
      const key = factKey(factOf(round.problem));
      if (key === missed) returnedAt = index;
      asked.add(key);
      round = answerQuestion(round, round.problem.correctIndex, 1000);
    }
    expect(returnedAt).toBe(55);
    expect(asked.size).toBe(55);
  });

  it('keeps every answer in the memory, with its time: box 1 when right and quick, 0 when slow', () => {
    const round = startRound(config);
    const fact = factOf(round.problem);
    const quick = answerQuestion(round, round.problem.correctIndex, 1500, 1_800_000_000_000);
    expect(quick.memory.scheduler.facts[factKey(fact)]).toEqual({
      box: 1,
      lastAskedIndex: 0,
      lastAskedAtMs: 1_800_000_000_000,
      tally: { answers: 1, misses: 0, reviews: 0, lapses: 0 },
    });
    expect(factStatus(quick.memory.scheduler, fact)).toBe('learning');
    expect(quick.memory.questionsAnswered).toBe(1);
    const slow = answerQuestion(round, round.problem.correctIndex, 9000);
    expect(factStatus(slow.memory.scheduler, fact)).toBe('learning');
  });

  it('starts from the memory of earlier rounds: a fact missed long ago is asked first', () => {
    const first = startRound(config);
    const missed = answerQuestion(first, (first.problem.correctIndex + 1) % 3, 1000).memory;
    const later = {
      scheduler: { ...missed.scheduler, lastKey: 'addition:9:9' },
      questionsAnswered: MISSED_RETURN_GAP * NEW_FACT_PRIORITY,
    };
    const next = startRound({ ...config, seed: 99, memory: later });
    expect(factKey(factOf(next.problem))).toBe(factKey(factOf(first.problem)));
  });
});

describe('a solo round of typed answers', () => {
  const typed: RoundConfig = { ...config, operation: 'multiplication', answerInput: 'typed' };

  it('judges the number typed, keeps it, and takes no choice', () => {
    const round = startRound(typed);
    expect(answerQuestion(round, round.problem.correctIndex, 1000)).toBe(round);
    const right = answerTyped(round, round.problem.correctAnswer, 1200);
    expect(right.answer).toEqual({
      choiceIndex: null,
      typedAnswer: round.problem.correctAnswer,
      isCorrect: true,
    });
    expect(answerTyped(right, 0, 100)).toBe(right);
    const wrong = answerTyped(round, round.problem.correctAnswer + 1, 1200);
    expect(wrong.answer?.isCorrect).toBe(false);
    expect(wrong.stats).toMatchObject({ correct: 0, incorrect: 1 });
  });

  it('takes no typed number in a round of choices, nor one that is not whole', () => {
    const round = startRound(config);
    expect(answerTyped(round, round.problem.correctAnswer, 1000)).toBe(round);
    const typedRound = startRound(typed);
    expect(answerTyped(typedRound, 5.5, 1000)).toBe(typedRound);
    expect(answerTyped(typedRound, Number.NaN, 1000)).toBe(typedRound);
  });

  it('allows a typed answer the time of its keys before it counts as slow', () => {
    const round = startRound(typed);
    const fact = factKey(factOf(round.problem));
    // 4.4 s is over the 3.6 s a tap on "a × b = ?" may take, within the typed allowance.
    const typedQuick = answerTyped(round, round.problem.correctAnswer, 4400);
    expect(typedQuick.memory.scheduler.facts[fact]?.box).toBe(1);
    const tapped = startRound({ ...typed, answerInput: 'choices' });
    const tappedSlow = answerQuestion(tapped, tapped.problem.correctIndex, 4400);
    expect(tappedSlow.memory.scheduler.facts[factKey(factOf(tapped.problem))]?.box).toBe(0);
  });
});

describe('a solo round put back after a reload', () => {
  const { seed: _seed, ...settings } = config;
  const twoAnswered = () => {
    const first = startRound(config);
    const second = nextQuestion(answerQuestion(first, first.problem.correctIndex, 900));
    return answerQuestion(second, (second.problem.correctIndex + 1) % 3, 900);
  };

  it('goes on at the question, the answer and the totals it was at, with the seed it had', () => {
    const round = twoAnswered();
    const resumed = resumedRound({ ...settings, memory: round.memory }, progressOf(round));
    if (resumed === undefined) throw new Error('the round was not put back');
    expect(progressOf(resumed)).toEqual(progressOf(round));
    expect(resumed.memory).toBe(round.memory);
    expect(progressOf(nextQuestion(resumed))).toEqual(progressOf(nextQuestion(round)));
  });

  it('goes on at a question not yet answered', () => {
    const round = nextQuestion(twoAnswered());
    const resumed = resumedRound({ ...settings, memory: round.memory }, progressOf(round));
    expect(resumed?.questionNumber).toBe(3);
    expect(resumed?.answer).toBeUndefined();
    expect(resumed?.problem).toEqual(round.problem);
  });

  it('starts afresh when the kept round cannot be this one', () => {
    const progress = progressOf(twoAnswered());
    const memory = EMPTY_FACT_MEMORY;
    const refused = [
      resumedRound({ ...settings, memory, operation: 'subtraction' }, progress),
      resumedRound({ ...settings, memory, mode: 'adaptive' }, progress),
      resumedRound({ ...settings, memory, totalQuestions: 1 }, progress),
      resumedRound({ ...settings, memory, answerInput: 'typed' }, progress),
      resumedRound({ ...settings, memory }, { ...progress, questionNumber: 3 }),
      resumedRound(
        { ...settings, memory },
        { ...progress, stats: { ...progress.stats, correct: 2 } },
      ),
      resumedRound(
        { ...settings, memory },
        { ...progress, problem: { ...progress.problem, correctIndex: 3 } },
      ),
    ];
    expect(refused).toEqual(refused.map(() => undefined));
  });
});
