import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisConnection } from '#server/redis/redis';

/** Whether an action may go ahead, and when to try again if not. */
export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A number of uses per key (an address, a socket) in a fixed window. */
export interface Limiter {
  /** Counts one use of the key; not allowed once the key has used up its window. */
  consume(key: string): Promise<LimitVerdict>;
  /** Whether the key has uses left, without counting one. */
  check(key: string): Promise<LimitVerdict>;
}

/** A named limit: `points` uses per `durationSeconds`. */
export interface LimitRule {
  readonly name: string;
  readonly points: number;
  readonly durationSeconds: number;
}

/**
 * The one place that uses rate-limiter-flexible. With Redis the counts are shared by every
 * process (a bot cannot spread its tries over them); if Redis stops answering, each process
 * falls back to counting in its own memory rather than letting everything through.
 */
export function createLimiter(rule: LimitRule, redis?: RedisConnection): Limiter {
  const options = {
    keyPrefix: `limit:${rule.name}`,
    points: rule.points,
    duration: rule.durationSeconds,
  };
  const memory = new RateLimiterMemory(options);
  const limiter =
    redis === undefined
      ? memory
      : new RateLimiterRedis({
          ...options,
          keyPrefix: `${redis.prefix}:${options.keyPrefix}`,
          storeClient: redis.commands,
          insuranceLimiter: memory,
        });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (rejection) {
        return refusal(rejection);
      }
    },
    async check(key) {
      const used = await limiter.get(key);
      if (used === null || used.consumedPoints < rule.points) return { allowed: true };
      return refusal(used);
    },
  };
}

/**
 * Several limits on the same keys as one (say, per minute and per day): a use counts in each, and
 * is allowed only while every one allows; a refusal waits for the longest of them.
 */
export function everyLimit(...limiters: readonly Limiter[]): Limiter {
  const strictest = (verdicts: readonly LimitVerdict[]): LimitVerdict => {
    const waits = verdicts.flatMap((verdict) =>
      verdict.allowed ? [] : [verdict.retryAfterSeconds],
    );
    return waits.length === 0
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: Math.max(...waits) };
  };
  return {
    consume: async (key) =>
      strictest(await Promise.all(limiters.map((limiter) => limiter.consume(key)))),
    check: async (key) =>
      strictest(await Promise.all(limiters.map((limiter) => limiter.check(key)))),
  };
}

/** A limiter that allows everything: for test runs that lift the per-address limits. */
export const unlimited: Limiter = {
  consume: () => Promise.resolve({ allowed: true }),
  check: () => Promise.resolve({ allowed: true }),
};

function refusal(rejection: unknown): LimitVerdict {
  if (rejection instanceof RateLimiterRes)
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
    };
  throw rejection;
}
