import type { SessionSettings } from '#shared/contracts/session-settings';
import type {
  CreateSessionReply,
  SessionPublicView,
  StudentSummary,
  TeacherSessionState,
} from '#shared/contracts/sessions';
import { normalizeSessionCode } from '#shared/contracts/session-code';
import type { StudentsToRemove } from '#shared/contracts/remove-students';
import { ApiError } from '#server/api-error';
import { hashToken, newId, newSessionCode, newToken, tokenMatches } from '#server/auth/tokens';
import type { Repos } from '#server/features/class/storage/class-store';
import type { ClassDeps } from '#server/features/class/class-deps';
import { focusFactsOf } from '#server/features/class/model/focus-facts';
import { publicView, studentSummary } from '#server/features/class/views/session-views';
import type { ClassSession } from '#server/features/class/model/class-model';
import {
  classStepAfterEdit,
  nextOperationMove,
  nextRoundMove,
  keepsOpenQuestion,
  settingsMove,
} from '#server/features/class/model/student-moves';
import { examEndAfterSettings } from '#server/features/class/model/exam-end';
import { studentsToRemove } from './students-to-remove';
import { moveStudents } from './move-students';

const CODE_ATTEMPTS = 10;

/** Creating sessions, reading them, and everything only the teacher may do. */
export function createSessionsService({ store, notifier, now }: ClassDeps) {
  async function teacherState(session: ClassSession): Promise<TeacherSessionState> {
    return {
      ...publicView(session, now()),
      students: await studentSummaries(session.id),
      focusFacts: focusFactsOf(session),
    };
  }

  /**
   * Every student of the session in the order they joined, removed students included and marked:
   * their answers stay in the session's figures and reports.
   */
  async function studentSummaries(sessionId: string): Promise<StudentSummary[]> {
    const [students, connected] = await Promise.all([
      store.students.listStandingsBySession(sessionId),
      notifier.connectedStudentIds(sessionId),
    ]);
    return students.map((student) => studentSummary(student, connected.has(student.id)));
  }

  /**
   * Starts the next round for every student who has finished (not the removed); returns who. They
   * are told by `tellBroughtBack` once the change is stored.
   */
  async function bringBackFinished(repos: Repos, sessionId: string): Promise<string[]> {
    return moveStudents(repos, sessionId, nextRoundMove);
  }

  /** Students brought back ask for their state again, and with it their next question. */
  function tellBroughtBack(session: ClassSession, studentIds: readonly string[]): void {
    const view = publicView(session, now());
    for (const studentId of studentIds)
      notifier.toStudent(studentId, 'settingsChanged', {
        operations: view.operations,
        settings: view.settings,
        currentOperationIndex: view.currentOperationIndex,
      });
  }

  /** Stores the change, then sends the teacher the new full state. */
  async function pushTeacherState(sessionId: string): Promise<ClassSession> {
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
        const session: ClassSession = {
          id: newId(),
          code: newSessionCode(),
          teacherId,
          teacherTokenHash: hashToken(teacherToken),
          status: 'active',
          phase: settings.autoStart ? 'running' : 'waiting',
          settings,
          currentOperationIndex: 0,
          startedAtMs: settings.autoStart ? time : null,
          endsAtMs:
            settings.autoStart && settings.examMode
              ? time + settings.examDurationMinutes * 60_000
              : null,
          createdAtMs: time,
          lastActivityAtMs: time,
          stopReason: null,
          stoppedAtMs: null,
          locked: false,
        };
        if ((await store.sessions.findActiveByCode(session.code)) !== undefined) continue;
        try {
          await store.sessions.insert(session);
          return { sessionId: session.id, sessionCode: session.code, teacherId, teacherToken };
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
    async authorizeTeacher(sessionId: string, token: string | undefined): Promise<ClassSession> {
      if (token === undefined) throw new ApiError(401, 'missing_token');
      const session = await store.sessions.findById(sessionId);
      if (session === undefined) throw new ApiError(404, 'session_not_found');
      if (!tokenMatches(token, session.teacherTokenHash)) throw new ApiError(403, 'forbidden');
      return session;
    },

    /** The session by id, for a caller already authorised (a teacher's socket). 404 when gone. */
    async sessionById(sessionId: string): Promise<ClassSession> {
      const session = await store.sessions.findById(sessionId);
      if (session === undefined) throw new ApiError(404, 'session_not_found');
      return session;
    },

    teacherState,
    studentSummaries,

    /** Records that the teacher's page is still open (heartbeat), so the session counts as active. */
    async touch(sessionId: string): Promise<void> {
      await store.sessions.update(sessionId, { lastActivityAtMs: now() });
    },

    /**
     * Starts or resumes practice; students in the session are told at once. Questions given before
     * a stop are dropped: each student gets a new one, timed from now.
     */
    async start(session: ClassSession): Promise<TeacherSessionState> {
      const { settings } = session;
      const time = now();
      if (session.endsAtMs !== null && time >= session.endsAtMs)
        throw new ApiError(409, 'exam_ended');
      if (session.phase !== 'running') {
        const firstStart = session.startedAtMs === null;
        await store.transaction(async (repos) => {
          await repos.sessions.update(session.id, {
            phase: 'running',
            startedAtMs: firstStart ? time : session.startedAtMs,
            endsAtMs:
              firstStart && settings.examMode
                ? time + settings.examDurationMinutes * 60_000
                : session.endsAtMs,
            stopReason: null,
            lastActivityAtMs: time,
          });
          // The students' screens ask for a question afresh: a new one, whose time (the limit, and
          // the time an answer counts) starts now, not at an issue from before the stop.
          await repos.problems.deleteOpenInSession(session.id);
        });
      }
      const updated = await pushTeacherState(session.id);
      notifier.toStudents(session.id, 'sessionStarted', {
        config: { examMode: settings.examMode, examDurationMinutes: settings.examDurationMinutes },
        startedAtMs: updated.startedAtMs ?? time,
        endsAtMs: updated.endsAtMs,
        serverNowMs: now(),
      });
      return teacherState(updated);
    },

    /** Stops practice; students see their results (reason teacher-stopped). */
    async stop(session: ClassSession): Promise<TeacherSessionState> {
      const time = now();
      await store.sessions.update(session.id, {
        phase: 'stopped',
        stopReason: 'teacher-stopped',
        // A second Stop keeps the first one's time, so the grace of answers never moves later.
        ...(session.phase === 'running' ? { stoppedAtMs: time } : {}),
        lastActivityAtMs: time,
      });
      const updated = await pushTeacherState(session.id);
      notifier.toStudents(session.id, 'sessionStopped', { reason: 'teacher-stopped' });
      return teacherState(updated);
    },

    /** Ends the session and deletes it with every student and answer; students are told on screen. */
    async end(session: ClassSession): Promise<void> {
      await store.sessions.delete(session.id);
      notifier.sessionEnded(session.id);
    },

    /**
     * New operations and modes during a session. Counts are kept; each student gets the new
     * operations from their next question, and the exam clock follows the new exam settings
     * (examEndAfterSettings).
     */
    async updateSettings(
      session: ClassSession,
      settings: SessionSettings,
    ): Promise<TeacherSessionState> {
      await store.transaction(async (repos) => {
        const { focusFacts } = session.settings;
        const time = now();
        const endsAtMs = examEndAfterSettings(session, settings, time);
        await repos.sessions.update(session.id, {
          settings: { ...settings, focusFacts },
          currentOperationIndex: classStepAfterEdit(
            session.settings,
            settings,
            session.currentOperationIndex,
          ),
          endsAtMs,
          lastActivityAtMs: time,
        });
        // A finished exam is over for good, and so is one the edit ends (its end now past, for
        // the sweep to stop): more questions bring nobody back to it.
        const examOver =
          session.stopReason === 'completed' || (endsAtMs !== null && endsAtMs <= time);
        const move = settingsMove(session.settings, settings, examOver);
        await moveStudents(repos, session.id, move, async (student) => {
          if (!keepsOpenQuestion(session.settings, settings, student, move(student)))
            await repos.problems.deleteOpenForStudent(student.id);
        });
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

    /**
     * Sets the facts the class practises more of (fact keys; none: back to the students' own
     * schedules). The settings keep them until the teacher changes them again; problems already
     * issued stay, the next ones follow. Setting them brings students who had finished back to
     * questions, so they practise them too.
     */
    async setFocusFacts(
      session: ClassSession,
      keys: readonly string[],
    ): Promise<TeacherSessionState> {
      const focusFacts = keys.length === 0 ? undefined : [...keys];
      const broughtBack = await store.transaction(async (repos: Repos) => {
        await repos.sessions.update(session.id, {
          settings: { ...session.settings, focusFacts },
          lastActivityAtMs: now(),
        });
        return focusFacts === undefined ? [] : bringBackFinished(repos, session.id);
      });
      const updated = await pushTeacherState(session.id);
      tellBroughtBack(updated, broughtBack);
      return teacherState(updated);
    },

    /**
     * Gives every student who has finished another round of their own schedule (the operations
     * again, the facts they need most first). Refused while nobody has finished.
     */
    async moreForFinished(session: ClassSession): Promise<TeacherSessionState> {
      const broughtBack = await store.transaction(async (repos: Repos) => {
        await repos.sessions.update(session.id, { lastActivityAtMs: now() });
        return bringBackFinished(repos, session.id);
      });
      if (broughtBack.length === 0) throw new ApiError(409, 'none_finished');
      const updated = await pushTeacherState(session.id);
      tellBroughtBack(updated, broughtBack);
      return teacherState(updated);
    },

    /** Opens or closes the session to new students; students with a valid token can always rejoin. */
    async setLocked(session: ClassSession, locked: boolean): Promise<TeacherSessionState> {
      await store.sessions.update(session.id, { locked, lastActivityAtMs: now() });
      return teacherState(await pushTeacherState(session.id));
    },

    /**
     * Removes the students `which` names (ids, or everyone who joined since a moment) in one
     * transaction: their tokens stop working at once, and each one's screen is told (`removed`) and
     * disconnected; the teacher then gets the new state once. An id that is not a student of this
     * session is 404 `student_not_found` and removes no one; students removed before are skipped,
     * so sending the same removal again changes nothing. Removed students stay in the teacher's
     * list, marked, and their answers in the session's figures, insight and reports until it ends.
     */
    async removeStudents(
      session: ClassSession,
      which: StudentsToRemove,
    ): Promise<TeacherSessionState> {
      const time = now();
      const removed = await store.transaction(async (repos: Repos) => {
        const chosen = studentsToRemove(
          await repos.students.listStandingsBySession(session.id),
          which,
        );
        if (chosen === undefined) throw new ApiError(404, 'student_not_found');
        return repos.students.markRemoved(session.id, chosen, time);
      });
      for (const studentId of removed) {
        notifier.toStudent(studentId, 'removed');
        notifier.disconnectStudent(studentId);
      }
      return teacherState(await pushTeacherState(session.id));
    },

    /**
     * Moves the class to the next operation; refused after the last one. Replies with the
     * teacher's state after the move, as the teacher's other actions do.
     */
    async nextOperation(session: ClassSession): Promise<TeacherSessionState> {
      const { operations } = session.settings;
      const next = session.currentOperationIndex + 1;
      if (next >= operations.length) throw new ApiError(409, 'last_operation');
      await store.transaction(async (repos: Repos) => {
        await repos.sessions.update(session.id, {
          currentOperationIndex: next,
          lastActivityAtMs: now(),
        });
        await moveStudents(repos, session.id, nextOperationMove(next), (student) =>
          repos.problems.deleteOpenForStudent(student.id),
        );
      });
      const updated = await pushTeacherState(session.id);
      const view = publicView(updated, now());
      notifier.toStudents(session.id, 'settingsChanged', {
        operations: view.operations,
        settings: view.settings,
        currentOperationIndex: next,
      });
      return teacherState(updated);
    },
  };
}

/** The sessions service. */
export type SessionsService = ReturnType<typeof createSessionsService>;
