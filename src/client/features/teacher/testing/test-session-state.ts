import type { TeacherSessionState } from '#shared/contracts/sessions';
import type { StoredTeacherSession } from '#client/features/class/class-session-store';

/**
 * A teacher's session state for tests: code K7QM3X, running, addition then subtraction then
 * division (1-10, 10 questions each) on the first, no students; `changes` replace any of it.
 */
export function testSessionState(changes: Partial<TeacherSessionState> = {}): TeacherSessionState {
  return {
    sessionId: 'session-1',
    sessionCode: 'K7QM3X',
    status: 'active',
    isStarted: true,
    phase: 'running',
    operations: (['addition', 'subtraction', 'division'] as const).map((type) => ({
      type,
      numberRange: { min: 1, max: 10 },
      challengeCount: 10,
    })),
    settings: {
      autoStart: true,
      continuousMode: false,
      examMode: false,
      examDurationMinutes: 30,
      randomizeOperations: false,
    },
    currentOperationIndex: 0,
    endsAtMs: null,
    stopReason: null,
    locked: false,
    serverNowMs: 1_800_000_000_000,
    students: [],
    focusFacts: [],
    ...changes,
  };
}

/** The teacher's stored session of testSessionState, last active at `time`. */
export function testTeacherSession(time = 0): StoredTeacherSession {
  return {
    role: 'teacher',
    sessionId: 'session-1',
    sessionCode: 'K7QM3X',
    teacherId: 'teacher-1',
    teacherToken: 'token-1',
    isActive: true,
    isPersistent: true,
    createdAt: time,
    lastActivity: time,
  };
}
