import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescePerKey } from './coalesce';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A coalescer over 250 ms whose action only records the keys it ran for. */
function recordingCoalescer() {
  const runs: string[] = [];
  const push = coalescePerKey(
    250,
    (key) => {
      runs.push(key);
      return Promise.resolve();
    },
    () => undefined,
  );
  return { runs, push };
}

describe('coalescePerKey', () => {
  it('runs once per key for all the calls within the window, then again for later calls', async () => {
    const { runs, push } = recordingCoalescer();
    for (let call = 0; call < 200; call += 1) push.schedule('session-a');
    push.schedule('session-b');
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(250);
    expect(runs).toEqual(['session-a', 'session-b']);
    push.schedule('session-a');
    await vi.advanceTimersByTimeAsync(250);
    expect(runs).toEqual(['session-a', 'session-b', 'session-a']);
  });

  it('runs nothing more once stopped, neither what was waiting nor later calls', async () => {
    const { runs, push } = recordingCoalescer();
    push.schedule('session-a');
    push.stop();
    push.schedule('session-b');
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual([]);
  });

  it('hands a failed run to the error handler', async () => {
    const errors: unknown[] = [];
    const push = coalescePerKey(
      10,
      () => Promise.reject(new Error('gone')),
      (error) => {
        errors.push(error);
      },
    );
    push.schedule('x');
    await vi.advanceTimersByTimeAsync(10);
    expect(errors).toHaveLength(1);
  });
});
