import { describe, expect, it } from 'vitest';
import type { DifficultyMode } from '#shared/maths/difficulty';
import { factKeysOf } from '#shared/maths/fact-domain';
import { EMPTY_FACT_MEMORY, type FactMemory } from '#shared/maths/fact-map';
import { factKey } from '#shared/maths/fact-scheduler';
import { factOf } from '#shared/maths/generate-problem';
import { DEFAULT_RANGE, type NumberRange } from '#shared/maths/levels';
import { MATH_OPERATIONS, type MathOperation } from '#shared/maths/operations';
import { createRng } from '#shared/maths/rng';
import { answerQuestion, isRoundFinished, nextQuestion, startRound } from './practice-round';

const ROUND = 10;
const ANSWERS_PER_FACT = 20;
const TIMEOUT_MS = 60_000;

interface Choice {
  readonly operation: MathOperation;
  readonly mode: DifficultyMode;
  readonly range: NumberRange;
  readonly tables?: readonly number[];
}

/**
 * The fact keys a simulated student meets in rounds of ten on this device, the memory carried
 * from round to round as the screen does: three answers in four right and quick, a round a day.
 */
function keysMet(choice: Choice, limit: number): Set<string> {
  const rng = createRng(7);
  const met = new Set<string>();
  let memory: FactMemory = EMPTY_FACT_MEMORY;
  let time = Date.UTC(2026, 10, 2, 9);
  for (let seed = 1; memory.questionsAnswered < limit; seed += 1) {
    let round = startRound({ ...choice, seed, totalQuestions: ROUND, memory }, time);
    for (;;) {
      met.add(factKey(factOf(round.problem)));
      const right = rng() < 0.75;
      const choiceIndex = right ? round.problem.correctIndex : (round.problem.correctIndex + 1) % 3;
      time += 6000;
      round = answerQuestion(round, choiceIndex, 1500, time);
      if (isRoundFinished(round)) break;
      round = nextQuestion(round, time);
    }
    memory = round.memory;
    time += 24 * 3_600_000;
  }
  return met;
}

function keysOf({ operation, range, tables }: Choice): Set<string> {
  return factKeysOf({ operation, level: 1, range, tables });
}

describe('a solo student meets every fact of the range', () => {
  for (const operation of MATH_OPERATIONS)
    for (const mode of ['normal', 'adaptive'] as const)
      it(
        `${operation}, ${mode}, 1-10`,
        () => {
          const choice = { operation, mode, range: DEFAULT_RANGE };
          const facts = keysOf(choice);
          const met = keysMet(choice, facts.size * ANSWERS_PER_FACT);
          expect([...facts].filter((key) => !met.has(key))).toEqual([]);
          if (mode === 'normal') expect([...met].filter((key) => !facts.has(key))).toEqual([]);
        },
        TIMEOUT_MS,
      );

  it('multiplication, normal, only the 6, 7 and 8 times tables', () => {
    const choice = {
      operation: 'multiplication',
      mode: 'normal',
      range: DEFAULT_RANGE,
      tables: [6, 7, 8],
    } as const;
    const facts = keysOf(choice);
    const met = keysMet(choice, facts.size * ANSWERS_PER_FACT);
    expect([...facts].filter((key) => !met.has(key))).toEqual([]);
    expect([...met].filter((key) => !facts.has(key))).toEqual([]);
  });
});
