import type { DeviceFacts } from './device-facts';
import { z } from 'zod/mini';
import type {
  SessionPublicView,
  StudentSessionState,
  StudentStats,
  StudentSummary,
  TeacherSessionState,
} from './sessions';

/** Why a student's practice stopped (SPEC §4 Practice flow). */
export type StopReason = 'teacher-stopped' | 'completed';

/** The socket's identity, sent in the handshake (`auth`), checked by the server. */
export const socketAuthSchema = z.discriminatedUnion('role', [
  z.object({
    role: z.literal('teacher'),
    sessionId: z.string().check(z.maxLength(100)),
    token: z.string().check(z.maxLength(200)),
  }),
  z.object({
    role: z.literal('student'),
    sessionId: z.string().check(z.maxLength(100)),
    studentId: z.string().check(z.maxLength(100)),
    token: z.string().check(z.maxLength(200)),
  }),
]);
export type SocketAuth = z.infer<typeof socketAuthSchema>;

/** A counted answer, as a teacher's screen hears of it. */
export interface StudentAnswerEvent {
  readonly studentId: string;
  readonly stats: StudentStats;
  readonly finished: boolean;
  readonly currentOperationIndex: number;
}

/** Events the server sends. Teacher-only events go only to the teacher's room. */
export interface ServerToClientEvents {
  /** The whole state, on every connect and whenever asking for it (joinSession). */
  teacherState: (state: TeacherSessionState) => void;
  studentState: (state: StudentSessionState) => void;
  studentJoined: (student: StudentSummary) => void;
  studentLeft: (payload: { studentId: string }) => void;
  /**
   * Counted answers, oldest first, at most one per student: each brings everything the teacher's
   * list shows of the student. A lone answer comes at once, the answers of a busy class a few
   * tens of milliseconds apart (ANSWER_EVENT_WINDOW_MS on the server).
   */
  studentAnswers: (answers: StudentAnswerEvent[]) => void;
  sessionStarted: (payload: {
    config: { examMode: boolean; examDurationMinutes: number };
    startedAtMs: number;
    endsAtMs: number | null;
    serverNowMs: number;
  }) => void;
  sessionStopped: (payload: { reason: StopReason }) => void;
  sessionEnded: () => void;
  /** To one student: the teacher removed them; their token no longer works. */
  removed: () => void;
  /**
   * To one student whose device brought no facts: the facts their class holds of them, which
   * their questions now continue from and their device keeps (as a join's DeviceFacts).
   */
  classFacts: (payload: { facts: DeviceFacts }) => void;
  settingsChanged: (
    payload: Pick<SessionPublicView, 'operations' | 'settings' | 'currentOperationIndex'>,
  ) => void;
}

/** Events clients send. Their payloads never decide who the sender is. */
export interface ClientToServerEvents {
  /** Asks for the full state again (SPEC §7's joinSession; identity comes from the handshake). */
  joinSession: (payload: unknown) => void;
  /** Kept for the clients of SPEC §7; progress is counted from checked answers only. */
  studentProgress: (payload: unknown) => void;
  leaveSession: (payload: unknown) => void;
  heartbeat: () => void;
}

/** How often the teacher's page says it is still there (SPEC §9). */
export const TEACHER_HEARTBEAT_MS = 60_000;
/** The teacher's list is read at least this often, live events or not (SPEC §9). */
export const STUDENT_LIST_POLL_MS = 15_000;
/**
 * The least time between two reads of the teacher's list while live events mark it stale: the
 * events show each answer at once, so a read only corrects what they cannot say (DECISIONS.md).
 */
export const STUDENT_LIST_REFRESH_MS = 5_000;
