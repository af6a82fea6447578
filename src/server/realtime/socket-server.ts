import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Socket } from 'socket.io';
import {
  socketAuthSchema,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '#shared/contracts/socket-events';
import type { SessionsService } from '../features/sessions/sessions.service';
import type { StudentsService } from '../features/students/students.service';
import type { SessionNotifier } from './session-notifier';

/** Who a socket is, decided by the server from the handshake token, never from a payload. */
export type SocketIdentity =
  | { role: 'teacher'; sessionId: string }
  | { role: 'student'; sessionId: string; studentId: string };

type AppServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketIdentity
>;
type AppSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketIdentity
>;

/** Room names: the teacher screens of a session, its pupils, and one pupil. */
export const rooms = {
  teachers: (sessionId: string) => `teachers:${sessionId}`,
  students: (sessionId: string) => `students:${sessionId}`,
  student: (studentId: string) => `student:${studentId}`,
};

/** Socket.IO on the same HTTP server, and a notifier that services use to reach its rooms. */
export function createSocketServer(httpServer: HttpServer): {
  io: AppServer;
  notifier: SessionNotifier;
} {
  const io: AppServer = new Server(httpServer, {
    serveClient: false,
    transports: ['websocket', 'polling'],
  });
  const notifier: SessionNotifier = {
    toTeachers: (sessionId, event, ...args) =>
      void io.to(rooms.teachers(sessionId)).emit(event, ...args),
    toStudents: (sessionId, event, ...args) =>
      void io.to(rooms.students(sessionId)).emit(event, ...args),
    toStudent: (studentId, event, ...args) =>
      void io.to(rooms.student(studentId)).emit(event, ...args),
    disconnectStudent(studentId) {
      io.in(rooms.student(studentId)).disconnectSockets(true);
    },
    sessionEnded(sessionId) {
      const everyone = [rooms.teachers(sessionId), rooms.students(sessionId)];
      io.to(everyone).emit('sessionEnded');
      io.in(everyone).disconnectSockets(true);
    },
    async connectedStudentIds(sessionId) {
      const sockets = await io.in(rooms.students(sessionId)).fetchSockets();
      return new Set(
        sockets.flatMap((socket) =>
          socket.data.role === 'student' ? [socket.data.studentId] : [],
        ),
      );
    },
  };
  return { io, notifier };
}

/**
 * Authenticates every connection by its handshake token, puts it in its rooms, and sends the
 * full state on every (re)connect so a missed event never leaves a screen wrong.
 */
export function handleConnections(
  io: AppServer,
  services: { sessions: SessionsService; students: StudentsService },
  log: FastifyBaseLogger,
): void {
  io.use((socket, next) => {
    identify(socket.handshake.auth, services).then(
      (identity) => {
        socket.data = identity;
        next();
      },
      () => next(new Error('unauthorized')),
    );
  });

  io.on('connection', (socket: AppSocket) => {
    const identity = socket.data;
    const sendState = () =>
      sendFullState(socket, identity, services).catch((error: unknown) =>
        log.warn({ err: error }, 'state not sent'),
      );
    const pushTeacherState = () =>
      pushToTeachers(io, identity.sessionId, services).catch((error: unknown) =>
        log.warn({ err: error }, 'state not sent'),
      );
    if (identity.role === 'teacher') {
      void socket.join(rooms.teachers(identity.sessionId));
    } else {
      void socket.join([rooms.students(identity.sessionId), rooms.student(identity.studentId)]);
      void pushTeacherState();
      socket.on('disconnect', () => void pushTeacherState());
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
  const { session } = await students.authorizeStudent(parsed.studentId, parsed.token);
  if (session.id !== parsed.sessionId) throw new Error('student of another session');
  return { role: 'student', sessionId: session.id, studentId: parsed.studentId };
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
  io: AppServer,
  sessionId: string,
  { sessions }: { sessions: SessionsService },
) {
  const session = await sessions.sessionById(sessionId);
  io.to(rooms.teachers(sessionId)).emit('teacherState', await sessions.teacherState(session));
}

async function leave(identity: SocketIdentity, { students }: { students: StudentsService }) {
  if (identity.role !== 'student') return;
  const { session, student } = await students.loadStudent(identity.studentId);
  await students.leave(session, student);
}
