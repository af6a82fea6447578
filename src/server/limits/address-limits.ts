import type { Limits } from '../config';
import { ApiError } from '../api-error';
import type { RedisConnection } from '../redis/redis';
import { createLimiter, everyLimit, unlimited, type Limiter, type LimitVerdict } from './limiter';

/** The limits kept per client address, shared by all processes through Redis when present. */
export interface AddressLimits {
  /**
   * Wrong session codes tried, per minute and per day; at either limit every look-up of the
   * address waits, except a student's rejoin with their own token.
   */
  readonly failedLookups: Limiter;
  readonly sessionsCreated: Limiter;
  /** Contact-form tickets accepted (a form the checks refused does not count). */
  readonly ticketsSent: Limiter;
}

/** How many contact-form tickets one address may send in ten minutes. */
export const TICKETS_PER_ADDRESS = 5;

/** The per-address limits of the configuration (none at all when a test run lifts them). */
export function createAddressLimits(
  limits: Pick<
    Limits,
    'failedLookupsPerMinute' | 'failedLookupsPerDay' | 'sessionsPerAddressPerHour' | 'perAddress'
  >,
  redis?: RedisConnection,
): AddressLimits {
  if (!limits.perAddress)
    return { failedLookups: unlimited, sessionsCreated: unlimited, ticketsSent: unlimited };
  return {
    failedLookups: everyLimit(
      createLimiter(
        { name: 'failed-lookups', points: limits.failedLookupsPerMinute, durationSeconds: 60 },
        redis,
      ),
      createLimiter(
        { name: 'failed-lookups-day', points: limits.failedLookupsPerDay, durationSeconds: 86_400 },
        redis,
      ),
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

/** Refuses with 429, the error of the code and Retry-After, unless the verdict allows. */
export function enforce(verdict: LimitVerdict, code: TooManyCode): void {
  if (verdict.allowed) return;
  throw new ApiError(
    429,
    code,
    { seconds: verdict.retryAfterSeconds },
    { 'retry-after': String(verdict.retryAfterSeconds) },
  );
}

type TooManyCode =
  'too_many_lookups' | 'too_many_sessions' | 'too_many_requests' | 'too_many_answers';

/**
 * Runs a look-up by session code for an address. A wrong code counts against the address; a
 * right code never does. Once the address has used up its wrong codes, every look-up waits, a
 * right code too: past the limit a right code that went through while wrong ones waited would
 * tell a guesser which code is right as plainly as a 404 does. The limits are sized so that a
 * school's typos never reach them (docs/DECISIONS.md). Only `passesOverLimit`, asked only at the
 * limit, lets a look-up through then: it must prove what a guesser cannot have (a student's token).
 */
export async function guardCodeLookup<T>(
  failedLookups: Limiter,
  address: string,
  lookup: () => Promise<T>,
  passesOverLimit: () => Promise<boolean> = () => Promise.resolve(false),
): Promise<T> {
  const verdict = await failedLookups.check(address);
  if (!verdict.allowed && !(await passesOverLimit())) enforce(verdict, 'too_many_lookups');
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'session_not_found')
      await failedLookups.consume(address);
    throw error;
  }
}
