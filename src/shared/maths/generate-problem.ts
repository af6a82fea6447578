import { plausibleDistractors } from './distractors';
import { drawFact, type ProblemSpec } from './fact-domain';
import type { Fact } from './fact-scheduler';
import { OPERATION_SYMBOLS, type MathOperation } from './operations';
import { shuffled, type Rng } from './rng';

/** A multiple-choice question as SPEC §3 describes it. `choices[correctIndex]` is the answer. */
export interface Problem {
  readonly id: string;
  readonly type: MathOperation;
  readonly stem: string;
  readonly choices: readonly string[];
  readonly correctIndex: number;
  readonly operand1: number;
  readonly operand2: number;
  readonly correctAnswer: number;
  /** The level the problem was generated at. */
  readonly difficulty: number;
}

/**
 * One problem for the spec, deterministic in the rng: a fact drawn as drawFact does, with three
 * distinct choices.
 */
export function generateProblem(spec: ProblemSpec, rng: Rng): Problem {
  return problemForFact(drawFact(spec, rng), spec.level, rng);
}

/**
 * The multiple-choice problem that asks the fact: the correct answer and two plausible wrong
 * ones in an order drawn from the rng. `level` is recorded as the problem's difficulty and sets
 * how close to the answer the wrong ones may be (leastDistractorGap).
 */
export function problemForFact(fact: Fact, level: number, rng: Rng): Problem {
  const { operation, operand1, operand2 } = fact;
  const correctAnswer = answerOf(fact);
  const source = { type: operation, operand1, operand2, correctAnswer };
  const options = shuffled(rng, [correctAnswer, ...plausibleDistractors(source, rng, 2, level)]);
  return {
    id: problemId(rng),
    type: operation,
    stem: `${operand1} ${OPERATION_SYMBOLS[operation]} ${operand2} = ?`,
    choices: options.map(String),
    correctIndex: options.indexOf(correctAnswer),
    operand1,
    operand2,
    correctAnswer,
    difficulty: level,
  };
}

/** The fact a problem asks. */
export function factOf(problem: Problem): Fact {
  return { operation: problem.type, operand1: problem.operand1, operand2: problem.operand2 };
}

/** The right answer to a fact. */
export function answerOf({ operation, operand1: a, operand2: b }: Fact): number {
  switch (operation) {
    case 'addition':
      return a + b;
    case 'subtraction':
      return a - b;
    case 'multiplication':
      return a * b;
    case 'division':
      return a / b;
  }
}

function problemId(rng: Rng): string {
  const digits = Array.from({ length: 10 }, () => Math.floor(rng() * 36).toString(36));
  return `p-${digits.join('')}`;
}
