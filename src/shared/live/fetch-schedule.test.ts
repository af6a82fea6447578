import { describe, expect, it } from 'vitest';
import { nextFetchDelayMs } from './fetch-schedule';

describe('nextFetchDelay', () => {
  it('fetches at once the first time, and then not before the interval is over', () => {
    const first = { stale: true, inFlight: false, lastStartedAt: undefined };
    expect(nextFetchDelayMs(first, 10_000, 5000)).toBe(0);
    expect(nextFetchDelayMs({ ...first, lastStartedAt: 8000 }, 10_000, 5000)).toBe(3000);
    expect(nextFetchDelayMs({ ...first, lastStartedAt: 1000 }, 10_000, 5000)).toBe(0);
  });

  it('waits for nothing when nothing is stale, and for the fetch under way', () => {
    expect(nextFetchDelayMs({ stale: false, inFlight: false, lastStartedAt: 0 }, 0, 5000)).toBe(
      undefined,
    );
    expect(nextFetchDelayMs({ stale: true, inFlight: true, lastStartedAt: 0 }, 0, 5000)).toBe(
      undefined,
    );
  });
});
