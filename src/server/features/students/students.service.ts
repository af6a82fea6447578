import { normalizeSessionCode } from '#shared/contracts/session-code';
import type { JoinReply, StudentProgress, StudentSessionState } from '#shared/contracts/sessions';
import { checkStudentName, distinctName, type NameProblem } from '#shared/contracts/student-name';
import { isRudeName } from '#shared/contracts/name-filter';
import { ApiError } from '../../api-error';
import { hashToken, newId, newToken, tokenMatches } from '../../auth/tokens';
import type { ClassDeps } from '../class/class-deps';
import { START_POSITION, operationOrder, orderSeed } from '../class/progression';
import {
  progressOf,
  publicView,
  settingsOf,
  statsOf,
  studentSummary,
} from '../class/session-views';
import type { SessionRow, StudentRow, StudentWithSession } from '../class/class-rows';
import { activityWriteDue } from '../class/session-activity';
import { lookAlikeKeys } from './name-skeleton';

const NAME_ATTEMPTS = 5;

/** The 400 for each way a typed name is refused. */
const NAME_ERRORS: Readonly<Record<NameProblem, () => ApiError>> = {
  malformed: () => new ApiError(400, 'invalid_field', { field: 'name' }),
  blank: () => new ApiError(400, 'name_required'),
  tooLong: () => new ApiError(400, 'name_too_long'),
  stackedMarks: () => new ApiError(400, 'name_not_allowed'),
};

/** The name a new pupil is shown by, cleaned, or a 400 that says what is wrong with it. */
function acceptedName(typed: string): string {
  const checked = checkStudentName(typed);
  if (!checked.ok) throw NAME_ERRORS[checked.problem]();
  if (isRudeName(checked.name)) throw new ApiError(400, 'name_not_allowed');
  return checked.name;
}

/** The pupil and their session as read, when the token is the pupil's (see authorizeStudent). */
function authorized(
  read: StudentWithSession | undefined,
  token: string,
): { student: StudentRow; session: SessionRow } {
  if (read === undefined) throw new ApiError(404, 'student_not_found');
  const { student, session } = read;
  if (!tokenMatches(token, student.token_hash)) throw new ApiError(403, 'forbidden');
  if (student.removed_at_ms !== null) throw new ApiError(403, 'student_removed');
  if (session === undefined) throw new ApiError(404, 'session_not_found');
  return { student, session };
}

/** Joining, rejoining and leaving a class, and what a pupil may read about themselves. */
export function createStudentsService({ store, notifier, now, limits }: ClassDeps) {
  async function activeSession(code: string): Promise<SessionRow> {
    const session = await store.sessions.findActiveByCode(normalizeSessionCode(code));
    if (session === undefined) throw new ApiError(404, 'session_not_found');
    return session;
  }

  async function progress(session: SessionRow, student: StudentRow): Promise<StudentProgress> {
    return progressOf(session, student, await store.problems.listAnsweredByStudent(student.id));
  }

  async function joinReply(
    session: SessionRow,
    student: StudentRow,
    token: string,
    isRejoin: boolean,
  ): Promise<JoinReply> {
    const { operations, autoStart } = settingsOf(session);
    const first = operations[session.current_operation_index] ?? operations[0];
    return {
      sessionId: session.id,
      sessionCode: session.code,
      studentId: student.id,
      studentName: student.name,
      reconnectionToken: token,
      isRejoin,
      operations,
      settings: {
        skill: first?.type ?? 'addition',
        minNumber: first?.numberRange.min ?? 1,
        maxNumber: first?.numberRange.max ?? 10,
        autoStart,
        questionsPerSet: first?.challengeCount ?? 10,
      },
      progress: await progress(session, student),
      sessionState: {
        isPersistent: true,
        isStarted: session.phase === 'running',
        phase: session.phase,
      },
    };
  }

  async function insertNewStudent(
    session: SessionRow,
    name: string,
  ): Promise<{ student: StudentRow; token: string }> {
    const { operations, randomizeOperations } = settingsOf(session);
    const token = newToken();
    const id = newId();
    const time = now();
    for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt += 1) {
      const students = await store.students.listBySession(session.id);
      const seated = students.filter((student) => student.removed_at_ms === null).length;
      if (seated >= limits.studentsPerSession)
        throw new ApiError(409, 'session_full', { max: limits.studentsPerSession });
      const taken = students.map((student) => student.name);
      const uniqueName = distinctName(name, taken, lookAlikeKeys);
      const student: StudentRow = {
        id,
        session_id: session.id,
        name: uniqueName,
        name_key: uniqueName.toLocaleLowerCase(),
        token_hash: hashToken(token),
        joined_at_ms: time,
        last_seen_at_ms: time,
        left_at_ms: null,
        operation_order_json: JSON.stringify(
          operationOrder(operations.length, randomizeOperations, orderSeed(id)),
        ),
        operation_position: Math.min(session.current_operation_index, operations.length - 1),
        operation_question_number: START_POSITION.operationQuestionNumber,
        questions_answered: 0,
        correct: 0,
        incorrect: 0,
        streak: 0,
        best_streak: 0,
        total_time_ms: 0,
        difficulty: START_POSITION.difficulty,
        difficulty_streak: START_POSITION.difficultyStreak,
        finished: 0,
        removed_at_ms: null,
        operation_totals_json: '[]',
        fact_schedule_json: null,
      };
      try {
        await store.students.insert(student);
        return { student, token };
      } catch {
        // Another pupil took the same name at the same moment: pick the next free one.
      }
    }
    throw new Error('No free name found');
  }

  return {
    /**
     * Joins a pupil to the session with this code. A valid reconnection token rejoins as the same
     * pupil, with the same name and progress; otherwise a new pupil is added under a name no one
     * else in the session has.
     */
    async join(
      code: string,
      rawName: string,
      reconnectionToken: string | undefined,
      rejoinOnly = false,
    ): Promise<JoinReply> {
      const session = await activeSession(code);
      if (reconnectionToken !== undefined) {
        const existing = await store.students.findBySessionAndTokenHash(
          session.id,
          hashToken(reconnectionToken),
        );
        if (existing?.removed_at_ms != null) throw new ApiError(403, 'student_removed');
        if (existing !== undefined) {
          await store.students.update(existing.id, { last_seen_at_ms: now(), left_at_ms: null });
          const student = { ...existing, left_at_ms: null };
          notifier.toTeachers(session.id, 'studentJoined', studentSummary(student, true));
          return joinReply(session, student, reconnectionToken, true);
        }
      }
      if (rejoinOnly) throw new ApiError(404, 'reconnection_expired');
      if (session.locked === 1) throw new ApiError(403, 'session_locked');
      const { student, token } = await insertNewStudent(session, acceptedName(rawName));
      const time = now();
      if (activityWriteDue(session.last_activity_at_ms, time))
        await store.sessions.update(session.id, { last_activity_at_ms: time });
      notifier.toTeachers(session.id, 'studentJoined', studentSummary(student, false));
      return joinReply(session, student, token, false);
    },

    /**
     * Whether the token is the reconnection token of a pupil (removed or not) of the live session
     * with this code. One read by the token's hash, so a made-up token learns nothing about any
     * code; with it a pupil's rejoin passes the limit on wrong codes.
     */
    async isPupilTokenOf(code: string, token: string): Promise<boolean> {
      const session = await store.students.findSessionOfTokenHash(hashToken(token));
      return session?.status === 'active' && session.code === normalizeSessionCode(code);
    },

    /**
     * The pupil and their session when the token is that pupil's: 401 without a token, 403 with
     * another pupil's (or any other) token or for a removed pupil, 404 for an unknown pupil.
     * One read takes both.
     */
    async authorizeStudent(
      studentId: string,
      token: string | undefined,
    ): Promise<{ student: StudentRow; session: SessionRow }> {
      if (token === undefined) throw new ApiError(401, 'missing_token');
      return authorized(await store.students.findWithSession(studentId), token);
    },

    /** A pupil and their session, for a caller already authorised (the pupil's socket). */
    async loadStudent(studentId: string): Promise<{ student: StudentRow; session: SessionRow }> {
      const read = await store.students.findWithSession(studentId);
      if (read?.session === undefined) throw new ApiError(404, 'student_not_found');
      return { student: read.student, session: read.session };
    },

    progress,

    /** The pupil's own view: the session and their progress, nothing about others. */
    async studentState(session: SessionRow, student: StudentRow): Promise<StudentSessionState> {
      return {
        ...publicView(session, now()),
        student: {
          id: student.id,
          name: student.name,
          progress: await progress(session, student),
          stats: statsOf(student),
        },
      };
    },

    /** The pupil leaves; progress is kept so they can rejoin with the same code. */
    async leave(session: SessionRow, student: StudentRow): Promise<void> {
      await store.students.update(student.id, { left_at_ms: now() });
      notifier.toTeachers(session.id, 'studentLeft', { studentId: student.id });
    },
  };
}

/** The students service. */
export type StudentsService = ReturnType<typeof createStudentsService>;
