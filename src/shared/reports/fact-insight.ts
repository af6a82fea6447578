import type { FactSummary, GridCell, OperationInsight } from '../contracts/insight';
import type { OperationConfig } from '../contracts/session-settings';
import { isFactInRange } from '../maths/fact-domain';
import { factFromKey, factKey, type Fact } from '../maths/fact-scheduler';
import { OPERATION_SYMBOLS, OPERATION_TRAITS, type MathOperation } from '../maths/operations';

/**
 * Answers the server checked that are alike (the same fact, verdict and choice), counted
 * together: how the class insight reads a session's answers, summed by the database.
 */
export interface AnswerTally {
  readonly operation: MathOperation;
  readonly operand1: number;
  readonly operand2: number;
  readonly correctAnswer: number;
  /** Null when the question's time ran out before a choice. */
  readonly chosenAnswer: number | null;
  readonly isCorrect: boolean;
  /** How many answers these are (at least 1). */
  readonly count: number;
}

/** One answer the server checked (a tally of one), with who gave it and how long it took. */
export interface CheckedAnswer extends AnswerTally {
  readonly count: 1;
  readonly studentId: string;
  readonly timeSpentMs: number;
}

/** The sum of the tallies' counts. */
function answersIn(tallies: readonly AnswerTally[]): number {
  let answers = 0;
  for (const tally of tallies) answers += tally.count;
  return answers;
}

const MOST_MISSED = 10;
const GRID_SIZE = 12;

/**
 * The operations a report covers: the session's own, in their order, then any the class answered
 * that the teacher has since taken out (in the order first answered), each once, so that an edit
 * of the settings never hides what the class did. `removed` marks those no longer set.
 */
export function operationsReported(
  settingsOperations: readonly MathOperation[],
  answers: readonly Pick<AnswerTally, 'operation'>[],
): { readonly operation: MathOperation; readonly removed: boolean }[] {
  const set = new Set(settingsOperations);
  const removed = answers.map((answer) => answer.operation).filter((type) => !set.has(type));
  return [
    ...[...set].map((operation) => ({ operation, removed: false })),
    ...[...new Set(removed)].map((operation) => ({ operation, removed: true })),
  ];
}

/**
 * Per operation of the session: how many answers, how many wrong, the facts missed most (with the
 * wrong answers chosen), and for multiplication and division the 1-12 grid of facts. Facts with
 * the same operands count together whoever answered them.
 */
export function classInsight(
  answers: readonly AnswerTally[],
  operations: readonly MathOperation[],
): OperationInsight[] {
  return [...new Set(operations)].map((operation) => {
    const ofOperation = answers.filter((answer) => answer.operation === operation);
    return {
      operation,
      answered: answersIn(ofOperation),
      wrong: answersIn(ofOperation.filter((answer) => !answer.isCorrect)),
      mostMissed: missedFacts(ofOperation).slice(0, MOST_MISSED),
      grid: OPERATION_TRAITS[operation].timesTables ? factGrid(ofOperation, operation) : null,
    };
  });
}

/**
 * The answers whose fact one of the session's operations can still ask (its type, range and
 * tables): a focus on a fact the teacher has since taken out would spend one of its few places
 * on a question no student gets.
 */
export function askableAnswers<Answer extends Fact>(
  answers: readonly Answer[],
  operations: readonly Pick<OperationConfig, 'type' | 'numberRange' | 'tables'>[],
): Answer[] {
  return answers.filter((answer) =>
    operations.some((operation) =>
      isFactInRange(answer, {
        operation: operation.type,
        level: 1,
        range: operation.numberRange,
        tables: operation.tables,
      }),
    ),
  );
}

/**
 * The facts the class missed most, for "Practise what the class missed": at most `max`, across
 * all operations, each once, as missedFacts orders them (8 × 10 and 10 × 8 are one fact).
 */
export function classFocusFacts(answers: readonly AnswerTally[], max: number): Fact[] {
  return missedFacts(answers)
    .slice(0, max)
    .map(({ operation, operand1, operand2 }) => ({ operation, operand1, operand2 }));
}

/**
 * Facts answered wrong at least once, most wrong first, then most attempted, then by stem. A fact
 * is the scheduler's (factKey): 3 + 2 and 2 + 3 are one fact, their answers counted together
 * and written in key order (2 + 3), as each student's lists write it.
 */
export function missedFacts(answers: readonly AnswerTally[]): FactSummary[] {
  const byFact = new Map<string, AnswerTally[]>();
  for (const answer of answers) {
    const key = factKey(answer);
    const ofFact = byFact.get(key);
    if (ofFact === undefined) byFact.set(key, [answer]);
    else ofFact.push(answer);
  }
  return [...byFact.entries()]
    .map(([key, ofFact]) => summarise(factFromKey(key), ofFact))
    .filter((fact) => fact.wrong > 0)
    .sort((a, b) => b.wrong - a.wrong || b.attempts - a.attempts || a.stem.localeCompare(b.stem));
}

/**
 * The wrong numbers a fact's summary names, most chosen first; the answers with other numbers are
 * counted together. Typed answers can be any number, and a line on the teacher's screen or in
 * the report must stay a line, whatever one pupil types.
 */
export const WRONG_NUMBERS_LISTED = 5;

/** A fact's answers summed up; `fact` gives the order its operands are written in. */
function summarise(fact: Fact | undefined, answers: readonly AnswerTally[]): FactSummary {
  const first = answers[0];
  if (fact === undefined || first === undefined)
    throw new Error('a fact needs at least one answer');
  const wrongCounts = new Map<number, number>();
  let timedOut = 0;
  for (const answer of answers) {
    if (answer.isCorrect) continue;
    const chosen = answer.chosenAnswer;
    // No choice, or a late right one (not correct, but no wrong answer a child gave): the time
    // ran out.
    if (chosen === null || chosen === answer.correctAnswer) timedOut += answer.count;
    else wrongCounts.set(chosen, (wrongCounts.get(chosen) ?? 0) + answer.count);
  }
  const ranked = [...wrongCounts.entries()]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value - b.value);
  return {
    operation: fact.operation,
    stem: `${fact.operand1} ${OPERATION_SYMBOLS[fact.operation]} ${fact.operand2}`,
    operand1: fact.operand1,
    operand2: fact.operand2,
    correctAnswer: first.correctAnswer,
    attempts: answersIn(answers),
    wrong: answersIn(answers.filter((answer) => !answer.isCorrect)),
    wrongAnswers: ranked.slice(0, WRONG_NUMBERS_LISTED),
    otherWrongAnswers: ranked
      .slice(WRONG_NUMBERS_LISTED)
      .reduce((sum, entry) => sum + entry.count, 0),
    timedOut,
  };
}

/**
 * The 1-12 grid: multiplication by its two factors, division by divisor (row) and quotient
 * (column), so both show the same times-table fact in the same place. Facts outside 1-12 are left
 * out of the grid (they still count in the lists).
 */
export function factGrid(answers: readonly AnswerTally[], operation: MathOperation): GridCell[] {
  const cells = new Map<string, GridCell>();
  for (const answer of answers) {
    const [row, column] = OPERATION_TRAITS[operation].gridByQuotient
      ? [answer.operand2, answer.correctAnswer]
      : [answer.operand1, answer.operand2];
    if (row < 1 || row > GRID_SIZE || column < 1 || column > GRID_SIZE) continue;
    const key = `${row}:${column}`;
    let cell = cells.get(key);
    if (cell === undefined) {
      cell = { row, column, attempts: 0, correct: 0 };
      cells.set(key, cell);
    }
    cell.attempts += answer.count;
    if (answer.isCorrect) cell.correct += answer.count;
  }
  return [...cells.values()].sort((a, b) => a.row - b.row || a.column - b.column);
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}
