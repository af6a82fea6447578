import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Manager, io as connect, type Socket } from 'socket.io-client';
import type { CreateSessionReply, JoinReply } from '#shared/contracts/sessions';
import type { ClientToServerEvents, ServerToClientEvents } from '#shared/contracts/socket-events';

/** A live-channel client as the browser has it, for tests over a real port. */
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Listens on a free loopback port and returns the base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A JSON call to the API; 204 gives undefined. */
export async function callApi<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: object,
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Opens a websocket-only connection without reconnection, so a refused one stays refused. */
export function openSocket(baseUrl: string, auth: object, extraHeaders?: Record<string, string>) {
  const socket: ClientSocket = connect(baseUrl, {
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(extraHeaders === undefined ? {} : { extraHeaders }),
  });
  return socket;
}

/**
 * Opens a bare transport connection (WebSocket, no reconnection) that sends no handshake until
 * the test sends one on its engine, as a script may. `kept` gets it before it opens, so the test
 * can close it whatever happens.
 */
export async function openBareTransport(baseUrl: string, kept: Manager[]): Promise<Manager> {
  const manager = new Manager(baseUrl, {
    transports: ['websocket'],
    reconnection: false,
    autoConnect: false,
  });
  kept.push(manager);
  await new Promise<void>((resolve, reject) => {
    manager.open((error) => (error === undefined ? resolve() : reject(error)));
  });
  return manager;
}

/** Resolves with the next payload of the event; fails after 3 s so a missing event is an error. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`no ${event} within 3 s`));
    }, 3000);
    socket.once(
      event as 'sessionStopped',
      ((payload: never) => {
        clearTimeout(timer);
        resolve(payload);
      }) as never,
    );
  });
}

/** The handshake of the session's teacher. */
export const teacherAuth = (session: CreateSessionReply) => ({
  role: 'teacher',
  sessionId: session.sessionId,
  token: session.teacherToken,
});

/** The handshake of a student who joined. */
export const studentAuth = (student: JoinReply) => ({
  role: 'student',
  sessionId: student.sessionId,
  studentId: student.studentId,
  token: student.reconnectionToken,
});
