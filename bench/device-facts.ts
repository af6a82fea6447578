import type { DeviceFacts } from '../src/shared/contracts/device-facts';
import { MAX_BOX } from '../src/shared/maths/fact-scheduler';

/**
 * The facts a device sends after weeks of practice: all 55 of the 1-10 times tables, in every
 * box, last asked between an hour and a hundred hours ago, each with a tally of a dozen or more
 * answers and up to a hundred questions since. Benchmarks join with them so that each
 * answer rewrites a schedule as long as a practised student's.
 */
export const PRACTISED_DEVICE_FACTS: DeviceFacts = Array.from(
  { length: 10 },
  (_, i) => i + 1,
).flatMap((a) =>
  Array.from({ length: 11 - a }, (_, j) => a + j).map((b): DeviceFacts[number] => {
    const misses = (a * b) % 6;
    return [
      `m${String(a)}:${String(b)}`,
      (a + b) % (MAX_BOX + 1),
      Date.now() - a * b * 3_600_000,
      [12 + a, misses, 4 + (b % 5), Math.min(misses, 1 + (a % 2))],
      a * b,
    ];
  }),
);
