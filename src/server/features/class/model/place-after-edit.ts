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
 * Which operation of the new settings each old one is, index to index: the same settings (copies
 * of one operation paired in their order), else, of those left, the same but for its number of
 * questions, else the same type, each of these two only where one old and one new operation fit
 * each other alone. With two multiplications (tables 2-5 and 6-9), new tables for one leave it
 * paired to itself, as a lone multiplication is, never to the other; new tables for both, or
 * another multiplication added or removed with the edit, pair neither. An old operation left out
 * is gone.
 */
export function pairedOperations(
  before: readonly OperationConfig[],
  after: readonly OperationConfig[],
): ReadonlyMap<number, number> {
  const pairs = new Map<number, number>();
  const taken = new Set<number>();
  const left = (operations: readonly OperationConfig[], paired: (index: number) => boolean) =>
    operations.flatMap((operation, index) => (paired(index) ? [] : [{ operation, index }]));
  before.forEach((operation, index) => {
    const twin = left(after, (other) => taken.has(other)).find((other) =>
      sameSettings(operation, other.operation),
    );
    if (twin === undefined) return;
    pairs.set(index, twin.index);
    taken.add(twin.index);
  });
  for (const same of [sameButCount, sameType]) {
    const oldLeft = left(before, (index) => pairs.has(index));
    const newLeft = left(after, (index) => taken.has(index));
    for (const old of oldLeft) {
      const fits = newLeft.filter((other) => same(old.operation, other.operation));
      const only = fits[0];
      if (fits.length !== 1 || only === undefined) continue;
      // And no other old operation fits it: which of two it is would be a guess.
      if (oldLeft.filter((other) => same(other.operation, only.operation)).length !== 1) continue;
      pairs.set(old.index, only.index);
      taken.add(only.index);
    }
  }
  return pairs;
}

/**
 * Where a student stands after the teacher changed the operations mid-session: on the operation
 * they were on (pairedOperations), wherever it now comes in their order, with their count in it
 * kept; when it is gone, at the same position (at most the last), counting afresh. Adding,
 * removing or shuffling operations of other types never resets the student's count.
 */
export function placeAfterEdit(
  before: OperationsPlace,
  after: Omit<OperationsPlace, 'position'>,
): { position: number; sameOperation: boolean } {
  const index = before.order[before.position] ?? -1;
  const paired = pairedOperations(before.operations, after.operations).get(index);
  const position = paired === undefined ? -1 : after.order.indexOf(paired);
  if (position >= 0) return { position, sameOperation: true };
  return { position: Math.min(before.position, after.order.length - 1), sameOperation: false };
}
