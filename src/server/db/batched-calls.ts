/** How calls are gathered into batches. */
export interface BatchingOptions<Item> {
  /** Items with the same key never share a batch; the later one waits for the next. */
  readonly keyOf: (item: Item) => string;
  /** The most items in one batch. */
  readonly maxBatch: number;
  /** The most batches running at once; calls made meanwhile wait and go together. */
  readonly maxInFlight: number;
  /**
   * How long a batch waits for more calls after its first one, for a `run` that finishes within
   * the turn it starts in (SQLite's), where no call would ever wait for a batch in flight. While
   * calls come together (a batch of several left less than twice `gatherMs` ago), a batch waits
   * up to `gatherMs`, or to the end of the turn once `maxBatch` calls wait, so that several
   * turns' calls go together; otherwise it leaves at the end of the event loop's turn, so that a
   * lone call waits for no timer. Calls left over by a batch (past `maxBatch`, or of a key in it)
   * leave when it ends. Undefined: a batch leaves as soon as one may.
   */
  readonly gatherMs?: number;
}

interface Waiting<Item, Result> {
  readonly item: Item;
  readonly resolve: (result: Result) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * One call per item, run in batches: a call goes at once while fewer than `maxInFlight` batches
 * run (or, with `gatherMs`, as that says), and calls made while they run wait and leave together
 * in the next batch. So a lone call waits for nothing, and under load one round trip carries many.
 * `run` gets the items and returns one result per item, in their order. When a batch of several
 * fails, each of its items is run again alone, one after another in the batch's place, so one
 * item's failure is its own and no more than `maxInFlight` runs are ever under way.
 */
export function batchedCalls<Item, Result>(
  run: (items: readonly Item[]) => Promise<readonly Result[]>,
  { keyOf, maxBatch, maxInFlight, gatherMs }: BatchingOptions<Item>,
): (item: Item) => Promise<Result> {
  let waiting: Waiting<Item, Result>[] = [];
  let inFlight = 0;
  /** When the last batch of several calls left (Date.now()); gathering lasts while it is recent. */
  let severalLeftAtMs = Number.NEGATIVE_INFINITY;
  /** The wait of the batch gathering now (its cancel, and whether it ends with the turn). */
  let gathering: { readonly stop: () => void; readonly atTurnEnd: boolean } | undefined;

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
      // One after another, in the failed batch's place: run at once, beside the batches that
      // leave meanwhile, they would pass the limit of batches in flight.
      else for (const call of batch) await settle([call]);
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
      if (batch.length > 1) severalLeftAtMs = Date.now();
      inFlight += 1;
      void settle(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  };

  const leaveGathered = () => {
    gathering = undefined;
    pump();
  };

  /**
   * Starts the wait of a gathering batch: `ms`, or to the end of the turn when that is 0 or the
   * batch is full. A full batch does not leave at once: leaving within the turn let a server
   * behind on its sockets answer them all from the loop's poll phase for seconds on end, while
   * no timer ran (the teachers' events among them).
   */
  const gather = (ms: number) => {
    const atTurnEnd = ms === 0 || waiting.length >= maxBatch;
    if (gathering !== undefined && (gathering.atTurnEnd || !atTurnEnd)) return;
    gathering?.stop();
    if (atTurnEnd) {
      const immediate = setImmediate(leaveGathered);
      gathering = { atTurnEnd, stop: () => clearImmediate(immediate) };
    } else {
      const timer = setTimeout(leaveGathered, ms);
      gathering = { atTurnEnd, stop: () => clearTimeout(timer) };
    }
  };

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (gatherMs === undefined) pump();
      else gather(Date.now() - severalLeftAtMs < 2 * gatherMs ? gatherMs : 0);
    });
}
