import { describe, expect, it } from 'vitest';
import { ACTIVITY_WRITE_INTERVAL_MS, createActivityWrites } from './session-activity';

const MINUTE = ACTIVITY_WRITE_INTERVAL_MS;

describe("a process's record of the session times it writes", () => {
  it('gives one write a minute to answers that all read the same older time', () => {
    const writes = createActivityWrites();
    expect(writes.claim('s1', 0, MINUTE)).toBe(true);
    expect(writes.claim('s1', 0, MINUTE)).toBe(false);
    expect(writes.claim('s1', 0, 2 * MINUTE - 1)).toBe(false);
    expect(writes.claim('s1', 0, 2 * MINUTE)).toBe(true);
    // Another session is not held back.
    expect(writes.claim('s2', 0, MINUTE + 1000)).toBe(true);
  });

  it('gives no write within a minute of the stored time, written elsewhere', () => {
    const writes = createActivityWrites();
    expect(writes.claim('s1', 0, MINUTE)).toBe(true);
    expect(writes.claim('s1', 2 * MINUTE, 2 * MINUTE + 1000)).toBe(false);
    expect(writes.claim('s1', 2 * MINUTE, 3 * MINUTE)).toBe(true);
  });

  it('forgets writes a minute old, and holds nothing back after', () => {
    const writes = createActivityWrites();
    writes.claim('s1', 0, 5 * MINUTE);
    writes.claim('s2', 0, 4 * MINUTE);
    expect(writes.dropExpired(5 * MINUTE + 1000)).toBe(1);
    expect(writes.claim('s1', 0, 5 * MINUTE + 1000)).toBe(false);
    expect(writes.dropExpired(6 * MINUTE)).toBe(1);
    expect(writes.claim('s1', 0, 6 * MINUTE)).toBe(true);
  });
});
