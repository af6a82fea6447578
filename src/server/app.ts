import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { MAX_BODY_BYTES } from '#shared/contracts/errors';
import type { Config, SiteInfo } from './config';
import type { Database } from './db/schema';
import { createStore } from './db/store';
import { installErrorHandler } from './error-handler';
import { databaseAnswers } from './features/health/health.repo';
import { registerHealthRoutes } from './features/health/health.routes';
import { EXAM_SWEEP_MS, createExamClock } from './features/class/exam-clock';
import { RETENTION_SWEEP_MS, createRetention } from './features/class/retention';
import { createAnswersService } from './features/problems/answers.service';
import { registerAnswerRoutes } from './features/problems/answers.routes';
import { registerReportRoutes } from './features/reports/reports.routes';
import { createReportsService } from './features/reports/reports.service';
import { registerSessionRoutes } from './features/sessions/sessions.routes';
import { createSessionsService } from './features/sessions/sessions.service';
import { createSupportRepo } from './features/support/support.repo';
import { registerSupportRoutes } from './features/support/support.routes';
import { createSupportService } from './features/support/support.service';
import { createSmtpMailer } from './mail/mailer';
import { registerStudentRoutes } from './features/students/students.routes';
import { createStudentsService } from './features/students/students.service';
import { registerClientFiles } from './http/client-files';
import { createSocketServer, handleConnections } from './realtime/socket-server';

/** What the app is built from. Tests pass an in-memory SQLite database and a silent logger. */
export interface AppDeps {
  readonly config: Pick<Config, 'clientDir' | 'version' | 'logLevel'> &
    Partial<Pick<Config, 'operator' | 'supportMail'>>;
  readonly db: Database;
  /** Where log lines go; standard output when absent. Tests pass a stream to read them. */
  readonly logStream?: NodeJS.WritableStream;
  /** The clock; tests pass their own to control time. */
  readonly now?: () => number;
}

/**
 * Builds the whole server (API, live channel later, built client) without listening, so tests
 * can call it with inject() and main.ts can boot it.
 */
export async function createApp({
  config,
  db,
  logStream,
  now = Date.now,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: MAX_BODY_BYTES,
  });
  installErrorHandler(app);
  acceptEmptyJsonBodies(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  const siteInfo: SiteInfo = config.operator ?? {
    operatorName: null,
    operatorAddress: null,
    contactEmail: null,
    privacyEmail: null,
  };
  app.get('/api/site-info', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(siteInfo),
  );
  registerHealthRoutes(app, {
    databaseAnswers: () => databaseAnswers(db),
    version: config.version,
  });
  const { io, notifier } = createSocketServer(app.server);
  const deps = { store: createStore(db), notifier, now };
  const sessions = createSessionsService(deps);
  const students = createStudentsService(deps);
  registerSessionRoutes(app, sessions);
  registerStudentRoutes(app, students);
  registerReportRoutes(app, sessions, createReportsService(deps, sessions));
  const mailer =
    config.supportMail === undefined ? undefined : createSmtpMailer(config.supportMail);
  await registerSupportRoutes(
    app,
    createSupportService({ repo: createSupportRepo(db), mailer, now, log: app.log }),
  );
  const examClock = createExamClock(deps);
  registerAnswerRoutes(app, students, createAnswersService(deps, examClock));
  const retention = createRetention(deps);
  const retentionSweep = setInterval(() => {
    retention
      .sweep()
      .catch((error: unknown) => app.log.error({ err: error }, 'retention sweep failed'));
  }, RETENTION_SWEEP_MS);
  retentionSweep.unref();
  const examSweep = setInterval(() => {
    examClock.sweep().catch((error: unknown) => app.log.error({ err: error }, 'exam sweep failed'));
  }, EXAM_SWEEP_MS);
  examSweep.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(examSweep);
    clearInterval(retentionSweep);
    done();
  });
  handleConnections(io, { sessions, students }, app.log);
  // Live connections would keep the HTTP server open; close them before it closes.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    await io.close();
  });
  await registerClientFiles(app, config.clientDir);
  return app;
}

/**
 * Fastify's JSON parser (with its prototype-poisoning guard), except that an empty body with a
 * JSON content type counts as no body: POST /start and DELETE need none, and some clients still
 * send the header.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}

/** Only this origin: no third-party scripts, fonts, images or connections, and no framing. */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Schools often serve the app over plain HTTP on their own network; do not force HTTPS there.
  upgradeInsecureRequests: null,
};

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
