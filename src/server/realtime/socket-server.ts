import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { addSecurityHeaders } from '#server/http/security-headers';
import { lacksHost } from '#server/http/protocol-refusals';
import { CONNECT_TIMEOUT_MS } from './unidentified-connections';
import { createLiveAdmission, type ConnectionLimits } from './live-admission';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Socket } from 'socket.io';
import {
  socketAuthSchema,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '#shared/contracts/socket-events';
import type { SessionsService } from '#server/features/sessions/sessions.service';
import type { StudentsService } from '#server/features/students/students.service';
import { ApiError } from '#server/api-error';
import { createLimiter, type Limiter } from '#server/limits/limiter';
import type { RedisConnection } from '#server/redis/redis';
import { coalescePerKey } from './coalesce';
import {
  LIVE_CONNECTIONS_PER_STUDENT,
  LIVE_CONNECTIONS_PER_TEACHER,
  createHolderConnections,
} from './connection-caps';
import {
  connectedHere,
  createRoomNotifier,
  rooms,
  type AppServer,
  type ProcessEvents,
  type RoomNotifier,
  type SocketIdentity,
  type UntypedRoom,
} from './room-notifier';
import type { SessionNotifier } from './session-notifier';
import { createTeacherEventBus, type TeacherEventBus } from './teacher-event-bus';

type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, ProcessEvents, SocketIdentity>;

/** Servers that are closing or closed: their notifiers stay quiet. */
const closedServers = new WeakSet<AppServer>();

/** The bus of each server that shares its teacher rooms with other processes through Redis. */
const teacherBuses = new WeakMap<AppServer, TeacherEventBus>();

/** The notifier of each server, stopped as its live channel closes. */
const notifiers = new WeakMap<AppServer, RoomNotifier>();

/** The largest message a client may send on the live channel; its events are tiny. */
export const MAX_SOCKET_MESSAGE_BYTES = 4096;

/** The teacher's full state is sent at most this often per session when students come and go. */
export const TEACHER_STATE_INTERVAL_MS = 250;

/**
 * Events one holder of a token (a student, a session's teacher) may send per 10 seconds over all
 * their connections together; more are dropped (a screen sends a few).
 */
export const SOCKET_EVENTS_PER_10_SECONDS = 30;

/** The `connect_error` message of a handshake from an address that holds all its places. */
export const TOO_MANY_CONNECTIONS = 'too many connections';

/**
 * Where the live channel's requests and upgrades come: Socket.IO's default path, as the browser's
 * client uses it.
 */
export const LIVE_CHANNEL_PATH = '/socket.io/';

/** How the live channel is reached and shared. */
export interface SocketServerOptions {
  /** Other processes' rooms through Redis pub/sub; this process only when absent. */
  readonly redis?: RedisConnection;
  /** Origins allowed besides the one the request came to. */
  readonly allowedOrigins?: readonly string[];
}

/** Socket.IO on the same HTTP server, and a notifier that services use to reach its rooms. */
export function createSocketServer(
  httpServer: HttpServer,
  { redis, allowedOrigins = [] }: SocketServerOptions = {},
): {
  io: AppServer;
  notifier: SessionNotifier;
} {
  const io: AppServer = new Server(httpServer, {
    serveClient: false,
    transports: ['websocket', 'polling'],
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
    allowRequest: (request, callback) => {
      callback(null, !lacksHost(request) && originAllowed(request, allowedOrigins));
    },
    ...(redis === undefined
      ? {}
      : {
          adapter: createAdapter(redis.publisher, redis.subscriber, {
            key: `${redis.prefix}:socket.io`,
          }),
        }),
  });
  // Every reply of the polling transport gets the headers every Fastify reply has.
  io.engine.on('headers', addSecurityHeaders);
  // After close, late work (a query that finishes as the process stops) tells no one: with
  // Redis, its connection may already be gone.
  const live = () => !closedServers.has(io);
  const teacherBus =
    redis === undefined
      ? undefined
      : createTeacherEventBus(redis, (room, event, args) => {
          // Only to teacher rooms with a socket on this process: emitting to an empty room
          // still encodes the packet.
          if (!room.startsWith(rooms.teachers('')) || !io.sockets.adapter.rooms.has(room)) return;
          const here = io.local.to(room) as unknown as UntypedRoom;
          here.emit(event, ...args);
        });
  if (teacherBus !== undefined) teacherBuses.set(io, teacherBus);
  // Only the students' ids cross between processes: fetchSockets would send every socket's
  // handshake, which costs more than the rest of a teacher's full state as students join.
  io.on('connectedStudents', (sessionId, answer) => {
    answer([...connectedHere(io, sessionId)]);
  });
  const notifier = createRoomNotifier(io, {
    teacherBus,
    acrossProcesses: redis !== undefined,
    live,
  });
  notifiers.set(io, notifier);
  return { io, notifier };
}

/**
 * Closes this process's live connections without ending them for the client: it sees its
 * transport drop and reconnects, behind a load balancer to another process, and gets the full
 * state there. Then the Socket.IO server closes.
 */
export async function closeLiveChannel(io: AppServer): Promise<void> {
  closedServers.add(io);
  teacherBuses.get(io)?.close();
  notifiers.get(io)?.stop();
  for (const socket of io.sockets.sockets.values()) socket.conn.close();
  await io.close();
}

/**
 * A browser always sends Origin with the handshake; it must be the address the request came to
 * (its Host, which a proxy passes on) or a configured one, so another site's page cannot open a
 * student's or teacher's channel. Clients that are not browsers send none and need no check.
 */
export function originAllowed(
  request: Pick<IncomingMessage, 'headers'>,
  allowedOrigins: readonly string[],
): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  return request.headers.host === originHost;
}

/**
 * Authenticates every connection by its handshake token, puts it in its rooms, and sends the
 * full state on every (re)connect so a missed event never leaves a screen wrong. Who may hold a
 * connection per address (teachers' own places, a fair share per class, few silent connections)
 * is live-admission.ts's; a refused handshake gives its place back at once and its connection is
 * closed once the refusal is sent (see createRefusals); a student's (or teacher's) connection
 * beyond their cap sends their oldest away. Returns a function to call when closing: no state is
 * pushed after it (the database is closing too).
 */
export function handleConnections(
  io: AppServer,
  services: { sessions: SessionsService; students: StudentsService; notifier: SessionNotifier },
  log: FastifyBaseLogger,
  limits: ConnectionLimits = { perAddress: undefined, clientAddress: (peer) => peer },
): () => void {
  const admission = createLiveAdmission<AppSocket['conn']>(limits);
  io.engine.on('connection', (connection: AppSocket['conn']) => {
    admission.opened(connection);
  });
  const refuse = createRefusals(admission.refused, limits.refusalDelayMs ?? 0);
  io.use((socket, next) => {
    const claimsTeacher = (socket.handshake.auth as { role?: unknown }).role === 'teacher';
    if (admission.beforeToken(socket.conn, claimsTeacher)) next();
    else refuse.tooMany(socket, next);
  });

  io.use((socket, next) => {
    identify(socket.handshake.auth, services).then(
      (identity) => {
        if (!admission.afterToken(socket.conn, identity)) {
          refuse.tooMany(socket, next);
          return;
        }
        socket.data = identity;
        next();
      },
      () => refuse.atOnce(socket, next, 'unauthorized'),
    );
  });

  const socketEvents = createLimiter({
    name: 'socket-events',
    points: SOCKET_EVENTS_PER_10_SECONDS,
    durationSeconds: 10,
  });
  const holders = createHolderConnections<AppSocket>();

  // Who is connected changes with every student's (re)connect: the teacher gets the full state at
  // most four times a second per session, however many students come and go.
  const pushTeacherState = coalescePerKey(
    TEACHER_STATE_INTERVAL_MS,
    (sessionId) => pushToTeachers(sessionId, services),
    (error: unknown) => {
      // A student's connection closing because the session ended: there is no one to tell.
      if (error instanceof ApiError && error.statusCode === 404) return;
      log.warn({ err: error }, 'state not sent');
    },
  );

  io.on('connection', (socket: AppSocket) => {
    const identity = socket.data;
    const holder = holderOf(identity);
    for (const oldest of holders.add(holder, socket, connectionCapOf(identity)))
      oldest.disconnect(true);
    socket.on('disconnect', () => {
      holders.remove(holder, socket);
    });
    dropFloods(socket, socketEvents, holder);
    const sendState = () =>
      sendFullState(socket, identity, services).catch((error: unknown) =>
        log.warn({ err: error }, 'state not sent'),
      );
    if (identity.role === 'teacher') {
      void socket.join(rooms.teachers(identity.sessionId));
    } else {
      void socket.join([rooms.students(identity.sessionId), rooms.student(identity.studentId)]);
      pushTeacherState.schedule(identity.sessionId);
      socket.on('disconnect', () => {
        pushTeacherState.schedule(identity.sessionId);
      });
      socket.on('leaveSession', () => {
        void leave(identity, services).catch((error: unknown) =>
          log.warn({ err: error }, 'leave failed'),
        );
      });
    }
    void sendState();
    socket.on('joinSession', () => void sendState());
    socket.on('heartbeat', () => {
      if (identity.role === 'teacher') {
        services.sessions
          .touch(identity.sessionId)
          .catch((error: unknown) => log.warn({ err: error }, 'heartbeat not stored'));
      }
    });
    socket.on('studentProgress', () => undefined);
  });
  return () => {
    pushTeacherState.stop();
  };
}

/**
 * Refuses handshakes. Each gives its connection's address place back at once (`release`), and its
 * connection is closed once Socket.IO has written the refusal (on the next tick), so the client
 * still reads why (`connect_error`) but cannot send another handshake on it: a refused connection
 * held its place until it timed out (45 s), and one connection sending CONNECT after CONNECT took
 * every place of its address. A refusal for too many connections is written `delayMs` later, as an
 * HTTP 429 is, so a script that connects again as soon as it is refused costs the server a whole
 * upgrade and handshake at most once a `delayMs` per connection it holds open; another handshake
 * on a connection whose refusal waits is refused, and the connection closed, at once. A wrong
 * token is refused at once. The client gone meanwhile, Socket.IO drops the late refusal.
 */
function createRefusals(release: (connection: AppSocket['conn']) => void, delayMs: number) {
  type Next = (error: Error) => void;
  const waiting = new WeakSet<AppSocket['conn']>();
  const send = (socket: AppSocket, next: Next, reason: string) => {
    next(new Error(reason));
    setImmediate(() => socket.conn.close());
  };
  const atOnce = (socket: AppSocket, next: Next, reason: string): void => {
    release(socket.conn);
    send(socket, next, reason);
  };
  const tooMany = (socket: AppSocket, next: Next): void => {
    release(socket.conn);
    if (delayMs <= 0 || waiting.has(socket.conn)) {
      send(socket, next, TOO_MANY_CONNECTIONS);
      return;
    }
    waiting.add(socket.conn);
    setTimeout(() => send(socket, next, TOO_MANY_CONNECTIONS), delayMs).unref();
  };
  return { atOnce, tooMany };
}

/** Whose token a connection holds: the allowances and caps count per holder, not per socket. */
function holderOf(identity: SocketIdentity): string {
  return identity.role === 'teacher'
    ? `teacher:${identity.sessionId}`
    : `student:${identity.studentId}`;
}

function connectionCapOf(identity: SocketIdentity): number {
  return identity.role === 'teacher' ? LIVE_CONNECTIONS_PER_TEACHER : LIVE_CONNECTIONS_PER_STUDENT;
}

/**
 * Drops events beyond the holder's allowance, shared by all their connections, so one client
 * cannot keep the server busy by opening more.
 */
function dropFloods(socket: AppSocket, limiter: Limiter, holder: string): void {
  socket.use((_packet, next) => {
    limiter.consume(holder).then(
      (verdict) => {
        if (verdict.allowed) next();
      },
      () => undefined,
    );
  });
}

async function identify(
  auth: unknown,
  { sessions, students }: { sessions: SessionsService; students: StudentsService },
): Promise<SocketIdentity> {
  const parsed = socketAuthSchema.parse(auth);
  if (parsed.role === 'teacher') {
    await sessions.authorizeTeacher(parsed.sessionId, parsed.token);
    return { role: 'teacher', sessionId: parsed.sessionId };
  }
  const sessionId = await students.authorizeLiveStudent(parsed.studentId, parsed.token);
  if (sessionId !== parsed.sessionId) throw new Error('student of another session');
  return { role: 'student', sessionId, studentId: parsed.studentId };
}

async function sendFullState(
  socket: AppSocket,
  identity: SocketIdentity,
  services: { sessions: SessionsService; students: StudentsService },
) {
  if (identity.role === 'teacher') {
    const session = await services.sessions.sessionById(identity.sessionId);
    socket.emit('teacherState', await services.sessions.teacherState(session));
    return;
  }
  const { session, student } = await services.students.loadStudent(identity.studentId);
  socket.emit('studentState', await services.students.studentState(session, student));
}

async function pushToTeachers(
  sessionId: string,
  { sessions, notifier }: { sessions: SessionsService; notifier: SessionNotifier },
) {
  const session = await sessions.sessionById(sessionId);
  notifier.toTeachers(sessionId, 'teacherState', await sessions.teacherState(session));
}

async function leave(identity: SocketIdentity, { students }: { students: StudentsService }) {
  if (identity.role !== 'student') return;
  const { session, student } = await students.loadStudent(identity.studentId);
  await students.leave(session, student);
}
