import { factKey, type Fact } from '../../src/shared/maths/fact-scheduler';

/**
 * The facts a regime practises: every fact of 1-10 × 1-10, or the facts of some times tables
 * with factors 1-10. The baselines, the recall bound and every measure work over the set alone.
 */
export interface FactSet {
  readonly name: string;
  /** The times tables picked, as the app is told them; null for the whole range 1-10. */
  readonly tables: readonly number[] | null;
  /** Every ordered fact of the set (7 × 8 and 8 × 7 both), as a question may show it. */
  readonly orderedFacts: readonly Fact[];
  /**
   * One fact per scheduler key, the one with operand1 <= operand2 (7 × 8 and 8 × 7 share a
   * key). The learner keeps one memory per key and fluency is counted per key, so all keys
   * fluent means all ordered facts fluent.
   */
  readonly keys: readonly Fact[];
  /** The set's keys, as factKey writes them. */
  readonly keyNames: ReadonlySet<string>;
  /**
   * The keys, easiest table first: a fact belongs to the earlier of its two tables in
   * TABLE_ORDER (2 × 7 comes with the 2s), smaller products first within a table.
   */
  readonly keysEasyFirst: readonly Fact[];
}

/** The order SPEC §4 introduces the tables in: 1, 2, 5, 10, then 3, 4, 6, then 7, 8, 9. */
const TABLE_ORDER = [1, 2, 5, 10, 3, 4, 6, 7, 8, 9];

/** Every ordered fact of 1-10 × 1-10 (100), as the candidates a student's range gives. */
const TIMES_TABLE_FACTS: readonly Fact[] = Array.from({ length: 100 }, (_, i) => ({
  operation: 'multiplication',
  operand1: Math.floor(i / 10) + 1,
  operand2: (i % 10) + 1,
}));

function tableRank(fact: Fact): number {
  return Math.min(TABLE_ORDER.indexOf(fact.operand1), TABLE_ORDER.indexOf(fact.operand2));
}

/**
 * The facts of 1-10 × 1-10 with at least one factor among `tables` (null: all of them), as the
 * app's tables picker means it: 6, 7 and 8 give 51 ordered facts and 27 keys.
 */
export function factSetOf(name: string, tables: readonly number[] | null): FactSet {
  const inSet = (fact: Fact) =>
    tables === null || tables.includes(fact.operand1) || tables.includes(fact.operand2);
  const orderedFacts = TIMES_TABLE_FACTS.filter(inSet);
  const keys = orderedFacts.filter((fact) => fact.operand1 <= fact.operand2);
  return {
    name,
    tables,
    orderedFacts,
    keys,
    keyNames: new Set(keys.map(factKey)),
    keysEasyFirst: [...keys].sort(
      (x, y) => tableRank(x) - tableRank(y) || x.operand1 * x.operand2 - y.operand1 * y.operand2,
    ),
  };
}

/** Every fact of 1-10 × 1-10: 100 ordered facts, 55 keys. */
export const WHOLE_RANGE = factSetOf('1-10', null);

/** The tables 6, 7 and 8 with factors 1-10: 51 ordered facts, 27 keys. */
export const TABLES_6_TO_8 = factSetOf('tables 6-8', [6, 7, 8]);
