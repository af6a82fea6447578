import { describe, expect, it } from 'vitest';
import { nextFetchDelay } from './fetch-schedule';

describe('nextFetchDelay', () => {
  it('fetches at once the first time, and then not before the interval is over', () => {
    const first = { stale: true, inFlight: false, lastStartedAt: undefined };
    expect(nextFetchDelay(first, 10_000, 5000)).toBe(0);
    expect(nextFetchDelay({ ...first, lastStartedAt: 8000 }, 10_000, 5000)).toBe(3000);
    expect(nextFetchDelay({ ...first, lastStartedAt: 1000 }, 10_000, 5000)).toBe(0);
  });

  it('waits for nothing when nothing is stale, and for the fetch under way', () => {
    expect(nextFetchDelay({ stale: false, inFlight: false, lastStartedAt: 0 }, 0, 5000)).toBe(
      undefined,
    );
    expect(nextFetchDelay({ stale: true, inFlight: true, lastStartedAt: 0 }, 0, 5000)).toBe(
      undefined,
    );
  });
});
