import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRefresher, type RefreshTimers } from './refresher';

const nodeTimers: RefreshTimers<ReturnType<typeof setTimeout>> = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};

describe('startRefresher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches at once, then once per interval while marked stale', async () => {
    const fetched: number[] = [];
    let fetches = 0;
    const refresher = startRefresher(
      () => Promise.resolve((fetches += 1)),
      (value) => fetched.push(value),
      5000,
      nodeTimers,
    );
    for (let tick = 0; tick < 200; tick += 1) {
      await vi.advanceTimersByTimeAsync(100);
      refresher.markStale();
    }
    expect(fetches).toBeGreaterThanOrEqual(4);
    expect(fetches).toBeLessThanOrEqual(6);
    expect(fetched.at(-1)).toBe(fetches);
    refresher.stop();
  });

  it('neither fetches nor hands anything on once stopped', async () => {
    const fetched: string[] = [];
    let finish: () => void = () => undefined;
    let fetches = 0;
    const refresher = startRefresher(
      () =>
        new Promise<string>((resolve) => {
          fetches += 1;
          finish = () => resolve('late');
        }),
      (value) => fetched.push(value),
      1000,
      nodeTimers,
    );
    await vi.advanceTimersByTimeAsync(0);
    refresher.markStale();
    refresher.stop();
    finish();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetches).toBe(1);
    expect(fetched).toEqual([]);
  });
});
