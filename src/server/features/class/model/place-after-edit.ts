import type { OperationConfig } from '#shared/contracts/session-settings';

/** A student's operations as the teacher set them, and where the student is among them. */
export interface OperationsPlace {
  readonly operations: readonly OperationConfig[];
  /** Indexes into operations, in the order the student meets them. */
  readonly order: readonly number[];
  /** Index into order. */
  readonly position: number;
}

/** Whether two operations have the same settings but, perhaps, for their number of questions. */
export function sameButCount(one: OperationConfig, other: OperationConfig): boolean {
  return (
    JSON.stringify({ ...one, challengeCount: 0 }) ===
    JSON.stringify({ ...other, challengeCount: 0 })
  );
}

type SameOperation = (one: OperationConfig, other: OperationConfig) => boolean;

const sameSettings: SameOperation = (one, other) => JSON.stringify(one) === JSON.stringify(other);
const sameType: SameOperation = (one, other) => one.type === other.type;

/**
 * How many of a group of operations left on both sides are paired, in their order: as many as
 * the smaller side has, the most of them at their own index (`upTo`, alignedInOrder), all when
 * both sides have as many (`even`), or one when each side has one (`one`).
 */
type Pairing = 'upTo' | 'even' | 'one';

const indexes = (operations: readonly { readonly index: number }[]) =>
  operations.map(({ index }) => index);

/**
 * Which operation of the new settings each old one is, index to index: one with the same settings
 * (copies of one operation in their order, the most of them at their own index when the edit
 * changed, added or removed one of them); else, of those left, the same but for its number of
 * questions, where as many old as new fit each other (copies in their order); else the same type,
 * only where one old and one new operation fit each other alone. With two multiplications
 * (tables 2-5 and 6-9), new tables for one leave it paired to itself, as a lone multiplication
 * is, never to the other; new tables for both, or another multiplication added or removed with
 * the edit, pair neither. An old operation left out is gone.
 */
export function pairedOperations(
  before: readonly OperationConfig[],
  after: readonly OperationConfig[],
): ReadonlyMap<number, number> {
  const pairs = new Map<number, number>();
  const taken = new Set<number>();
  const pair = (oldIndex: number, newIndex: number) => {
    pairs.set(oldIndex, newIndex);
    taken.add(newIndex);
  };
  const left = (operations: readonly OperationConfig[], paired: (index: number) => boolean) =>
    operations.flatMap((operation, index) => (paired(index) ? [] : [{ operation, index }]));
  const pairLeft = (same: SameOperation, pairing: Pairing) => {
    const oldLeft = left(before, (index) => pairs.has(index));
    const newLeft = left(after, (index) => taken.has(index));
    const grouped = new Set<number>();
    for (const { operation, index } of oldLeft) {
      if (grouped.has(index)) continue;
      const olds = oldLeft.filter((old) => same(operation, old.operation));
      const news = newLeft.filter((other) => same(operation, other.operation));
      for (const old of olds) grouped.add(old.index);
      const even = olds.length === news.length;
      if (pairing === 'upTo')
        for (const [oldIndex, newIndex] of alignedInOrder(indexes(olds), indexes(news)))
          pair(oldIndex, newIndex);
      else if (even && (pairing === 'even' || olds.length === 1))
        olds.forEach((old, rank) => {
          const other = news[rank];
          if (other !== undefined) pair(old.index, other.index);
        });
    }
  };
  pairLeft(sameSettings, 'upTo');
  pairLeft(sameButCount, 'even');
  pairLeft(sameType, 'one');
  return pairs;
}

/**
 * Where a student stands after the teacher changed the operations mid-session: on the operation
 * they were on (pairedOperations), wherever it now comes in their order, with their count in it
 * kept; when it is gone, at the same position (at most the last), counting afresh. Adding,
 * removing or shuffling operations of other types never resets the student's count. `pairs` is
 * the edit's pairing, passed in when a class of students is placed after one edit.
 */
export function placeAfterEdit(
  before: OperationsPlace,
  after: Omit<OperationsPlace, 'position'>,
  pairs: ReadonlyMap<number, number> = pairedOperations(before.operations, after.operations),
): { position: number; sameOperation: boolean } {
  const index = before.order[before.position] ?? -1;
  const paired = pairs.get(index);
  const position = paired === undefined ? -1 : after.order.indexOf(paired);
  if (position >= 0) return { position, sameOperation: true };
  return { position: Math.min(before.position, after.order.length - 1), sameOperation: false };
}

/**
 * Pairs `olds` with `news` (indexes, each list rising) as many as the shorter list has, both in
 * their order, with the most pairs at one index on both sides (a copy that stayed where it was),
 * and of those pairings the one that pairs earliest.
 */
export function alignedInOrder(
  olds: readonly number[],
  news: readonly number[],
): [oldIndex: number, newIndex: number][] {
  const flipped = olds.length > news.length;
  const [short, long] = flipped ? [news, olds] : [olds, news];
  const memo = new Map<number, number>();
  // The most pairs at one index for short[i..] within long[j..].
  const most = (i: number, j: number): number => {
    if (i === short.length) return 0;
    if (long.length - j < short.length - i) return Number.NEGATIVE_INFINITY;
    const key = i * (long.length + 1) + j;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = Math.max(taking(i, j), most(i, j + 1));
    memo.set(key, value);
    return value;
  };
  const taking = (i: number, j: number) => Number(short[i] === long[j]) + most(i + 1, j + 1);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < short.length; i += 1, j += 1) {
    while (taking(i, j) !== most(i, j)) j += 1;
    const [one, other] = [short[i], long[j]];
    if (one === undefined || other === undefined) break;
    pairs.push(flipped ? [other, one] : [one, other]);
  }
  return pairs;
}
