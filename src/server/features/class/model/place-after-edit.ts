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

/**
 * Where a student stands after the teacher changed the operations mid-session: on the operation
 * they were on, wherever it now comes in their order (the same settings, else the one with the
 * same settings but for its number of questions, else the one operation of its type that the
 * edit changed, when it changed one), with their count in it kept; when it is gone, at the same
 * position (at most the last), counting afresh. Adding, removing or shuffling other operations
 * never resets the student's count.
 */
export function placeAfterEdit(
  before: OperationsPlace,
  after: Omit<OperationsPlace, 'position'>,
): { position: number; sameOperation: boolean } {
  const current = before.operations[before.order[before.position] ?? -1];
  const positionOf = (matches: (operation: OperationConfig) => boolean) =>
    after.order.findIndex((index) => {
      const operation = after.operations[index];
      return operation !== undefined && matches(operation);
    });
  if (current === undefined)
    return { position: Math.min(before.position, after.order.length - 1), sameOperation: false };
  const exact = positionOf((operation) => JSON.stringify(operation) === JSON.stringify(current));
  // The same settings but for the number of questions, when one operation is so: the teacher
  // gave the student's operation more or fewer questions.
  const butCount = (operation: OperationConfig) => sameButCount(operation, current);
  const recounted = after.operations.filter(butCount).length === 1 ? positionOf(butCount) : -1;
  // By type only among the operations of its type that the edit changed (none has its settings
  // on the other side), and only when that is one before and one after: with two
  // multiplications (tables 2-5 and 6-9), an edit of the one keeps its students on it, and never
  // sends them to the other, as with a lone multiplication; an edit of both matches neither.
  const changedOfType = (
    operations: readonly OperationConfig[],
    others: readonly OperationConfig[],
  ): readonly OperationConfig[] =>
    operations.filter(
      (operation) =>
        operation.type === current.type &&
        !others.some((other) => JSON.stringify(other) === JSON.stringify(operation)),
    );
  const changedAfter = changedOfType(after.operations, before.operations);
  const byType =
    changedOfType(before.operations, after.operations).length === 1 && changedAfter.length === 1
      ? positionOf((operation) => operation === changedAfter[0])
      : -1;
  const same = [exact, recounted, byType].find((position) => position >= 0) ?? -1;
  if (same >= 0) return { position: same, sameOperation: true };
  return { position: Math.min(before.position, after.order.length - 1), sameOperation: false };
}
