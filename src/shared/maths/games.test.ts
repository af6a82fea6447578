import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GAMES,
  GAME_RULES,
  NEW_GAME,
  answerGame,
  gamePoints,
  gameQuestion,
  isSameQuestion,
  levelCompleted,
  levelPrompts,
  timeBonus,
  type GameId,
  type GamePrompt,
} from './games';
import { createRng } from './rng';

const GAME_IDS = GAMES.map((game) => game.id);
const gameId = fc.constantFrom(...GAME_IDS);
const level = fc.integer({ min: 1, max: GAME_RULES.levels });
const LEVELS = Array.from({ length: GAME_RULES.levels }, (_, index) => index + 1);

/** How big a question is: the dots, the sum's two numbers, the product, the number divided. */
function size(prompt: GamePrompt): number {
  if (prompt.kind === 'dots') return prompt.count;
  if (prompt.operation === 'multiplication') return prompt.a * prompt.b;
  if (prompt.operation === 'division') return prompt.a;
  return prompt.a + prompt.b;
}

function operands(prompt: GamePrompt): number[] {
  return prompt.kind === 'sum' ? [prompt.a, prompt.b] : [prompt.count];
}

describe('gameQuestion', () => {
  it('has four different choices, never negative, exactly one correct', () => {
    fc.assert(
      fc.property(gameId, level, fc.integer(), (game, lvl, seed) => {
        const question = gameQuestion(game, lvl, createRng(seed));
        expect(question.choices).toHaveLength(4);
        expect(new Set(question.choices).size).toBe(4);
        for (const choice of question.choices) expect(choice).toBeGreaterThanOrEqual(0);
        expect(question.choices[question.correctIndex]).toBe(question.answer);
        expect(question.choices.filter((choice) => choice === question.answer)).toHaveLength(1);
      }),
      { numRuns: 2000 },
    );
  });

  it('asks only what its level can ask', () => {
    fc.assert(
      fc.property(gameId, level, fc.integer(), (game, lvl, seed) => {
        const { prompt } = gameQuestion(game, lvl, createRng(seed));
        expect(levelPrompts(game, lvl)).toContainEqual(prompt);
      }),
      { numRuns: 2000 },
    );
  });

  it('never asks the question just asked, on the same level or the next', () => {
    fc.assert(
      fc.property(
        gameId,
        level,
        fc.boolean(),
        fc.integer(),
        fc.integer(),
        (game, lvl, levelUp, firstSeed, seed) => {
          const first = gameQuestion(game, lvl, createRng(firstSeed));
          const nextLevel = levelUp ? Math.min(lvl + 1, GAME_RULES.levels) : lvl;
          const next = gameQuestion(game, nextLevel, createRng(seed), first.prompt);
          expect(isSameQuestion(next.prompt, first.prompt)).toBe(false);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('gives a near count as number match wrong choices, never 13 for 3 dots', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const question = gameQuestion('number-match', 1, createRng(seed));
      for (const choice of question.choices)
        expect(Math.abs(choice - question.answer)).toBeLessThanOrEqual(4);
    }
  });
});

describe('isSameQuestion', () => {
  const sum =
    (operation: 'addition' | 'subtraction' | 'multiplication' | 'division') =>
    (a: number, b: number): GamePrompt => ({ kind: 'sum', operation, a, b });

  it('counts a sum with its numbers swapped as the same fact for + and × only', () => {
    expect(isSameQuestion(sum('multiplication')(3, 4), sum('multiplication')(4, 3))).toBe(true);
    expect(isSameQuestion(sum('addition')(2, 5), sum('addition')(5, 2))).toBe(true);
    expect(isSameQuestion(sum('division')(12, 3), sum('division')(12, 4))).toBe(false);
    expect(isSameQuestion(sum('subtraction')(9, 4), sum('subtraction')(9, 5))).toBe(false);
    expect(isSameQuestion(sum('addition')(2, 5), sum('multiplication')(2, 5))).toBe(false);
    expect(isSameQuestion({ kind: 'dots', count: 4 }, { kind: 'dots', count: 4 })).toBe(true);
    expect(isSameQuestion({ kind: 'dots', count: 4 }, sum('addition')(2, 2))).toBe(false);
  });
});

describe('levelPrompts', () => {
  it.each(GAME_IDS)('%s: the smallest question of each level is bigger than the last', (game) => {
    const smallest = LEVELS.map((lvl) => Math.min(...levelPrompts(game, lvl).map(size)));
    for (let index = 1; index < smallest.length; index += 1)
      expect(smallest[index]).toBeGreaterThan(smallest[index - 1] ?? Infinity);
  });

  it.each(GAME_IDS)('%s: the biggest question of each level is bigger than the last', (game) => {
    const biggest = LEVELS.map((lvl) => Math.max(...levelPrompts(game, lvl).map(size)));
    for (let index = 1; index < biggest.length; index += 1)
      expect(biggest[index]).toBeGreaterThan(biggest[index - 1] ?? Infinity);
  });

  it('no longer asks 1 + 1 at addition level 8, nor 1 × 1 at multiplication level 8', () => {
    const asks = (game: GameId, lvl: number, a: number, b: number) =>
      levelPrompts(game, lvl).some(
        (prompt) => prompt.kind === 'sum' && prompt.a === a && prompt.b === b,
      );
    expect(asks('addition', 1, 4, 1)).toBe(true);
    expect(asks('addition', 8, 1, 1)).toBe(false);
    expect(asks('multiplication', 8, 1, 1)).toBe(false);
    expect(Math.min(...levelPrompts('addition', 8).map(size))).toBe(13);
  });

  it('keeps the operand caps of SPEC §9, exact division and subtraction above zero', () => {
    const caps: Record<GameId, (lvl: number) => number> = {
      'number-match': (lvl) => Math.min(lvl + 2, 10),
      addition: (lvl) => Math.min(lvl + 4, 20),
      subtraction: (lvl) => Math.min(lvl + 9, 20),
      multiplication: (lvl) => Math.min(lvl + 1, 10),
      division: (lvl) => Math.min(lvl + 1, 10),
    };
    for (const game of GAME_IDS) {
      for (const lvl of LEVELS) {
        for (const prompt of levelPrompts(game, lvl)) {
          if (prompt.kind === 'sum' && prompt.operation === 'division') {
            expect(prompt.a % prompt.b).toBe(0);
            expect(prompt.b).toBeLessThanOrEqual(caps.division(lvl));
            expect(prompt.a / prompt.b).toBeLessThanOrEqual(caps.division(lvl));
          } else {
            for (const value of operands(prompt)) {
              expect(value).toBeGreaterThanOrEqual(1);
              expect(value).toBeLessThanOrEqual(caps[game](lvl));
            }
          }
          if (prompt.kind === 'sum' && prompt.operation === 'subtraction')
            expect(prompt.a - prompt.b).toBeGreaterThanOrEqual(1);
        }
      }
    }
  });

  it('has at least two different facts on every level, so a question need never repeat', () => {
    for (const game of GAME_IDS) {
      for (const lvl of LEVELS) {
        const [first, ...rest] = levelPrompts(game, lvl);
        expect(first).toBeDefined();
        if (first) expect(rest.some((prompt) => !isSameQuestion(prompt, first))).toBe(true);
      }
    }
  });
});

describe('gamePoints', () => {
  it('gives 10 or 15 plus a time bonus of 100 minus 5 per second, never below the base', () => {
    expect(gamePoints('addition', 0)).toBe(110);
    expect(gamePoints('multiplication', 3999)).toBe(100);
    expect(gamePoints('number-match', 30_000)).toBe(10);
    expect(timeBonus(19_999)).toBe(5);
    expect(timeBonus(20_000)).toBe(0);
    expect(timeBonus(-50)).toBe(100);
  });
});

describe('answerGame', () => {
  it('ends the game after three wrong answers', () => {
    let state = NEW_GAME;
    for (let i = 0; i < GAME_RULES.lives; i += 1)
      state = answerGame(state, 'addition', false, 1000);
    expect(state).toMatchObject({ lives: 0, status: 'gameOver', wrongAnswers: 3 });
    expect(answerGame(state, 'addition', true, 1000)).toBe(state);
  });

  it('moves to the next level after five right answers, and a wrong one does not count', () => {
    let state = NEW_GAME;
    for (let i = 1; i < GAME_RULES.questionsPerLevel; i += 1) {
      state = answerGame(state, 'addition', true, 1000);
      expect(state).toMatchObject({ level: 1, levelCorrect: i });
    }
    state = answerGame(state, 'addition', false, 1000);
    expect(state).toMatchObject({ level: 1, levelCorrect: 4, lives: 2 });
    const next = answerGame(state, 'addition', true, 1000);
    expect(next).toMatchObject({ level: 2, levelCorrect: 0 });
    expect(levelCompleted(state, next)).toBe(true);
    expect(levelCompleted(NEW_GAME, answerGame(NEW_GAME, 'addition', true, 0))).toBe(false);
  });

  it('wins after the fifth right answer on level 8, 40 in all', () => {
    let state = NEW_GAME;
    const answers = GAME_RULES.levels * GAME_RULES.questionsPerLevel;
    for (let i = 0; i < answers; i += 1) {
      expect(state.status).toBe('playing');
      state = answerGame(state, 'division', true, 2000);
    }
    expect(state).toMatchObject({
      level: 8,
      status: 'won',
      correctAnswers: 40,
      score: 40 * (15 + 90),
    });
  });
});
