/**
 * Thrown by a transaction's undoable steps (TransactionRepos.undoableSteps) when their savepoint
 * could not be rolled back because the database had already undone the whole transaction (SQLite
 * does on a full disk or an I/O error). Nothing written in the transaction is left, so whoever
 * runs it must let this end the transaction rather than go on with other steps outside it.
 */
export class TransactionLost extends Error {
  override readonly name = 'TransactionLost';

  constructor(
    /** Why the steps failed. */
    override readonly cause: unknown,
    /** Why their savepoint could not be rolled back. */
    readonly rollbackError: unknown,
  ) {
    super('The transaction was undone whole', { cause });
  }
}
