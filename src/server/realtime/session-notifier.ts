import type { ServerToClientEvents, StudentAnswerEvent } from '#shared/contracts/socket-events';

/** An event name and the arguments it carries. */
export type EventArgs<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>;

/**
 * How services tell connected screens what changed, without knowing about sockets. Teacher-only
 * events go to the teacher room only; a student's events reach that student or the students' room.
 */
export interface SessionNotifier {
  toTeachers<E extends keyof ServerToClientEvents>(
    sessionId: string,
    event: E,
    ...args: EventArgs<E>
  ): void;
  /** A counted answer, for the session's teacher screens (`studentAnswers`, batched). */
  answerCounted(sessionId: string, answer: StudentAnswerEvent): void;
  toStudents<E extends keyof ServerToClientEvents>(
    sessionId: string,
    event: E,
    ...args: EventArgs<E>
  ): void;
  toStudent<E extends keyof ServerToClientEvents>(
    studentId: string,
    event: E,
    ...args: EventArgs<E>
  ): void;
  /** Closes a student's live connections (after the teacher removed them). */
  disconnectStudent(studentId: string): void;
  /** Tells everyone the session ended and closes their live connections to it. */
  sessionEnded(sessionId: string): void;
  /** The students of the session that have a live connection now. */
  connectedStudentIds(sessionId: string): Promise<Set<string>>;
}

/** A notifier that tells no one: for tests of services, and for tools without a live channel. */
export const silentNotifier: SessionNotifier = {
  toTeachers: () => undefined,
  answerCounted: () => undefined,
  toStudents: () => undefined,
  toStudent: () => undefined,
  disconnectStudent: () => undefined,
  sessionEnded: () => undefined,
  connectedStudentIds: () => Promise.resolve(new Set()),
};
