import { scheduleFromDeviceFacts, type DeviceFacts } from '#shared/contracts/device-facts';
import { normalizeSessionCode } from '#shared/contracts/session-code';
import {
  PROGRESS_ATTEMPTS_MAX,
  type ClassProblem,
  type JoinReply,
  type StudentProgress,
  type StudentSessionState,
} from '#shared/contracts/sessions';
import { checkStudentName, distinctName, type NameProblem } from '#shared/contracts/student-name';
import { isRudeName } from '#shared/contracts/name-filter';
import { ApiError } from '#server/api-error';
import { hashToken, newId, newToken, tokenMatches } from '#server/auth/tokens';
import type { ClassDeps } from '#server/features/class/class-deps';
import { newStudent } from '#server/features/class/model/new-student';
import { operationOrder, orderSeed } from '#server/features/class/model/progression';
import {
  progressOf,
  publicView,
  statsOf,
  studentSummary,
} from '#server/features/class/views/session-views';
import type {
  ClassSession,
  Student,
  StudentAccess,
  StudentWithSession,
} from '#server/features/class/model/class-model';
import { activityWriteDue } from '#server/features/class/storage/session-activity';
import { lookAlikeKeys } from './name-skeleton';

/** The 400 for each way a typed name is refused. */
const NAME_ERRORS: Readonly<Record<NameProblem, () => ApiError>> = {
  malformed: () => new ApiError(400, 'invalid_field', { field: 'name' }),
  blank: () => new ApiError(400, 'name_required'),
  tooLong: () => new ApiError(400, 'name_too_long'),
  stackedMarks: () => new ApiError(400, 'name_not_allowed'),
};

/** The name a new student is shown by, cleaned, or a 400 that says what is wrong with it. */
function acceptedName(typed: string): string {
  const checked = checkStudentName(typed);
  if (!checked.ok) throw NAME_ERRORS[checked.problem]();
  if (isRudeName(checked.name)) throw new ApiError(400, 'name_not_allowed');
  return checked.name;
}

/**
 * The token check of a student's request or live connection: 404 for an unknown student, 403 for
 * another token or a removed student, 404 when their session is gone. Returns the session's id.
 */
function checkedAccess(access: StudentAccess | undefined, token: string): string {
  if (access === undefined) throw new ApiError(404, 'student_not_found');
  if (!tokenMatches(token, access.tokenHash)) throw new ApiError(403, 'forbidden');
  if (access.removedAtMs !== null) throw new ApiError(403, 'student_removed');
  if (access.sessionId === undefined) throw new ApiError(404, 'session_not_found');
  return access.sessionId;
}

/** The student and their session as read, when the token is the student's (see checkedAccess). */
function authorized(
  read: StudentWithSession | undefined,
  token: string,
): { student: Student; session: ClassSession } {
  const access = read && {
    tokenHash: read.student.tokenHash,
    removedAtMs: read.student.removedAtMs,
    sessionId: read.session?.id,
  };
  checkedAccess(access, token);
  // Checked: the student was read, and so was their session.
  return read as { student: Student; session: ClassSession };
}

/**
 * What a new student's device brings to a join (see joinBodySchema): the facts it remembers, and
 * the name their last lesson gave them.
 */
export interface FromDevice {
  readonly facts?: DeviceFacts | undefined;
  readonly lessonName?: string | undefined;
}

/** How a join brings the student's first problem (see createStudentsService). */
export interface JoinQuestion {
  /** The first problem of a student who has just joined, or null when they have none now. */
  readonly of: (session: ClassSession, student: Student) => Promise<ClassProblem | null>;
  /** Told of an error issuing it: the join goes on without it, and the screen asks as before. */
  readonly failed: (error: unknown) => void;
}

/**
 * Joining, rejoining and leaving a class, and what a student may read about themselves. With
 * `joinQuestion`, a join from the join page into a running class carries the student's first
 * problem, so that their screen shows it without asking for it.
 */
export function createStudentsService(
  { store, notifier, now, limits }: ClassDeps,
  joinQuestion?: JoinQuestion,
) {
  async function activeSession(code: string): Promise<ClassSession> {
    const session = await store.sessions.findActiveByCode(normalizeSessionCode(code));
    if (session === undefined) throw new ApiError(404, 'session_not_found');
    return session;
  }

  async function progress(session: ClassSession, student: Student): Promise<StudentProgress> {
    // Nothing answered yet (the count only grows): no answers to read, as at every join.
    if (student.questionsAnswered === 0) return progressOf(session, student, [], []);
    const [recent, totals] = await Promise.all([
      store.problems.listRecentAnsweredByStudent(student.id, PROGRESS_ATTEMPTS_MAX),
      student.operationTotals ?? store.problems.answeredTotalsByStudent(student.id),
    ]);
    return progressOf(session, student, recent, totals);
  }

  /**
   * The problem a join carries: only into a running class, and not for a restore on load. The
   * student is stored by now, so a failure leaves the join as it was, without the problem.
   */
  async function firstProblem(session: ClassSession, student: Student, rejoinOnly: boolean) {
    if (joinQuestion === undefined || rejoinOnly || session.phase !== 'running') return null;
    try {
      return await joinQuestion.of(session, student);
    } catch (error) {
      joinQuestion.failed(error);
      return null;
    }
  }

  async function joinReply(
    session: ClassSession,
    student: Student,
    token: string,
    { isRejoin, rejoinOnly }: { isRejoin: boolean; rejoinOnly: boolean },
  ): Promise<JoinReply> {
    const { operations, autoStart } = session.settings;
    const first = operations[session.currentOperationIndex] ?? operations[0];
    const [progressNow, problem] = await Promise.all([
      progress(session, student),
      firstProblem(session, student, rejoinOnly),
    ]);
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
      progress: progressNow,
      sessionState: {
        isPersistent: true,
        isStarted: session.phase === 'running',
        phase: session.phase,
      },
      ...(problem === null ? {} : { firstProblem: problem }),
    };
  }

  async function insertNewStudent(
    session: ClassSession,
    name: string,
    { facts, lessonName }: FromDevice,
  ): Promise<{ student: Student; token: string }> {
    const { operations, randomizeOperations } = session.settings;
    const token = newToken();
    const id = newId();
    const time = now();
    const factSchedule = facts === undefined ? undefined : scheduleFromDeviceFacts(facts, time);
    const tokenHash = hashToken(token);
    const order = operationOrder(operations.length, randomizeOperations, orderSeed(id));
    // A name clashes only with a student stored since the names were read, so the class is full
    // (session_full below) before the tries run out, however many join under one name at once.
    for (let attempt = 0; attempt <= limits.studentsPerSession; attempt += 1) {
      const students = await store.students.listNamesBySession(session.id);
      const seated = students.filter((student) => student.removedAtMs === null).length;
      if (seated >= limits.studentsPerSession)
        throw new ApiError(409, 'session_full', { max: limits.studentsPerSession });
      const taken = students.map((student) => student.name);
      const uniqueName = distinctName(name, taken, lookAlikeKeys, lessonName);
      const student = newStudent({
        id,
        sessionId: session.id,
        name: uniqueName,
        tokenHash,
        joinedAtMs: time,
        operationOrder: order,
        operationPosition: Math.min(session.currentOperationIndex, operations.length - 1),
        ...(factSchedule === undefined ? {} : { factSchedule }),
      });
      if (await store.writeTogether(id, (repos) => repos.students.insert(student)))
        return { student, token };
      // Another student took the same name at the same moment: pick the next free one.
    }
    throw new Error('No free name found');
  }

  return {
    /**
     * Joins a student to the session with this code. A valid reconnection token rejoins as the same
     * student, with the same name and progress; otherwise a new student is added under a name no one
     * else in the session has, once `admitNew` (the pace of new joins) lets them in.
     */
    async join(
      code: string,
      rawName: string,
      reconnectionToken: string | undefined,
      rejoinOnly = false,
      fromDevice: FromDevice = {},
      admitNew: () => Promise<void> = () => Promise.resolve(),
    ): Promise<JoinReply> {
      const session = await activeSession(code);
      if (reconnectionToken !== undefined) {
        const existing = await store.students.findBySessionAndTokenHash(
          session.id,
          hashToken(reconnectionToken),
        );
        if (existing?.removedAtMs != null) throw new ApiError(403, 'student_removed');
        if (existing !== undefined) {
          await store.students.markBack(existing.id, now());
          const student = { ...existing, leftAtMs: null };
          notifier.toTeachers(session.id, 'studentJoined', studentSummary(student, true));
          return joinReply(session, student, reconnectionToken, { isRejoin: true, rejoinOnly });
        }
      }
      if (rejoinOnly) throw new ApiError(404, 'reconnection_expired');
      if (session.locked) throw new ApiError(403, 'session_locked');
      await admitNew();
      const { student, token } = await insertNewStudent(session, acceptedName(rawName), fromDevice);
      const time = now();
      if (activityWriteDue(session.lastActivityAtMs, time))
        await store.sessions.update(session.id, { lastActivityAtMs: time });
      notifier.toTeachers(session.id, 'studentJoined', studentSummary(student, false));
      return joinReply(session, student, token, { isRejoin: false, rejoinOnly });
    },

    /**
     * Whether the token is the reconnection token of a student (removed or not) of the live session
     * with this code. One read by the token's hash, so a made-up token learns nothing about any
     * code; with it a student's rejoin passes the limit on wrong codes.
     */
    async isStudentTokenOf(code: string, token: string): Promise<boolean> {
      const session = await store.students.findSessionOfTokenHash(hashToken(token));
      return session?.status === 'active' && session.code === normalizeSessionCode(code);
    },

    /**
     * The student and their session when the token is that student's: 401 without a token, 403 with
     * another student's (or any other) token or for a removed student, 404 for an unknown student.
     * One read takes both.
     */
    async authorizeStudent(
      studentId: string,
      token: string | undefined,
    ): Promise<{ student: Student; session: ClassSession }> {
      if (token === undefined) throw new ApiError(401, 'missing_token');
      return authorized(await store.students.findWithSession(studentId), token);
    },

    /**
     * The session's id when the token is the student's, for their live connection: the checks of
     * authorizeStudent, from a read of only what they need (not the student's fact schedule).
     */
    async authorizeLiveStudent(studentId: string, token: string): Promise<string> {
      return checkedAccess(await store.students.findAccess(studentId), token);
    },

    /** A student and their session, for a caller already authorised (the student's socket). */
    async loadStudent(studentId: string): Promise<{ student: Student; session: ClassSession }> {
      const read = await store.students.findWithSession(studentId);
      if (read?.session === undefined) throw new ApiError(404, 'student_not_found');
      return { student: read.student, session: read.session };
    },

    progress,

    /** The student's own view: the session and their progress, nothing about others. */
    async studentState(session: ClassSession, student: Student): Promise<StudentSessionState> {
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

    /**
     * The student leaves; progress is kept so they can rejoin with the same code. Leaving again
     * before a rejoin changes nothing and tells no one, so the teacher's screen hears one "left"
     * per rejoin at most, and rejoins are limited per token (student-allowance.ts).
     */
    async leave(session: ClassSession, student: Student): Promise<void> {
      if (!(await store.students.markLeft(student.id, now()))) return;
      notifier.toTeachers(session.id, 'studentLeft', { studentId: student.id });
    },
  };
}

/** The students service. */
export type StudentsService = ReturnType<typeof createStudentsService>;
