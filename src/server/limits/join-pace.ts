import { normalizeSessionCode } from '#shared/contracts/session-code';
import { enforce } from './address-limits';
import { createLimiter, unlimited, type Limiter } from './limiter';
import type { RedisConnection } from '#server/redis/redis';

/**
 * New students one address may add to one class in a minute. A class of 30 joining at once, with
 * a few who mistype their name and join again, gets in at once; two classes joining one session
 * from one school wait a minute for the last of them. A script cannot fill a class of 200 in less
 * than four minutes, which the teacher watching the dashboard sees, and can Lock or remove.
 */
export const JOINS_PER_CLASS_PER_ADDRESS_PER_MINUTE = 40;

/**
 * The pace of new joins per class and address, shared through Redis by every process (a class's
 * students may reach any of them); none when the per-address limits are lifted.
 */
export function createJoinPace(limited: boolean, redis?: RedisConnection): Limiter {
  if (!limited) return unlimited;
  return createLimiter(
    { name: 'class-joins', points: JOINS_PER_CLASS_PER_ADDRESS_PER_MINUTE, durationSeconds: 60 },
    redis,
  );
}

/** Counts a new join into the class with this code from the address; 429 too_many_joins past it. */
export async function countNewJoin(pace: Limiter, code: string, address: string): Promise<void> {
  enforce(await pace.consume(`${normalizeSessionCode(code)}:${address}`), 'too_many_joins');
}
