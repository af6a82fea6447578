import type { Limits } from '../config';
import { ApiError } from '../api-error';
import type { RedisConnection } from '../redis/redis';
import { createLimiter, unlimited, type Limiter, type LimitVerdict } from './limiter';

/** The limits kept per client address, shared by all processes through Redis when present. */
export interface AddressLimits {
  /** Wrong session codes tried; at the limit every look-up of the address waits. */
  readonly failedLookups: Limiter;
  readonly sessionsCreated: Limiter;
  /** Contact-form tickets sent. */
  readonly ticketsSent: Limiter;
}

/** How many contact-form tickets one address may send in ten minutes. */
export const TICKETS_PER_ADDRESS = 5;

/** The per-address limits of the configuration (none at all when a test run lifts them). */
export function createAddressLimits(
  limits: Pick<Limits, 'failedLookupsPerMinute' | 'sessionsPerAddressPerHour' | 'perAddress'>,
  redis?: RedisConnection,
): AddressLimits {
  if (!limits.perAddress)
    return { failedLookups: unlimited, sessionsCreated: unlimited, ticketsSent: unlimited };
  return {
    failedLookups: createLimiter(
      { name: 'failed-lookups', points: limits.failedLookupsPerMinute, durationSeconds: 60 },
      redis,
    ),
    sessionsCreated: createLimiter(
      { name: 'sessions-created', points: limits.sessionsPerAddressPerHour, durationSeconds: 3600 },
      redis,
    ),
    ticketsSent: createLimiter(
      { name: 'tickets-sent', points: TICKETS_PER_ADDRESS, durationSeconds: 600 },
      redis,
    ),
  };
}

/** Refuses with 429, the message of the key and Retry-After, unless the verdict allows. */
export function enforce(verdict: LimitVerdict, messageKey: TooManyKey): void {
  if (verdict.allowed) return;
  throw new ApiError(
    429,
    messageKey,
    { seconds: verdict.retryAfterSeconds },
    { 'retry-after': String(verdict.retryAfterSeconds) },
  );
}

type TooManyKey = 'errors.tooManyLookups' | 'errors.tooManySessions' | 'errors.tooManyRequests';

/**
 * Runs a look-up by session code for an address. A wrong code counts against the address; once
 * it has used up its tries, every look-up waits (a right code too, or guessing would go on), while
 * a whole school behind one address joining with the right code is never held up.
 */
export async function guardCodeLookup<T>(
  failedLookups: Limiter,
  address: string,
  lookup: () => Promise<T>,
): Promise<T> {
  enforce(await failedLookups.check(address), 'errors.tooManyLookups');
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof ApiError && error.messageKey === 'errors.sessionNotFound')
      await failedLookups.consume(address);
    throw error;
  }
}
