import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_SYNCHRONOUS_COMMIT: z.enum(['on', 'off']).default('off'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  CLIENT_DIR: z.string().min(1).default('dist/client'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  OPERATOR_NAME: z.string().max(200).optional(),
  OPERATOR_ADDRESS: z.string().max(500).optional(),
  CONTACT_EMAIL: z.email().optional(),
  PRIVACY_EMAIL: z.email().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.email().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,40}$/, 'letters, digits, dots and dashes only')
    .default('mattemester'),
  TRUST_PROXY: commaList(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])),
  ALLOWED_ORIGINS: commaList(z.url().transform((url) => new URL(url).origin)),
  MAX_STUDENTS_PER_SESSION: z.coerce.number().int().min(1).max(5000).default(200),
  SESSIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(120),
  FAILED_LOOKUPS_PER_MINUTE: z.coerce.number().int().min(1).default(200),
  FAILED_LOOKUPS_PER_DAY: z.coerce.number().int().min(1).default(1000),
  LIVE_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(4000),
  ADDRESS_LIMITS: z.enum(['on', 'off']).default('on'),
  STUDENT_LIMITS: z.enum(['on', 'off']).default('on'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

/** A comma-separated list whose items each pass the item schema; absent means none. */
function commaList<T>(item: z.ZodType<T, string>) {
  return z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item))
    .default([]);
}

/** Everything the server reads from its environment, checked once at start. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute folder for the SQLite file (used when no DATABASE_URL is given). */
  readonly dataDir: string;
  /** A PostgreSQL connection string; when absent the server uses SQLite in dataDir. */
  readonly databaseUrl: string | undefined;
  /**
   * Whether a PostgreSQL commit waits for its log to reach the disk. Off by default, as SQLite
   * runs here: a crashed server process loses nothing, a crashed database machine at most the
   * last fraction of a second, and answers never wait for a slow disk.
   */
  readonly databaseSynchronousCommit: boolean;
  readonly logLevel: (typeof LOG_LEVELS)[number];
  /** Absolute folder of the built client (index.html and assets). */
  readonly clientDir: string;
  readonly environment: 'development' | 'production' | 'test';
  /** The app's version, shown by /api/health. */
  readonly version: string;
  /** Who runs this installation, for the privacy and terms pages; absent until configured. */
  readonly operator: SiteInfo;
  /** Redis for the live channel and the shared limits when several processes run; else memory. */
  readonly redis: { readonly url: string; readonly prefix: string } | undefined;
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDRs); none by default. */
  readonly trustProxy: readonly string[];
  /**
   * Origins allowed to open the live channel besides the one the request came to (the app is
   * reached as http://school-server:3000 as well as through a proxy's name, say).
   */
  readonly allowedOrigins: readonly string[];
  readonly limits: Limits;
  /** How long the HTTP server waits for a client (DEFAULT_HTTP_TIMEOUTS; docs/DEPLOY.md). */
  readonly httpTimeouts: HttpTimeouts;
  /** Bearer token that turns on GET /metrics; absent means no metrics route. */
  readonly metricsToken: string | undefined;
  /** Where contact-form tickets are mailed, when SMTP_URL and CONTACT_EMAIL are set. */
  readonly supportMail:
    { readonly url: string; readonly from: string; readonly to: string } | undefined;
}

/** Caps that keep one class, school or bot from using up the service. */
export interface Limits {
  readonly studentsPerSession: number;
  readonly sessionsPerAddressPerHour: number;
  /** Wrong session codes one address may try in a minute (a whole school typing at once). */
  readonly failedLookupsPerMinute: number;
  /** Wrong session codes one address may try in a day: what bounds a guesser's odds. */
  readonly failedLookupsPerDay: number;
  /** Live-channel connections one address may hold at once (a big school's students and teachers). */
  readonly liveConnectionsPerAddress: number;
  /**
   * A refusal for too many requests (429) is sent this long after its request, at most its
   * Retry-After: a script that asks again as soon as each refusal comes sends one request a second
   * per connection instead of hundreds, which left the server no time for the school's answers.
   * A child's page waits the Retry-After anyway.
   */
  readonly refusalDelayMs: number;
  /**
   * Whether the per-address limits apply. Only a test run (NODE_ENV=test, ADDRESS_LIMITS=off)
   * lifts them, so a load benchmark can drive thousands of students from one address.
   */
  readonly perAddress: boolean;
  /**
   * Whether each student's requests for problems and answers are limited (STUDENT_REQUESTS_PER_10_S).
   * Only a test run (NODE_ENV=test, STUDENT_LIMITS=off) lifts it, for simulated students that answer
   * faster than any child.
   */
  readonly perStudent: boolean;
}

/** The limits when nothing is configured. */
export const DEFAULT_LIMITS: Limits = {
  studentsPerSession: 200,
  sessionsPerAddressPerHour: 120,
  failedLookupsPerMinute: 200,
  failedLookupsPerDay: 1000,
  liveConnectionsPerAddress: 4000,
  refusalDelayMs: 1000,
  perAddress: true,
  perStudent: true,
};

/**
 * How long the HTTP server waits for a client. Fixed, not configured: the reasons for each
 * figure are in docs/DEPLOY.md. Tests pass shorter ones.
 */
export interface HttpTimeouts {
  /** A whole request, headers and body, must have arrived within this (Node's requestTimeout). */
  readonly requestMs: number;
  /** Its headers within this (Node's headersTimeout); at most requestMs. */
  readonly headersMs: number;
  /** How often Node looks for requests past those times (connectionsCheckingInterval). */
  readonly checkEveryMs: number;
  /** A kept-alive connection with no request is closed after this (keepAliveTimeout). */
  readonly keepAliveMs: number;
  /**
   * A connection on which nothing moves for this long is closed (Fastify's connectionTimeout).
   * Must be longer than the live channel's long poll (25 s); websockets are exempt.
   */
  readonly idleMs: number;
}

/**
 * A 16 KB body and its headers reach the server within 30 s on a school's weakest Wi-Fi (about
 * 5 kbit/s); a body trickled slower than that is cut within 35 s.
 */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 30_000,
  headersMs: 20_000,
  checkEveryMs: 5_000,
  keepAliveMs: 72_000,
  idleMs: 120_000,
};

/** The operator's details, from OPERATOR_NAME, OPERATOR_ADDRESS, CONTACT_EMAIL and PRIVACY_EMAIL. */
export interface SiteInfo {
  readonly operatorName: string | null;
  readonly operatorAddress: string | null;
  readonly contactEmail: string | null;
  readonly privacyEmail: string | null;
}

/** Thrown for an environment the server cannot start with; its message names every bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Parses the environment (process.env by default). This is the only place that reads it, so a
 * bad value stops the start with a clear message instead of failing later.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration. ${problems.join('; ')}`);
  }
  const values = parsed.data;
  for (const name of ['ADDRESS_LIMITS', 'STUDENT_LIMITS'] as const)
    if (values[name] === 'off' && values.NODE_ENV !== 'test')
      throw new ConfigError(
        `Invalid configuration. ${name}: off is allowed only with NODE_ENV=test`,
      );
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databaseSynchronousCommit: values.DATABASE_SYNCHRONOUS_COMMIT === 'on',
    logLevel: values.LOG_LEVEL,
    clientDir: path.resolve(values.CLIENT_DIR),
    environment: values.NODE_ENV,
    version: env['npm_package_version'] ?? '0.1.0',
    redis:
      values.REDIS_URL === undefined
        ? undefined
        : { url: values.REDIS_URL, prefix: values.REDIS_PREFIX },
    trustProxy: values.TRUST_PROXY,
    allowedOrigins: values.ALLOWED_ORIGINS,
    limits: {
      studentsPerSession: values.MAX_STUDENTS_PER_SESSION,
      sessionsPerAddressPerHour: values.SESSIONS_PER_ADDRESS_PER_HOUR,
      failedLookupsPerMinute: values.FAILED_LOOKUPS_PER_MINUTE,
      failedLookupsPerDay: values.FAILED_LOOKUPS_PER_DAY,
      liveConnectionsPerAddress: values.LIVE_CONNECTIONS_PER_ADDRESS,
      refusalDelayMs: DEFAULT_LIMITS.refusalDelayMs,
      perAddress: values.ADDRESS_LIMITS === 'on',
      perStudent: values.STUDENT_LIMITS === 'on',
    },
    httpTimeouts: DEFAULT_HTTP_TIMEOUTS,
    metricsToken: values.METRICS_TOKEN,
    supportMail:
      values.SMTP_URL !== undefined && values.CONTACT_EMAIL !== undefined
        ? {
            url: values.SMTP_URL,
            from: values.MAIL_FROM ?? values.CONTACT_EMAIL,
            to: values.CONTACT_EMAIL,
          }
        : undefined,
    operator: {
      operatorName: values.OPERATOR_NAME ?? null,
      operatorAddress: values.OPERATOR_ADDRESS ?? null,
      contactEmail: values.CONTACT_EMAIL ?? null,
      privacyEmail: values.PRIVACY_EMAIL ?? values.CONTACT_EMAIL ?? null,
    },
  };
}

/** Whether this test run is the scaled-out one (TEST_BACKEND=scaled: PostgreSQL and Redis). */
export function testBackendIsScaled(
  env: Record<string, string | undefined> = process.env,
): boolean {
  return env['TEST_BACKEND'] === 'scaled';
}

/** Test Redis: the server tests' Redis (shared by the scaled-out test project), when set. */
export function testRedisUrl(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  return env['TEST_REDIS_URL'] || undefined;
}

/** Test databases: the admin connection string from TEST_DATABASE_URL, when the run sets one. */
export function testDatabaseUrl(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  return env['TEST_DATABASE_URL'] || undefined;
}

function withoutEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== '') result[key] = value;
  }
  return result;
}
