import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GAMES,
  GAME_RULES,
  NEW_GAME,
  answerGame,
  gamePoints,
  gameQuestion,
  type GameId,
} from './games';
import { createRng } from './rng';

const gameId = fc.constantFrom(...GAMES.map((game) => game.id));
const level = fc.integer({ min: 1, max: 8 });

function operands(question: ReturnType<typeof gameQuestion>) {
  return question.prompt.kind === 'sum'
    ? [question.prompt.a, question.prompt.b]
    : [question.prompt.count];
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
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the operand caps of SPEC §9', () => {
    const caps: Record<GameId, (lvl: number) => number> = {
      'number-match': (lvl) => Math.min(lvl + 2, 10),
      addition: (lvl) => Math.min(lvl + 4, 20),
      subtraction: (lvl) => Math.min(lvl + 9, 20),
      multiplication: (lvl) => Math.min(lvl + 1, 10),
      division: (lvl) => Math.min(lvl + 1, 10),
    };
    fc.assert(
      fc.property(gameId, level, fc.integer(), (game, lvl, seed) => {
        const question = gameQuestion(game, lvl, createRng(seed));
        if (game === 'division' && question.prompt.kind === 'sum') {
          expect(question.prompt.a % question.prompt.b).toBe(0);
          expect(question.prompt.b).toBeLessThanOrEqual(caps.division(lvl));
          expect(question.answer).toBeLessThanOrEqual(caps.division(lvl));
        } else {
          for (const value of operands(question))
            expect(value).toBeLessThanOrEqual(caps[game](lvl));
        }
        if (game === 'subtraction') expect(question.answer).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('gamePoints', () => {
  it('gives 10 or 15 plus a time bonus of 100 minus 5 per second, never below the base', () => {
    expect(gamePoints('addition', 0)).toBe(110);
    expect(gamePoints('multiplication', 3999)).toBe(100);
    expect(gamePoints('number-match', 30_000)).toBe(10);
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

  it('wins after a correct answer on level 8', () => {
    let state = NEW_GAME;
    for (let i = 0; i < GAME_RULES.levels; i += 1)
      state = answerGame(state, 'division', true, 2000);
    expect(state).toMatchObject({
      level: 8,
      status: 'won',
      correctAnswers: 8,
      score: 8 * (15 + 90),
    });
  });
});
