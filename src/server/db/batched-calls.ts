/** How calls are gathered into batches. */
export interface BatchingOptions<Item> {
  /** Items with the same key never share a batch; the later one waits for the next. */
  readonly keyOf: (item: Item) => string;
  /** The most items in one batch. */
  readonly maxBatch: number;
  /** The most batches running at once; calls made meanwhile wait and go together. */
  readonly maxInFlight: number;
  /**
   * A batch leaves only at the end of the event loop's turn, so the calls of one turn go
   * together: for a `run` that finishes within the turn it starts in (SQLite's), where no call
   * would ever wait for a batch in flight.
   */
  readonly leaveAtTurnEnd?: boolean;
}

interface Waiting<Item, Result> {
  readonly item: Item;
  readonly resolve: (result: Result) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * One call per item, run in batches: a call goes at once while fewer than `maxInFlight` batches
 * run, and calls made while they run wait and leave together in the next batch. So a lone call
 * waits for nothing, and under load one round trip carries many. `run` gets the items and
 * returns one result per item, in their order. When a batch of several fails, each of its items
 * is run again alone, so one item's failure is its own.
 */
export function batchedCalls<Item, Result>(
  run: (items: readonly Item[]) => Promise<readonly Result[]>,
  { keyOf, maxBatch, maxInFlight, leaveAtTurnEnd = false }: BatchingOptions<Item>,
): (item: Item) => Promise<Result> {
  let waiting: Waiting<Item, Result>[] = [];
  let inFlight = 0;
  let turnEndAwaited = false;

  const settle = async (batch: readonly Waiting<Item, Result>[]) => {
    try {
      const results = await run(batch.map((call) => call.item));
      if (results.length !== batch.length)
        throw new Error(
          `A batch of ${String(batch.length)} gave ${String(results.length)} results`,
        );
      batch.forEach((call, index) => {
        call.resolve(results[index] as Result);
      });
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else for (const call of batch) void settle([call]);
    }
  };

  // Reads the waiting calls only until the batch is full: reading them all for every batch took
  // a share of each server's thread in the two-process load, where answers wait behind a
  // statement.
  const takeBatch = (): Waiting<Item, Result>[] => {
    const batch: Waiting<Item, Result>[] = [];
    const keys = new Set<string>();
    const skipped: Waiting<Item, Result>[] = [];
    let read = 0;
    for (; read < waiting.length && batch.length < maxBatch; read += 1) {
      const call = waiting[read] as Waiting<Item, Result>;
      const key = keyOf(call.item);
      if (keys.has(key)) skipped.push(call);
      else {
        keys.add(key);
        batch.push(call);
      }
    }
    waiting = skipped.concat(waiting.slice(read));
    return batch;
  };

  const pump = () => {
    while (inFlight < maxInFlight && waiting.length > 0) {
      const batch = takeBatch();
      inFlight += 1;
      void settle(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  };

  const pumpAtTurnEnd = () => {
    if (turnEndAwaited) return;
    turnEndAwaited = true;
    setImmediate(() => {
      turnEndAwaited = false;
      pump();
    });
  };

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (leaveAtTurnEnd) pumpAtTurnEnd();
      else pump();
    });
}
