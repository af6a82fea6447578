import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_MS } from '#shared/contracts/feedback-time';
import { NETWORK_ALLOWANCE_MS, vouchedTimeSpentMs, vouchedWindow } from './vouched-time';

const millis = fc.integer({ min: 0, max: 24 * 60 * 60 * 1000 });
const showDelays = fc.constantFrom(0, FEEDBACK_MS.correct, FEEDBACK_MS.wrong);

describe('vouchedTimeSpentMs', () => {
  it('counts a claim of 0 ms after a 4 s wait as the wait less the screen delay and the allowance', () => {
    expect(vouchedTimeSpentMs({ claimedMs: 0, elapsedMs: 4000, showDelayMs: 0 })).toBe(3000);
    expect(
      vouchedTimeSpentMs({ claimedMs: 0, elapsedMs: 4000 + FEEDBACK_MS.wrong, showDelayMs: 3000 }),
    ).toBe(3000);
  });

  it('keeps an honest claim as it is', () => {
    expect(vouchedTimeSpentMs({ claimedMs: 1800, elapsedMs: 2100, showDelayMs: 0 })).toBe(1800);
    expect(vouchedTimeSpentMs({ claimedMs: 1800, elapsedMs: 4900, showDelayMs: 3000 })).toBe(1800);
  });

  it('counts a claim longer than the time since the issue as that time plus the allowance', () => {
    expect(vouchedTimeSpentMs({ claimedMs: 60_000, elapsedMs: 2000, showDelayMs: 0 })).toBe(3000);
  });

  it('rounds to whole milliseconds and never counts below 0', () => {
    expect(vouchedTimeSpentMs({ claimedMs: 700.4, elapsedMs: 900, showDelayMs: 0 })).toBe(700);
    expect(vouchedTimeSpentMs({ claimedMs: 0, elapsedMs: 500, showDelayMs: 3000 })).toBe(0);
    expect(vouchedWindow({ elapsedMs: -50, showDelayMs: 0 })).toEqual({
      minMs: 0,
      maxMs: NETWORK_ALLOWANCE_MS,
    });
  });

  it('always counts a time within the window the server can vouch for', () => {
    fc.assert(
      fc.property(millis, millis, showDelays, (claimedMs, elapsedMs, showDelayMs) => {
        const { minMs, maxMs } = vouchedWindow({ elapsedMs, showDelayMs });
        const counted = vouchedTimeSpentMs({ claimedMs, elapsedMs, showDelayMs });
        expect(minMs).toBeLessThanOrEqual(maxMs);
        expect(counted).toBeGreaterThanOrEqual(minMs);
        expect(counted).toBeLessThanOrEqual(maxMs);
      }),
    );
  });

  it('counts a student who waits and claims any shorter time at least the wait less delay and allowance', () => {
    fc.assert(
      fc.property(millis, millis, showDelays, (waitMs, claimedMs, showDelayMs) => {
        const elapsedMs = showDelayMs + waitMs;
        const counted = vouchedTimeSpentMs({ claimedMs, elapsedMs, showDelayMs });
        expect(counted).toBeGreaterThanOrEqual(waitMs - NETWORK_ALLOWANCE_MS);
      }),
    );
  });

  it('keeps every honest claim: screen shown within its delay, network within the allowance', () => {
    const honest = fc.record({
      onScreenMs: millis,
      showDelayMs: showDelays,
      // A student may skip the pause (Next), so the screen waits anything up to the delay.
      waitedMs: fc.nat(),
      networkMs: fc.integer({ min: 0, max: NETWORK_ALLOWANCE_MS }),
    });
    fc.assert(
      fc.property(honest, ({ onScreenMs, showDelayMs, waitedMs, networkMs }) => {
        const elapsedMs = (waitedMs % (showDelayMs + 1)) + onScreenMs + networkMs;
        expect(vouchedTimeSpentMs({ claimedMs: onScreenMs, elapsedMs, showDelayMs })).toBe(
          onScreenMs,
        );
      }),
    );
  });
});
