import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from './settled-within';

describe('settledWithin', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Whether `promise` has settled once pending callbacks have run. */
  async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
    let settled = false;
    promise.then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(0);
    return settled;
  }

  it('resolves as soon as the work is done, before the limit', async () => {
    let finish = () => {};
    const work = new Promise<void>((resolve) => (finish = resolve));
    const waited = settledWithin(work, 1_500);
    await vi.advanceTimersByTimeAsync(200);
    expect(await hasSettled(waited)).toBe(false);
    finish();
    expect(await hasSettled(waited)).toBe(true);
  });

  it('resolves, not rejects, when the work fails', async () => {
    const waited = settledWithin(Promise.reject(new Error('offline')), 1_500);
    await expect(waited).resolves.toBeUndefined();
  });

  it('stops waiting at the limit for work that never ends', async () => {
    const waited = settledWithin(new Promise(() => {}), 1_500);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(await hasSettled(waited)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await hasSettled(waited)).toBe(true);
  });

  it('leaves no timer behind once the work is done', async () => {
    await settledWithin(Promise.resolve(), 1_500);
    expect(vi.getTimerCount()).toBe(0);
  });
});
