import type { Server } from 'socket.io';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  StudentAnswerEvent,
} from '#shared/contracts/socket-events';
import { createAnswerEventBatches } from './answer-event-batches';
import type { SessionNotifier } from './session-notifier';
import type { TeacherEventBus } from './teacher-event-bus';

/** Who a socket is, decided by the server from the handshake token, never from a payload. */
export type SocketIdentity =
  | { role: 'teacher'; sessionId: string }
  | { role: 'student'; sessionId: string; studentId: string };

/** Questions one process of the app asks the others through the adapter. */
export interface ProcessEvents {
  /** The students of the session with a live connection to the process that answers. */
  connectedStudents: (sessionId: string, answer: (studentIds: string[]) => void) => void;
}

/** The app's Socket.IO server. */
export type AppServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  ProcessEvents,
  SocketIdentity
>;

/** Room names: the teacher screens of a session, its students, and one student. */
export const rooms = {
  teachers: (sessionId: string) => `teachers:${sessionId}`,
  students: (sessionId: string) => `students:${sessionId}`,
  student: (studentId: string) => `student:${studentId}`,
};

/** A room's emit for events from the bus, which toTeachers typed when they were sent. */
export type UntypedRoom = { emit(event: string, ...args: readonly unknown[]): boolean };

/** The notifier of a live channel, and what stops its timers as the channel closes. */
export interface RoomNotifier extends SessionNotifier {
  /** Drops the answer events still waiting and their timers. */
  stop(): void;
}

/**
 * The notifier services use to reach the rooms of `io`: teacher rooms through `teacherBus` when
 * several processes share them (Redis), answers to teachers in batches (answer-event-batches.ts),
 * and nothing once `live` says the channel is closing, when late work must tell no one.
 */
export function createRoomNotifier(
  io: AppServer,
  {
    teacherBus,
    acrossProcesses,
    live,
  }: { teacherBus: TeacherEventBus | undefined; acrossProcesses: boolean; live: () => boolean },
): RoomNotifier {
  const toTeacherRoom = (sessionId: string, event: string, args: readonly unknown[]) => {
    const room = rooms.teachers(sessionId);
    if (teacherBus === undefined) (io.to(room) as unknown as UntypedRoom).emit(event, ...args);
    else teacherBus.send(room, event, args);
  };
  const answerBatches = createAnswerEventBatches((sessionId, answers) => {
    if (live()) toTeacherRoom(sessionId, 'studentAnswers', [answers]);
  });
  return {
    toTeachers: (sessionId, event, ...args) => {
      if (!live()) return;
      // The answers waiting go first, so that screens hear events in the order they happened.
      answerBatches.flush(sessionId);
      toTeacherRoom(sessionId, event, args);
    },
    answerCounted: (sessionId: string, answer: StudentAnswerEvent) => {
      if (live()) answerBatches.add(sessionId, answer);
    },
    toStudents: (sessionId, event, ...args) => {
      if (live()) io.to(rooms.students(sessionId)).emit(event, ...args);
    },
    toStudent: (studentId, event, ...args) => {
      if (live()) io.to(rooms.student(studentId)).emit(event, ...args);
    },
    disconnectStudent(studentId) {
      if (live()) io.in(rooms.student(studentId)).disconnectSockets(true);
    },
    sessionEnded(sessionId) {
      if (!live()) return;
      answerBatches.flush(sessionId);
      const everyone = [rooms.teachers(sessionId), rooms.students(sessionId)];
      io.to(everyone).emit('sessionEnded');
      io.in(everyone).disconnectSockets(true);
    },
    async connectedStudentIds(sessionId) {
      if (!live()) return new Set();
      const connected = connectedHere(io, sessionId);
      if (!acrossProcesses) return connected;
      for (const elsewhere of await io.serverSideEmitWithAck('connectedStudents', sessionId))
        for (const studentId of elsewhere) connected.add(studentId);
      return connected;
    },
    stop: () => answerBatches.stop(),
  };
}

/** The students of the session with a live connection to this process. */
export function connectedHere(io: AppServer, sessionId: string): Set<string> {
  const connected = new Set<string>();
  for (const socketId of io.sockets.adapter.rooms.get(rooms.students(sessionId)) ?? []) {
    const identity = io.sockets.sockets.get(socketId)?.data;
    if (identity?.role === 'student') connected.add(identity.studentId);
  }
  return connected;
}
