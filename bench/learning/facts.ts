import { factFromKey, factKey, type Fact } from '../../src/shared/maths/fact-scheduler';
import { OPERATION_SYMBOLS } from '../../src/shared/maths/operations';

/** Every ordered fact of 1-10 × 1-10 (100), as the candidates a student's range gives nextFact. */
export const TIMES_TABLE_FACTS: readonly Fact[] = Array.from({ length: 100 }, (_, i) => ({
  operation: 'multiplication',
  operand1: Math.floor(i / 10) + 1,
  operand2: (i % 10) + 1,
}));

/**
 * One fact per scheduler key, the one with operand1 <= operand2: 55 facts, since 7 × 8 and 8 × 7
 * share a key. The learner keeps one memory per key and fluency is counted per key, so all 55 keys
 * fluent means all 100 ordered facts fluent.
 */
export const ONE_FACT_PER_KEY: readonly Fact[] = TIMES_TABLE_FACTS.filter(
  (fact) => fact.operand1 <= fact.operand2,
);

/** The question as the app shows it, such as "7 × 8 = ?"; its length sets the fluency threshold. */
export function questionText(fact: Fact): string {
  return `${fact.operand1} ${OPERATION_SYMBOLS[fact.operation]} ${fact.operand2} = ?`;
}

/** What the simulation reads of a fact at every answer. */
export interface FactInfo {
  readonly key: string;
  /** questionText(fact).length, which sets the fluency threshold. */
  readonly questionLength: number;
}

const infos = new Map<Fact, FactInfo>();

/** The fact's key and question length, remembered per fact object, as they are read so often. */
export function factInfo(fact: Fact): FactInfo {
  const known = infos.get(fact);
  if (known !== undefined) return known;
  const info = { key: factKey(fact), questionLength: questionText(fact).length };
  infos.set(fact, info);
  return info;
}

/** The fact in one of its two orders, either equally likely (7 × 8 or 8 × 7), as a question. */
export function questionOf(fact: Fact, rng: () => number): { fact: Fact; stem: string } {
  const swap = rng() < 0.5;
  const shown = swap ? { ...fact, operand1: fact.operand2, operand2: fact.operand1 } : fact;
  return { fact: shown, stem: questionText(shown) };
}

/** The order SPEC §4 introduces the tables in: 1, 2, 5, 10, then 3, 4, 6, then 7, 8, 9. */
const TABLE_ORDER = [1, 2, 5, 10, 3, 4, 6, 7, 8, 9];

/**
 * The 55 keys, easiest table first: a fact belongs to the earlier of its two tables in
 * TABLE_ORDER (2 × 7 comes with the 2s), smaller products first within a table.
 */
export const KEYS_EASY_FIRST: readonly Fact[] = [...ONE_FACT_PER_KEY].sort(
  (x, y) => tableRank(x) - tableRank(y) || x.operand1 * x.operand2 - y.operand1 * y.operand2,
);

function tableRank(fact: Fact): number {
  return Math.min(TABLE_ORDER.indexOf(fact.operand1), TABLE_ORDER.indexOf(fact.operand2));
}

/** The fact a key names, in key order; throws on a key that names none. */
export function factOfKey(key: string): Fact {
  const fact = factFromKey(key);
  if (fact === undefined) throw new Error(`not a fact key: ${key}`);
  return fact;
}
