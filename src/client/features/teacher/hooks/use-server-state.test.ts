import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useServerState } from './use-server-state';

describe('useServerState', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps fetching while events never stop coming, once per interval', async () => {
    let fetches = 0;
    const fetch = () => Promise.resolve((fetches += 1));
    const { result, rerender } = renderHook(({ version }) => useServerState(fetch, version, 5000), {
      initialProps: { version: 0 },
    });
    // An answer every 100 ms for 20 s: a debounce of any length would never fetch again.
    for (let version = 1; version <= 200; version += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(100);
      });
      rerender({ version });
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(fetches).toBeGreaterThanOrEqual(4);
    expect(fetches).toBeLessThanOrEqual(6);
    expect(result.current).toBe(fetches);
  });

  it('fetches once more after a fetch that an event overtook, and then rests', async () => {
    let fetches = 0;
    let finish: () => void = () => undefined;
    const fetch = () =>
      new Promise<number>((resolve) => {
        fetches += 1;
        finish = () => resolve(fetches);
      });
    const { rerender } = renderHook(({ version }) => useServerState(fetch, version, 1000), {
      initialProps: { version: 0 },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetches).toBe(1);
    rerender({ version: 1 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(fetches).toBe(1);
    await act(async () => {
      finish();
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(fetches).toBe(2);
    await act(async () => {
      finish();
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(fetches).toBe(2);
  });

  it('tries a failed fetch again after the interval', async () => {
    let fetches = 0;
    const fetch = () => {
      fetches += 1;
      return fetches === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('insight');
    };
    const { result } = renderHook(() => useServerState(fetch, 0, 2000));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    expect(fetches).toBe(2);
    expect(result.current).toBe('insight');
  });
});
