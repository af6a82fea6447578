import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchedCalls } from './batched-calls';

/** A run whose batches the test settles by hand, in the order they started. */
function heldRuns() {
  const batches: { items: readonly string[]; finish: () => void; fail: () => void }[] = [];
  const run = (items: readonly string[]) =>
    new Promise<readonly string[]>((resolve, reject) => {
      batches.push({
        items,
        finish: () => {
          resolve(items.map((item) => `done ${item}`));
        },
        fail: () => {
          reject(new Error(`failed ${items.join(',')}`));
        },
      });
    });
  return { batches, run };
}

/** Lets every step that is due run (a batch's end starts the next). */
const settled = () =>
  new Promise<void>((resolve) => {
    setImmediate(resolve);
  });

const byStudent = (item: string) => item.split(':')[0] ?? item;

/**
 * Runs `test` on fake timers with calls that gather for 8 ms, batches of at most `maxBatch`,
 * after a first batch of two ('a:1' and 'b:1') has been sent and settled.
 */
async function withGatheringCalls(
  maxBatch: number,
  test: (calls: {
    batches: ReturnType<typeof heldRuns>['batches'];
    call: (item: string) => Promise<string>;
  }) => Promise<void>,
) {
  vi.useFakeTimers();
  try {
    const { batches, run } = heldRuns();
    const call = batchedCalls(run, { keyOf: byStudent, maxBatch, maxInFlight: 1, gatherMs: 8 });
    const together = [call('a:1'), call('b:1')];
    await vi.advanceTimersByTimeAsync(1);
    batches[0]?.finish();
    await Promise.all(together);
    await test({ batches, call });
  } finally {
    vi.useRealTimers();
  }
}

/** That 'c:1' and 'd:1' left together after the first pair, and settle with their results. */
async function expectCAndDSentTogether(
  batches: ReturnType<typeof heldRuns>['batches'],
  results: readonly Promise<string>[],
) {
  expect(batches.map((batch) => batch.items)).toEqual([
    ['a:1', 'b:1'],
    ['c:1', 'd:1'],
  ]);
  batches[1]?.finish();
  expect(await Promise.all(results)).toEqual(['done c:1', 'done d:1']);
}

describe('batched calls', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a lone call at once, in a batch of its own', async () => {
    const { batches, run } = heldRuns();
    const call = batchedCalls(run, { keyOf: byStudent, maxBatch: 8, maxInFlight: 1 });
    const result = call('a:1');
    expect(batches.map((batch) => batch.items)).toEqual([['a:1']]);
    batches[0]?.finish();
    expect(await result).toBe('done a:1');
  });

  it('sends the calls made while a batch runs together in the next, each with its result', async () => {
    const { batches, run } = heldRuns();
    const call = batchedCalls(run, { keyOf: byStudent, maxBatch: 8, maxInFlight: 1 });
    const results = [call('a:1'), call('b:1'), call('c:1')];
    expect(batches.map((batch) => batch.items)).toEqual([['a:1']]);
    batches[0]?.finish();
    await settled();
    expect(batches.map((batch) => batch.items)).toEqual([['a:1'], ['b:1', 'c:1']]);
    batches[1]?.finish();
    expect(await Promise.all(results)).toEqual(['done a:1', 'done b:1', 'done c:1']);
  });

  it('keeps calls of one key and calls past the largest batch for later batches', async () => {
    const { batches, run } = heldRuns();
    const call = batchedCalls(run, { keyOf: byStudent, maxBatch: 2, maxInFlight: 1 });
    const results = ['x:1', 'a:1', 'a:2', 'b:1', 'c:1'].map(call);
    for (let index = 0; index < 3; index += 1) {
      batches[index]?.finish();
      await settled();
    }
    expect(batches.map((batch) => batch.items)).toEqual([['x:1'], ['a:1', 'b:1'], ['a:2', 'c:1']]);
    expect(await Promise.all(results)).toEqual([
      'done x:1',
      'done a:1',
      'done a:2',
      'done b:1',
      'done c:1',
    ]);
  });

  it('runs up to the batches in flight it may at once', () => {
    const { batches, run } = heldRuns();
    const call = batchedCalls(run, { keyOf: byStudent, maxBatch: 8, maxInFlight: 2 });
    void call('a:1');
    void call('b:1');
    void call('c:1');
    expect(batches.map((batch) => batch.items)).toEqual([['a:1'], ['b:1']]);
  });

  it('sends the calls of one turn together when batches gather for 0 ms', async () => {
    const { batches, run } = heldRuns();
    const call = batchedCalls(run, { keyOf: byStudent, maxBatch: 8, maxInFlight: 1, gatherMs: 0 });
    const results = [call('a:1'), call('b:1')];
    expect(batches).toEqual([]);
    await settled();
    expect(batches.map((batch) => batch.items)).toEqual([['a:1', 'b:1']]);
    batches[0]?.finish();
    expect(await Promise.all(results)).toEqual(['done a:1', 'done b:1']);
  });

  it('sends a lone call at the end of its turn, though batches may gather', async () => {
    const { batches, run } = heldRuns();
    const call = batchedCalls(run, {
      keyOf: byStudent,
      maxBatch: 8,
      maxInFlight: 1,
      gatherMs: 60_000,
    });
    const result = call('a:1');
    expect(batches).toEqual([]);
    await settled();
    expect(batches.map((batch) => batch.items)).toEqual([['a:1']]);
    batches[0]?.finish();
    expect(await result).toBe('done a:1');
  });

  it('gathers the calls of several turns for gatherMs after a batch of several', async () => {
    await withGatheringCalls(8, async ({ batches, call }) => {
      const results = [call('c:1')];
      await vi.advanceTimersByTimeAsync(5);
      results.push(call('d:1'));
      await vi.advanceTimersByTimeAsync(2);
      expect(batches).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await expectCAndDSentTogether(batches, results);
    });
  });

  it('stops gathering once no batch of several has left for twice gatherMs', async () => {
    await withGatheringCalls(8, async ({ batches, call }) => {
      await vi.advanceTimersByTimeAsync(16);
      const result = call('c:1');
      await vi.advanceTimersByTimeAsync(1);
      expect(batches.map((batch) => batch.items)).toEqual([['a:1', 'b:1'], ['c:1']]);
      batches[1]?.finish();
      expect(await result).toBe('done c:1');
    });
  });

  it('sends a full gathering batch at the end of its turn', async () => {
    await withGatheringCalls(2, async ({ batches, call }) => {
      const results = [call('c:1'), call('d:1')];
      expect(batches).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await expectCAndDSentTogether(batches, results);
    });
  });

  it('runs each call of a failed batch again alone, so only a failing call fails', async () => {
    const { batches, run } = heldRuns();
    const call = batchedCalls(run, { keyOf: byStudent, maxBatch: 8, maxInFlight: 1 });
    const first = call('a:1');
    const results = [call('b:1'), call('c:1')].map((result) =>
      result.catch((error: unknown) => (error as Error).message),
    );
    batches[0]?.finish();
    await first;
    await settled();
    batches[1]?.fail();
    await settled();
    expect(batches.slice(2).map((batch) => batch.items)).toEqual([['b:1']]);
    batches[2]?.fail();
    await settled();
    expect(batches.slice(3).map((batch) => batch.items)).toEqual([['c:1']]);
    batches[3]?.finish();
    expect(await Promise.all(results)).toEqual(['failed b:1', 'done c:1']);
  });

  it('runs no other batch while a failed batch runs its calls again, within one in flight', async () => {
    const { batches, run } = heldRuns();
    const call = batchedCalls(run, { keyOf: byStudent, maxBatch: 8, maxInFlight: 1 });
    const first = call('a:1');
    const retried = [call('b:1'), call('c:1')].map((result) => result.catch(() => 'failed'));
    batches[0]?.finish();
    await first;
    await settled();
    batches[1]?.fail();
    await settled();
    const later = call('d:1');
    await settled();
    expect(batches.slice(2).map((batch) => batch.items)).toEqual([['b:1']]);
    batches[2]?.finish();
    await settled();
    batches[3]?.finish();
    await settled();
    expect(batches.slice(4).map((batch) => batch.items)).toEqual([['d:1']]);
    batches[4]?.finish();
    expect(await Promise.all([...retried, later])).toEqual(['done b:1', 'done c:1', 'done d:1']);
  });
});
