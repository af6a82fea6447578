import { isUtf8 } from 'node:buffer';
import fastifyCompress from '@fastify/compress';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteInfoSchema } from '#shared/contracts/site-info';
import { MAX_BODY_BYTES } from '#shared/contracts/errors';
import { ApiError } from './api-error';
import { DEFAULT_HTTP_TIMEOUTS, DEFAULT_LIMITS, type Config, type SiteInfo } from './config';
import type { Database, DialectName } from './db/schema';
import { createDeletedRowsEraser } from './db/deleted-rows-eraser';
import { createStore } from './store';
import { frameworkErrorReply, installErrorHandler } from './error-handler';
import { databaseAnswers } from './features/health/health.repo';
import { registerHealthRoutes } from './features/health/health.routes';
import { createExamClock } from './features/class/sweeps/exam-clock';
import { createRetention } from './features/class/sweeps/retention';
import { startSweeps } from './sweeps';
import { createAnswersService } from './features/problems/answers.service';
import { registerAnswerRoutes } from './features/problems/answers.routes';
import { registerReportRoutes } from './features/reports/reports.routes';
import { createReportPdfThread } from './features/reports/report-pdf-thread';
import { createReportsService } from './features/reports/reports.service';
import { registerClassFactsRoutes } from './features/sessions/class-facts.routes';
import { createClassFactsService } from './features/sessions/class-facts.service';
import { registerSessionRoutes } from './features/sessions/sessions.routes';
import { createSessionsService } from './features/sessions/sessions.service';
import { createSupportRepo } from './features/support/support.repo';
import { registerSupportRoutes } from './features/support/support.routes';
import { createSupportService } from './features/support/support.service';
import { createTicketRetention } from './features/support/ticket-retention';
import { createBackupRetention } from './features/backups/backup-retention';
import { createBackupsRepo } from './features/backups/backups.repo';
import { registerBackupRoutes } from './features/backups/backups.routes';
import { createBackupsService } from './features/backups/backups.service';
import { createSmtpMailer } from './mail/mailer';
import { registerStudentRoutes } from './features/students/students.routes';
import { createStudentsService } from './features/students/students.service';
import { answerClientError } from './http/client-errors';
import { registerClientFiles } from './http/client-files';
import {
  checkedReplySerializerCompiler,
  contractValidatorCompiler,
  typedReplySerializerCompiler,
} from './http/contract-compilers';
import { registerOpenApi } from './http/openapi';
import { closeConnectionsWhileClosing } from './http/close-on-drain';
import { refuseUnreadablePathParams } from './http/path-params';
import {
  answerProtocolRefusals,
  PROTOCOL_SERVER_OPTIONS,
  refuseRequestsWithoutHost,
} from './http/protocol-refusals';
import { registerSecurityHeaders } from './http/security-headers';
import { RequestLog } from './http/request-log';
import { createAddressLimits } from './limits/address-limits';
import { createBackupWriteLimit } from './limits/backup-writes';
import { createJoinPace } from './limits/join-pace';
import { createStudentAllowance, createRejoinAllowance } from './limits/student-allowance';
import { clientAddressResolver } from './limits/client-address';
import { registerMetrics } from './metrics/metrics';
import {
  closeLiveChannel,
  createSocketServer,
  handleConnections,
  LIVE_CHANNEL_PATH,
} from './realtime/socket-server';
import type { RedisConnection } from './redis/redis';

/** What the app is built from. Tests pass an in-memory SQLite database and a silent logger. */
export interface AppDeps {
  readonly config: Pick<Config, 'clientDir' | 'version' | 'logLevel'> &
    Partial<
      Pick<
        Config,
        | 'operator'
        | 'supportMail'
        | 'limits'
        | 'trustProxy'
        | 'allowedOrigins'
        | 'metricsToken'
        | 'httpTimeouts'
      >
    >;
  readonly db: Database;
  /** The engine behind `db`. */
  readonly dialect: DialectName;
  /** Truncates SQLite's write-ahead log after a deletion (OpenDatabase.eraseLog). */
  readonly eraseLog?: () => Promise<boolean>;
  /** Shares the live channel and the limits with other processes; this process only if absent. */
  readonly redis?: RedisConnection;
  /** Where log lines go; standard output when absent. Tests pass a stream to read them. */
  readonly logStream?: NodeJS.WritableStream;
  /** The clock; tests pass their own to control time. */
  readonly now?: () => number;
  /**
   * Check every reply against its contract before writing it (tests). Off, replies are only
   * checked by the compiler, which spares every answer the check's CPU (DECISIONS.md).
   */
  readonly checkReplies?: boolean;
  /** Told of every route as it is registered, with its options (tests list the routes). */
  readonly onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the whole server (API, live channel, built client) without listening, so tests can call
 * it with inject() and main.ts can boot it. Closing it stops the sweeps and asks every live
 * connection to reconnect, which behind a load balancer reaches another process.
 */
export async function createApp({
  config,
  db,
  dialect,
  eraseLog,
  redis,
  logStream,
  now = Date.now,
  checkReplies = false,
  onRoute,
}: AppDeps): Promise<FastifyInstance> {
  const limits = config.limits ?? DEFAULT_LIMITS;
  const trustProxy = config.trustProxy ?? [];
  const timeouts = config.httpTimeouts ?? DEFAULT_HTTP_TIMEOUTS;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    logController: new RequestLog(),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: trustProxy.length === 0 ? false : [...trustProxy],
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: answerClientError,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      ...PROTOCOL_SERVER_OPTIONS,
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  });
  if (onRoute !== undefined) app.addHook('onRoute', onRoute);
  installErrorHandler(app, limits.refusalDelayMs);
  closeConnectionsWhileClosing(app);
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(
    checkReplies ? checkedReplySerializerCompiler : typedReplySerializerCompiler,
  );
  acceptEmptyJsonBodies(app);
  refuseUnreadablePathParams(app);
  registerSecurityHeaders(app);
  refuseRequestsWithoutHost(app);
  answerProtocolRefusals(app.server, LIVE_CHANNEL_PATH);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await registerOpenApi(app, config.version);
  const siteInfo: SiteInfo = config.operator ?? {
    operatorName: null,
    operatorAddress: null,
    contactEmail: null,
    privacyEmail: null,
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/site-info',
    {
      schema: {
        tags: ['Site and support'],
        summary: 'Who runs this installation',
        description: 'From the configuration; each field may be null.',
        response: { 200: siteInfoSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(siteInfo),
  );
  registerHealthRoutes(app, {
    databaseAnswers: () => databaseAnswers(db),
    ...(redis === undefined ? {} : { redisAnswers: () => redis.answers() }),
    version: config.version,
  });
  const { io, notifier } = createSocketServer(app.server, {
    ...(redis === undefined ? {} : { redis }),
    allowedOrigins: config.allowedOrigins ?? [],
  });
  const eraser = createDeletedRowsEraser(db, dialect, eraseLog, now);
  const store = createStore(db, dialect, () => eraser.deleted());
  if (config.metricsToken !== undefined)
    registerMetrics(app, config.metricsToken, {
      connectedSockets: () => io.engine.clientsCount,
      activeSessions: () => store.sessions.countActive(),
    });
  const deps = { store, notifier, now, limits };
  const addressLimits = createAddressLimits(limits, redis);
  const sessions = createSessionsService(deps);
  const examClock = createExamClock(deps);
  const answers = createAnswersService(deps, examClock);
  const students = createStudentsService(deps, {
    of: answers.firstProblem,
    failed: (error) => {
      app.log.warn({ err: error }, 'a join went on without its first question');
    },
  });
  registerSessionRoutes(app, sessions, addressLimits);
  registerStudentRoutes(
    app,
    students,
    addressLimits,
    createRejoinAllowance(limits.perStudent),
    createJoinPace(limits.perAddress, redis),
  );
  const pdfThread = createReportPdfThread();
  registerReportRoutes(app, sessions, createReportsService(deps, sessions, pdfThread));
  registerClassFactsRoutes(app, sessions, createClassFactsService(deps));
  const mailer =
    config.supportMail === undefined ? undefined : createSmtpMailer(config.supportMail);
  const supportRepo = createSupportRepo(db, () => eraser.deleted());
  registerSupportRoutes(
    app,
    createSupportService({ repo: supportRepo, mailer, now, log: app.log }),
    addressLimits,
  );
  const backupsRepo = createBackupsRepo(db);
  registerBackupRoutes(
    app,
    createBackupsService({ repo: backupsRepo, now }),
    addressLimits,
    createBackupWriteLimit(limits.perAddress, redis),
  );
  registerAnswerRoutes(app, students, answers, createStudentAllowance(limits.perStudent));
  const stopSweeps = startSweeps(
    {
      retention: [
        createRetention(deps),
        createTicketRetention(supportRepo, now),
        createBackupRetention(backupsRepo, now),
        answers.contextSweep,
        answers.activitySweep,
        eraser,
      ],
      examClock,
    },
    app.log,
  );
  const stopConnections = handleConnections(io, { sessions, students, notifier }, app.log, {
    perAddress: limits.perAddress ? limits.liveConnectionsPerAddress : undefined,
    clientAddress: clientAddressResolver(trustProxy),
    refusalDelayMs: limits.refusalDelayMs,
  });
  app.addHook('preClose', async () => {
    stopSweeps();
    stopConnections();
    await closeLiveChannel(io);
    await eraser.settled();
    await pdfThread.close();
  });
  await registerClientFiles(app, config.clientDir);
  return app;
}

/** A NUL character, raw or escaped: no text of ours has one, and PostgreSQL refuses it. */
const hasNulCharacter = (text: string) => text.includes('\u0000') || /\\u0000/i.test(text);

/** A UTF-16 surrogate not in a pair: not a character, and each database stores it differently. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether any string in parsed JSON, key or value, holds a lone surrogate (walked without recursion). */
function hasLoneSurrogate(parsed: unknown): boolean {
  const pending: unknown[] = [parsed];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return true;
    } else if (Array.isArray(value)) {
      pending.push(...(value as unknown[]));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
  return false;
}

/**
 * JSON is the only body the API reads: Fastify's JSON parser (with its prototype-poisoning
 * guard), except that an empty body with a JSON content type counts as no body (POST /start and
 * DELETE need none, and some clients still send the header), a body with a NUL character or a
 * JSON `null` (which Fastify would take for no body, every body being an object) is refused (400
 * `bad_request`), and so is text that is not Unicode (400 `invalid_text`): bytes
 * that are not UTF-8, which would be stored as U+FFFD, and a lone surrogate, raw or escaped
 * (`"\ud800"`), in any key or value. Any other content type, plain text among them, is refused
 * with 415.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    if (!isUtf8(bytes)) {
      done(new ApiError(400, 'invalid_text'), undefined);
      return;
    }
    const text = bytes.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (hasNulCharacter(text)) {
      done(new ApiError(400, 'bad_request'), undefined);
      return;
    }
    void parseJson(request, text, (error, parsed) => {
      if (error === null && parsed === null) {
        done(new ApiError(400, 'bad_request'), undefined);
        return;
      }
      if (error === null && hasLoneSurrogate(parsed)) {
        done(new ApiError(400, 'invalid_text'), undefined);
        return;
      }
      done(error, parsed);
    });
  });
}

/** Pino through Fastify, logging method and URL of requests but never the client's IP address. */
function loggerOptions(
  level: Config['logLevel'],
  stream: NodeJS.WritableStream | undefined,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream === undefined ? {} : { stream }),
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: request.url,
      }),
    },
  };
}
