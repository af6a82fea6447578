import { afterEach, describe, expect, it, vi } from 'vitest';
import { newTimeOrderedId, timeOrderedIdsThrough } from './tokens';

describe('the bound of the time-ordered ids made up to a moment', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An id made with the clock at `atMs`. */
  function idMadeAt(atMs: number): string {
    vi.useFakeTimers({ now: atMs, toFake: ['Date'] });
    const id = newTimeOrderedId();
    vi.useRealTimers();
    return id;
  }

  it('sorts every id made at that millisecond or before at or below it, and every later one above it', () => {
    const moment = Date.UTC(2026, 10, 30, 9, 15);
    const bound = timeOrderedIdsThrough(moment);
    for (const atMs of [moment - 60_000, moment - 1, moment, moment])
      expect(idMadeAt(atMs) <= bound).toBe(true);
    for (const atMs of [moment + 1, moment + 60_000]) expect(idMadeAt(atMs) > bound).toBe(true);
  });

  it('has the shape of the ids, so that a collation that skips hyphens sorts them alike', () => {
    expect(timeOrderedIdsThrough(Date.UTC(2026, 10, 30))).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(timeOrderedIdsThrough(0)).toBe('00000000-0000-ffff-ffff-ffffffffffff');
  });
});
