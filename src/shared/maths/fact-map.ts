import {
  EMPTY_SCHEDULER_STATE,
  FLUENT_BOX,
  boxOf,
  factFromKey,
  factKey,
  type Fact,
  type FactProgress,
  type SchedulerState,
} from './fact-scheduler';
import { OPERATION_TRAITS, type MathOperation } from './operations';

/** Where a student stands with one fact, as the fact grid shows it. */
export type FactStatus = 'notSeen' | 'learning' | 'fluent';

/** The statuses from least to most known, for legends and counts. */
export const FACT_STATUSES: readonly FactStatus[] = ['notSeen', 'learning', 'fluent'];

/**
 * Not seen until first answered; fluent from FLUENT_BOX (two right answers within the fluency
 * threshold, spaced apart, with no miss since: any other answer puts the fact back in box 0);
 * learning otherwise.
 */
export function factStatus(state: SchedulerState, fact: Fact): FactStatus {
  const key = factKey(fact);
  return statusOfBox(state.facts[key] === undefined ? undefined : boxOf(state, key));
}

/** The status of a fact in this box, or of one not met yet (undefined): see factStatus. */
export function statusOfBox(box: number | undefined): FactStatus {
  if (box === undefined) return 'notSeen';
  return box >= FLUENT_BOX ? 'fluent' : 'learning';
}

/** The side of the square grid the fact map shows per operation: 1-10 by 1-10. */
export const FACT_GRID_SIZE = 10;

/**
 * The side of a times-table grid once the 11 or 12 times table has been practised (a teacher or
 * student may pick them): 1-12 by 1-12, so that those facts show too.
 */
export const WIDE_FACT_GRID_SIZE = 12;

/** One cell of a fact grid: the fact it stands for, or null where the grid has no fact. */
export interface FactGridCell {
  readonly fact: Fact | null;
  readonly status: FactStatus | null;
}

/** A grid of one operation's facts with the numbers along its two sides. */
export interface FactGrid {
  readonly operation: MathOperation;
  readonly rowNumbers: readonly number[];
  readonly columnNumbers: readonly number[];
  /** rows[r][c] is the fact of rowNumbers[r] and columnNumbers[c]. */
  readonly rows: readonly (readonly FactGridCell[])[];
}

/**
 * The fact of one grid cell. Addition and multiplication: row ∘ column. Subtraction: row − column,
 * only where the column is smaller (no negative answers, no zero). Division: the row is the
 * divisor and the column the quotient, so the cell asks (row × column) ÷ row, as the times-table
 * grid does backwards.
 */
export function factAt(operation: MathOperation, row: number, column: number): Fact | null {
  switch (operation) {
    case 'addition':
    case 'multiplication':
      return { operation, operand1: row, operand2: column };
    case 'subtraction':
      return column < row ? { operation, operand1: row, operand2: column } : null;
    case 'division':
      return { operation, operand1: row * column, operand2: row };
  }
}

/**
 * The operation's grid with each fact's status: 1-10 by 1-10, or 1-12 by 1-12 for multiplication
 * and division once the state holds a fact of those grids beyond 10 (see gridSizeOf).
 */
export function factGrid(state: SchedulerState, operation: MathOperation): FactGrid {
  const numbers = Array.from({ length: gridSizeOf(state, operation) }, (_, i) => i + 1);
  const rows = numbers.map((row) =>
    numbers.map((column): FactGridCell => {
      const fact = factAt(operation, row, column);
      return { fact, status: fact === null ? null : factStatus(state, fact) };
    }),
  );
  return { operation, rowNumbers: numbers, columnNumbers: numbers, rows };
}

/**
 * FACT_GRID_SIZE, or WIDE_FACT_GRID_SIZE for multiplication and division when a fact the state
 * holds sits on the wide grid but not on the narrow one (such as 12 × 7, or 84 ÷ 12).
 */
function gridSizeOf(state: SchedulerState, operation: MathOperation): number {
  if (!OPERATION_TRAITS[operation].timesTables) return FACT_GRID_SIZE;
  for (const key in state.facts) {
    const fact = factFromKey(key);
    if (fact?.operation !== operation) continue;
    const [row, column] = gridPlaceOf(fact);
    const largest = Math.max(row, column);
    if (largest > FACT_GRID_SIZE && largest <= WIDE_FACT_GRID_SIZE && Math.min(row, column) >= 1)
      return WIDE_FACT_GRID_SIZE;
  }
  return FACT_GRID_SIZE;
}

/** A times-table fact's row and column: its factors, or a division's divisor and quotient. */
function gridPlaceOf(fact: Fact): readonly [number, number] {
  return OPERATION_TRAITS[fact.operation].gridByQuotient
    ? [fact.operand2, fact.operand2 === 0 ? 0 : fact.operand1 / fact.operand2]
    : [fact.operand1, fact.operand2];
}

/**
 * How many of the grid's facts have each status: a fact the grid shows twice (7 × 8 and 8 × 7,
 * one fact by factKey) counts once, so ten questions never read as 17 facts being learnt, and a
 * times-table grid holds 55 facts, as the class view counts them.
 */
export function countStatuses(grid: FactGrid): Readonly<Record<FactStatus, number>> {
  const counts: Record<FactStatus, number> = { notSeen: 0, learning: 0, fluent: 0 };
  const counted = new Set<string>();
  for (const row of grid.rows)
    for (const { fact, status } of row) {
      if (fact === null || status === null) continue;
      const key = factKey(fact);
      if (counted.has(key)) continue;
      counted.add(key);
      counts[status] += 1;
    }
  return counts;
}

/**
 * The state with at most `max` facts remembered: the ones asked longest ago are forgotten first
 * (missed facts are kept, they are due again soon). Keeps what a device stores bounded however
 * long a student plays with wide ranges.
 */
export function limitRemembered(state: SchedulerState, max: number): SchedulerState {
  // Counted without building a list: this runs at every class answer.
  let count = 0;
  for (const key in state.facts) if (Object.hasOwn(state.facts, key)) count += 1;
  if (count <= max) return state;
  const entries = Object.entries(state.facts);
  const missed = new Set(state.missed.map((entry) => entry.key));
  const kept = entries
    .sort(([, a], [, b]) => b.lastAskedIndex - a.lastAskedIndex)
    .filter(([key], index) => index < max || missed.has(key));
  const facts: Record<string, FactProgress> = Object.fromEntries(kept);
  return { ...state, facts };
}

/** What a device keeps of a student's facts across rounds. Plain JSON. */
export interface FactMemory {
  readonly scheduler: SchedulerState;
  /** Questions answered so far, on every round: the scheduler's question index. */
  readonly questionsAnswered: number;
}

/** A student who has answered nothing yet. */
export const EMPTY_FACT_MEMORY: FactMemory = {
  scheduler: EMPTY_SCHEDULER_STATE,
  questionsAnswered: 0,
};
