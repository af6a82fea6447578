import type { DeviceFacts } from '../src/shared/contracts/device-facts';
import { MAX_BOX } from '../src/shared/maths/fact-scheduler';

/**
 * The facts a device sends after weeks of practice: all 55 of the 1-10 times tables, in every
 * box, last asked between an hour and a hundred hours ago. Benchmarks join with them so that each
 * answer rewrites a schedule as long as a practised student's.
 */
export const PRACTISED_DEVICE_FACTS: DeviceFacts = Array.from(
  { length: 10 },
  (_, i) => i + 1,
).flatMap((a) =>
  Array.from({ length: 11 - a }, (_, j) => a + j).map((b): DeviceFacts[number] => [
    `m${String(a)}:${String(b)}`,
    (a + b) % (MAX_BOX + 1),
    Date.now() - a * b * 3_600_000,
  ]),
);
