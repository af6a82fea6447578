import type { ErrorCode } from '#shared/contracts/error-codes';
import type { Limits } from '#server/config';
import { ApiError } from '#server/api-error';
import type { RedisConnection } from '#server/redis/redis';
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
  /**
   * Requests for a class's backup that found no backup of the id or not its token, per minute and
   * per day; at either limit every backup request of the address waits (guardBackupLookup).
   */
  readonly failedBackupLookups: Limiter;
  /** Classes' backups created. */
  readonly backupsCreated: Limiter;
}

/** How many contact-form tickets one address may send in ten minutes. */
export const TICKETS_PER_ADDRESS = 5;

/**
 * Backup requests of one address that may miss (no backup of the id, or not its token) in a
 * minute and in a day: sized in backup-guessing.ts and docs/DECISIONS.md.
 */
export const FAILED_BACKUP_LOOKUPS_PER_MINUTE = 20;
export const FAILED_BACKUP_LOOKUPS_PER_DAY = 200;

/** How many classes' backups one address may create in a day (docs/DECISIONS.md). */
export const BACKUPS_CREATED_PER_ADDRESS_PER_DAY = 20;

/** The per-address limits of the configuration (none at all when a test run lifts them). */
export function createAddressLimits(
  limits: Pick<
    Limits,
    'failedLookupsPerMinute' | 'failedLookupsPerDay' | 'sessionsPerAddressPerHour' | 'perAddress'
  >,
  redis?: RedisConnection,
): AddressLimits {
  if (!limits.perAddress)
    return {
      failedLookups: unlimited,
      sessionsCreated: unlimited,
      ticketsSent: unlimited,
      failedBackupLookups: unlimited,
      backupsCreated: unlimited,
    };
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
    failedBackupLookups: everyLimit(
      createLimiter(
        {
          name: 'failed-backup-lookups',
          points: FAILED_BACKUP_LOOKUPS_PER_MINUTE,
          durationSeconds: 60,
        },
        redis,
      ),
      createLimiter(
        {
          name: 'failed-backup-lookups-day',
          points: FAILED_BACKUP_LOOKUPS_PER_DAY,
          durationSeconds: 86_400,
        },
        redis,
      ),
    ),
    backupsCreated: createLimiter(
      {
        name: 'backups-created',
        points: BACKUPS_CREATED_PER_ADDRESS_PER_DAY,
        durationSeconds: 86_400,
      },
      redis,
    ),
  };
}

/**
 * Refuses with 429, the error of the code and Retry-After, unless the verdict allows. The message
 * counts the seconds (`count`, which picks the plural form: "1 second", "5 seconds").
 */
export function enforce(verdict: LimitVerdict, code: TooManyCode): void {
  if (verdict.allowed) return;
  throw new ApiError(
    429,
    code,
    { count: verdict.retryAfterSeconds },
    { 'retry-after': String(verdict.retryAfterSeconds) },
  );
}

type TooManyCode =
  | 'too_many_lookups'
  | 'too_many_sessions'
  | 'too_many_requests'
  | 'too_many_answers'
  | 'too_many_joins';

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

/** The codes of a backup request that may be a guess: no backup of the id, or not its token. */
const BACKUP_MISSES: ReadonlySet<ErrorCode> = new Set(['backup_not_found', 'forbidden']);

/**
 * Runs a request for a class's backup for an address, as guardCodeLookup runs a look-up by code:
 * an id without a backup, or a token that is not the backup's, counts against the address. Once
 * the address has used up its misses, every backup request of it waits (429 too_many_lookups)
 * before anything is looked up, a right token too, so that past the limit no answer tells a
 * guesser anything.
 */
export async function guardBackupLookup<T>(
  failedBackupLookups: Limiter,
  address: string,
  lookup: () => Promise<T>,
): Promise<T> {
  enforce(await failedBackupLookups.check(address), 'too_many_lookups');
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof ApiError && BACKUP_MISSES.has(error.code))
      await failedBackupLookups.consume(address);
    throw error;
  }
}
