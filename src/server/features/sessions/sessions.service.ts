import type { SessionSettings } from '#shared/contracts/session-settings';
import type {
  CreateSessionReply,
  SessionPublicView,
  StudentSummary,
  TeacherSessionState,
} from '#shared/contracts/sessions';
import { normalizeSessionCode } from '#shared/contracts/session-code';
import { ApiError } from '../../api-error';
import { hashToken, newId, newSessionCode, newToken, tokenMatches } from '../../auth/tokens';
import type { Repos } from '../class/class-store';
import type { ClassDeps } from '../class/class-deps';
import { operationOrder, orderSeed, START_POSITION } from '../class/progression';
import {
  focusFactsOf,
  operationOrderOf,
  publicView,
  settingsOf,
  studentSummary,
} from '../class/session-views';
import type { SessionRow } from '../class/class-rows';

const CODE_ATTEMPTS = 10;

/** Creating sessions, reading them, and everything only the teacher may do. */
export function createSessionsService({ store, notifier, now }: ClassDeps) {
  async function teacherState(session: SessionRow): Promise<TeacherSessionState> {
    return {
      ...publicView(session, now()),
      students: await studentSummaries(session.id),
      focusFacts: focusFactsOf(session),
    };
  }

  async function studentSummaries(sessionId: string): Promise<StudentSummary[]> {
    const [students, connected] = await Promise.all([
      store.students.listBySession(sessionId),
      notifier.connectedStudentIds(sessionId),
    ]);
    return students
      .filter((student) => student.removed_at_ms === null)
      .map((student) => studentSummary(student, connected.has(student.id)));
  }

  /** Stores the change, then sends the teacher the new full state. */
  async function pushTeacherState(sessionId: string): Promise<SessionRow> {
    const session = await store.sessions.findById(sessionId);
    if (session === undefined) throw new ApiError(404, 'session_not_found');
    notifier.toTeachers(sessionId, 'teacherState', await teacherState(session));
    return session;
  }

  return {
    /**
     * Creates a session with a fresh code (unique among active sessions) and teacher token; with
     * auto start it is running at once.
     */
    async create(settings: SessionSettings): Promise<CreateSessionReply> {
      const teacherToken = newToken();
      const teacherId = newId();
      const time = now();
      for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
        const row: SessionRow = {
          id: newId(),
          code: newSessionCode(),
          teacher_id: teacherId,
          teacher_token_hash: hashToken(teacherToken),
          status: 'active',
          phase: settings.autoStart ? 'running' : 'waiting',
          settings_json: JSON.stringify(settings),
          current_operation_index: 0,
          started_at_ms: settings.autoStart ? time : null,
          ends_at_ms:
            settings.autoStart && settings.examMode
              ? time + settings.examDurationMinutes * 60_000
              : null,
          created_at_ms: time,
          last_activity_at_ms: time,
          stop_reason: null,
          locked: 0,
        };
        if ((await store.sessions.findActiveByCode(row.code)) !== undefined) continue;
        try {
          await store.sessions.insert(row);
          return { sessionId: row.id, sessionCode: row.code, teacherId, teacherToken };
        } catch {
          // Another process took the code between the check and the insert: try another.
        }
      }
      throw new Error('No free session code found');
    },

    /** The public view of an active session by its code, trimmed and case-insensitive. */
    async publicViewByCode(code: string): Promise<SessionPublicView> {
      const session = await store.sessions.findActiveByCode(normalizeSessionCode(code));
      if (session === undefined) throw new ApiError(404, 'session_not_found');
      return publicView(session, now());
    },

    /** The session when the token is its teacher's: 401 without a token, 403 with another. */
    async authorizeTeacher(sessionId: string, token: string | undefined): Promise<SessionRow> {
      if (token === undefined) throw new ApiError(401, 'missing_token');
      const session = await store.sessions.findById(sessionId);
      if (session === undefined) throw new ApiError(404, 'session_not_found');
      if (!tokenMatches(token, session.teacher_token_hash)) throw new ApiError(403, 'forbidden');
      return session;
    },

    /** The session by id, for a caller already authorised (a teacher's socket). 404 when gone. */
    async sessionById(sessionId: string): Promise<SessionRow> {
      const session = await store.sessions.findById(sessionId);
      if (session === undefined) throw new ApiError(404, 'session_not_found');
      return session;
    },

    teacherState,
    studentSummaries,

    /** Records that the teacher's page is still open (heartbeat), so the session counts as active. */
    async touch(sessionId: string): Promise<void> {
      await store.sessions.update(sessionId, { last_activity_at_ms: now() });
    },

    /** Starts or resumes practice; pupils in the session are told at once. */
    async start(session: SessionRow): Promise<TeacherSessionState> {
      const settings = settingsOf(session);
      const time = now();
      if (session.ends_at_ms !== null && time >= session.ends_at_ms)
        throw new ApiError(409, 'exam_ended');
      if (session.phase !== 'running') {
        const firstStart = session.started_at_ms === null;
        await store.sessions.update(session.id, {
          phase: 'running',
          started_at_ms: firstStart ? time : session.started_at_ms,
          ends_at_ms:
            firstStart && settings.examMode
              ? time + settings.examDurationMinutes * 60_000
              : session.ends_at_ms,
          stop_reason: null,
          last_activity_at_ms: time,
        });
      }
      const updated = await pushTeacherState(session.id);
      notifier.toStudents(session.id, 'sessionStarted', {
        config: { examMode: settings.examMode, examDurationMinutes: settings.examDurationMinutes },
        startedAt: updated.started_at_ms ?? time,
        endsAt: updated.ends_at_ms,
        serverNow: now(),
      });
      return teacherState(updated);
    },

    /** Stops practice; pupils see their results (reason teacher-stopped). */
    async stop(session: SessionRow): Promise<TeacherSessionState> {
      await store.sessions.update(session.id, {
        phase: 'stopped',
        stop_reason: 'teacher-stopped',
        last_activity_at_ms: now(),
      });
      const updated = await pushTeacherState(session.id);
      notifier.toStudents(session.id, 'sessionStopped', { reason: 'teacher-stopped' });
      return teacherState(updated);
    },

    /** Ends the session and deletes it with every pupil and answer; screens are sent home. */
    async end(session: SessionRow): Promise<void> {
      await store.sessions.delete(session.id);
      notifier.sessionEnded(session.id);
    },

    /**
     * New operations and modes during a session. Counts are kept; each pupil gets the new
     * operations from their next question.
     */
    async updateSettings(
      session: SessionRow,
      settings: SessionSettings,
    ): Promise<TeacherSessionState> {
      const lastIndex = settings.operations.length - 1;
      await store.transaction(async (repos) => {
        const { focusFacts } = settingsOf(session);
        await repos.sessions.update(session.id, {
          settings_json: JSON.stringify({ ...settings, focusFacts }),
          current_operation_index: Math.min(session.current_operation_index, lastIndex),
          last_activity_at_ms: now(),
        });
        for (const student of await repos.students.listBySession(session.id)) {
          const order = operationOrder(
            settings.operations.length,
            settings.randomizeOperations,
            orderSeed(student.id),
          );
          const changed = JSON.stringify(order) !== JSON.stringify(operationOrderOf(student));
          await repos.students.update(student.id, {
            operation_order_json: JSON.stringify(order),
            operation_position: Math.min(student.operation_position, lastIndex),
            ...(changed ? { operation_question_number: 0 } : {}),
          });
          await repos.problems.deleteOpenForStudent(student.id);
        }
      });
      const updated = await pushTeacherState(session.id);
      const view = publicView(updated, now());
      notifier.toStudents(session.id, 'settingsChanged', {
        operations: view.operations,
        settings: view.settings,
        currentOperationIndex: view.currentOperationIndex,
      });
      return teacherState(updated);
    },

    /** Opens or closes the session to new pupils; pupils with a valid token can always rejoin. */
    /**
     * Sets the facts the class practises more of (fact keys; none: back to the pupils' own
     * schedules). The settings keep them until the teacher changes them again; problems already
     * issued stay, the next ones follow.
     */
    async setFocusFacts(
      session: SessionRow,
      keys: readonly string[],
    ): Promise<TeacherSessionState> {
      const settings = settingsOf(session);
      const focusFacts = keys.length === 0 ? undefined : [...keys];
      await store.sessions.update(session.id, {
        settings_json: JSON.stringify({ ...settings, focusFacts }),
        last_activity_at_ms: now(),
      });
      return teacherState(await pushTeacherState(session.id));
    },

    async setLocked(session: SessionRow, locked: boolean): Promise<TeacherSessionState> {
      await store.sessions.update(session.id, {
        locked: locked ? 1 : 0,
        last_activity_at_ms: now(),
      });
      return teacherState(await pushTeacherState(session.id));
    },

    /**
     * Removes a pupil: their token stops working at once, their screen is told and disconnected,
     * and they leave the teacher's list. Their answers stay in the session's counts until it ends.
     */
    async removeStudent(session: SessionRow, studentId: string): Promise<TeacherSessionState> {
      const student = await store.students.findById(studentId);
      if (student === undefined || student.session_id !== session.id)
        throw new ApiError(404, 'student_not_found');
      await store.students.update(studentId, { removed_at_ms: now() });
      notifier.toStudent(studentId, 'removed');
      notifier.disconnectStudent(studentId);
      return teacherState(await pushTeacherState(session.id));
    },

    /** Moves the class to the next operation; refused after the last one. */
    async nextOperation(session: SessionRow): Promise<number> {
      const { operations } = settingsOf(session);
      const next = session.current_operation_index + 1;
      if (next >= operations.length) throw new ApiError(409, 'last_operation');
      await store.transaction(async (repos: Repos) => {
        await repos.sessions.update(session.id, {
          current_operation_index: next,
          last_activity_at_ms: now(),
        });
        for (const student of await repos.students.listBySession(session.id)) {
          if (student.finished === 1 || student.operation_position >= next) continue;
          await repos.students.update(student.id, {
            operation_position: next,
            operation_question_number: START_POSITION.operationQuestionNumber,
            difficulty: START_POSITION.difficulty,
            difficulty_streak: START_POSITION.difficultyStreak,
          });
          await repos.problems.deleteOpenForStudent(student.id);
        }
      });
      const updated = await pushTeacherState(session.id);
      const view = publicView(updated, now());
      notifier.toStudents(session.id, 'settingsChanged', {
        operations: view.operations,
        settings: view.settings,
        currentOperationIndex: next,
      });
      return next;
    },
  };
}

/** The sessions service. */
export type SessionsService = ReturnType<typeof createSessionsService>;
