import * as v from 'valibot';
import type { OperationConfig } from '#shared/contracts/session-settings';
import { MAX_NAME_UTF16_LENGTH } from '#shared/contracts/student-name';
import { ANSWER_BODY_LIMITS } from '#shared/contracts/answer-limits';
import { ANSWER_INPUTS, MAX_TYPED_ANSWER } from '#shared/maths/answer-input';
import { MATH_OPERATIONS } from '#shared/maths/operations';
import { canStayStored } from './session-expiry';
import { defineStore } from '#client/lib/storage';

const wholeNumber = v.pipe(v.number(), v.integer());

/**
 * An operation as the server's join reply gave it (already checked against the contract there),
 * kept with the session; typed as the contract's OperationConfig so the two cannot drift.
 */
const storedOperationSchema: v.GenericSchema<unknown, OperationConfig> = v.object({
  type: v.picklist(MATH_OPERATIONS),
  numberRange: v.object({ min: wholeNumber, max: wholeNumber }),
  challengeCount: wholeNumber,
  timeLimitSeconds: v.optional(wholeNumber),
  answerInput: v.optional(v.picklist(ANSWER_INPUTS)),
});

/**
 * An answer given while offline, sent again when the connection is back (counted once): the
 * contract's answer body (answerBodySchema), with its limits, so a kept answer the server would
 * refuse is dropped on load instead of sent again and again.
 */
export const pendingAnswerSchema = v.object({
  problemId: v.pipe(v.string(), v.minLength(1), v.maxLength(ANSWER_BODY_LIMITS.problemIdMaxLength)),
  /** Null when the answer is typed, or the question's time ran out before a choice. */
  choiceIndex: v.nullable(
    v.pipe(wholeNumber, v.minValue(0), v.maxValue(ANSWER_BODY_LIMITS.maxChoiceIndex)),
  ),
  /** The number typed; null when the time ran out first; absent for a choice. */
  typedAnswer: v.optional(
    v.nullable(v.pipe(wholeNumber, v.minValue(0), v.maxValue(MAX_TYPED_ANSWER))),
  ),
  timeSpentMs: v.pipe(v.number(), v.minValue(0), v.maxValue(ANSWER_BODY_LIMITS.maxTimeSpentMs)),
});

/**
 * A student's place in a class, kept so a reload or a dropped connection does not lose it. Its
 * moments (`joinedAt`, `lastActivity`) are milliseconds since 1970.
 */
export const studentSessionSchema = v.object({
  role: v.literal('student'),
  sessionId: v.string(),
  sessionCode: v.string(),
  studentId: v.string(),
  studentName: v.string(),
  reconnectionToken: v.string(),
  isActive: v.boolean(),
  isPersistent: v.boolean(),
  joinedAt: v.number(),
  lastActivity: v.number(),
  operations: v.optional(v.array(storedOperationSchema)),
  currentOperation: v.optional(v.picklist(MATH_OPERATIONS)),
  pendingAnswer: v.optional(pendingAnswerSchema),
  /** The class's answers go into this device's facts (the student joined with them as theirs). */
  keepsDeviceFacts: v.optional(v.boolean()),
});
export type StoredStudentSession = v.InferOutput<typeof studentSessionSchema>;

/** A teacher's session: the token is the only key to it, so it is kept on this device only. */
export const teacherSessionSchema = v.object({
  role: v.literal('teacher'),
  sessionId: v.string(),
  sessionCode: v.string(),
  teacherId: v.string(),
  teacherToken: v.string(),
  isActive: v.boolean(),
  isPersistent: v.optional(v.boolean(), true),
  createdAt: v.number(),
  lastActivity: v.number(),
  /** The class on this device that the lesson is kept in, when started from one. */
  classId: v.optional(v.string()),
});
export type StoredTeacherSession = v.InferOutput<typeof teacherSessionSchema>;

/** Either kind of stored session. */
export type StoredSession = StoredStudentSession | StoredTeacherSession;

const legacySessionSchema = v.object({
  role: v.optional(v.picklist(['student', 'teacher']), 'student'),
  sessionId: v.string(),
  sessionCode: v.string(),
  studentId: v.optional(v.string()),
  studentName: v.optional(v.string()),
  mathType: v.optional(v.picklist(MATH_OPERATIONS), 'addition'),
  minNumber: v.optional(wholeNumber, 1),
  maxNumber: v.optional(wholeNumber, 10),
  isActive: v.optional(v.boolean(), true),
  joinedAt: v.optional(v.number()),
  lastActivity: v.optional(v.number()),
});

/**
 * Session store v1 to v2 (SPEC §4): the single mathType becomes one operation, the session is not
 * persistent and gets a new reconnection token (the server will not know it, so the student joins
 * afresh). Teacher sessions of v1 held no token and cannot be carried over.
 */
export function migrateSessionV1(data: unknown): StoredSession | undefined {
  const parsed = v.safeParse(legacySessionSchema, data);
  if (!parsed.success || parsed.output.role !== 'student') return undefined;
  const old = parsed.output;
  if (old.studentId === undefined) return undefined;
  const joinedAt = old.joinedAt ?? old.lastActivity ?? 0;
  return {
    role: 'student',
    sessionId: old.sessionId,
    sessionCode: old.sessionCode,
    studentId: old.studentId,
    studentName: old.studentName ?? '',
    reconnectionToken: crypto.randomUUID(),
    isActive: old.isActive,
    isPersistent: false,
    joinedAt,
    lastActivity: old.lastActivity ?? joinedAt,
    operations: [
      {
        type: old.mathType,
        numberRange: { min: old.minNumber, max: old.maxNumber },
        challengeCount: 10,
      },
    ],
    currentOperation: old.mathType,
  };
}

/** The current class session of this device, student or teacher (session store v2, SPEC §4). */
export const classSessionStore = defineStore({
  key: 'mattemester.session',
  version: 2,
  schema: v.variant('role', [studentSessionSchema, teacherSessionSchema]),
  // v0 had no usable shape: dropped. v1 is wrapped as above.
  migrations: { 1: migrateSessionV1 },
});

/** The stored session if it is active and not expired in the store; an expired one is archived. */
export function currentSession(now = Date.now()): StoredSession | undefined {
  const stored = classSessionStore.read();
  if (stored === undefined || !stored.isActive) return undefined;
  if (!canStayStored(stored, now)) {
    endStoredSession(now);
    return undefined;
  }
  return stored;
}

/** The stored student session, if this device is a student in a class. */
export function storedStudentSession(now = Date.now()): StoredStudentSession | undefined {
  const stored = currentSession(now);
  return stored?.role === 'student' ? stored : undefined;
}

/** The stored teacher session, if this device runs a class. */
export function storedTeacherSession(now = Date.now()): StoredTeacherSession | undefined {
  const stored = currentSession(now);
  return stored?.role === 'teacher' ? stored : undefined;
}

/** Records activity (and optional changes) on the stored session. */
export function touchStoredSession(
  changes: Partial<StoredStudentSession> = {},
  now = Date.now(),
): void {
  const stored = classSessionStore.read();
  if (stored?.role === 'student')
    classSessionStore.write({ ...stored, ...changes, lastActivity: now });
  else if (stored !== undefined) classSessionStore.write({ ...stored, lastActivity: now });
}

/** A session this device took part in, kept so a student can rejoin after leaving (SPEC §4). */
export const previousSessionSchema = v.object({
  role: v.picklist(['student', 'teacher']),
  sessionId: v.string(),
  sessionCode: v.string(),
  studentName: v.optional(v.string()),
  reconnectionToken: v.optional(v.string()),
  endedAt: v.number(),
});
export type PreviousSession = v.InferOutput<typeof previousSessionSchema>;

/** Previous sessions, newest first. */
export const previousSessionsStore = defineStore({
  key: 'mattemester.previousSessions',
  version: 1,
  schema: v.array(previousSessionSchema),
});

/** At most this many previous sessions are kept, none older than 30 days (SPEC §9). */
export const PREVIOUS_SESSIONS = { max: 10, maxAgeMs: 30 * 24 * 60 * 60 * 1000 } as const;

/**
 * Ends the stored session on this device: it is marked inactive, put first in the previous
 * sessions (a student's with the token, so rejoining with the same code keeps their progress; a
 * teacher's without), and the current entry is cleared.
 */
export function endStoredSession(now = Date.now()): void {
  const stored = classSessionStore.read();
  if (stored !== undefined) {
    const entry: PreviousSession = {
      role: stored.role,
      sessionId: stored.sessionId,
      sessionCode: stored.sessionCode,
      endedAt: now,
      ...(stored.role === 'student'
        ? { studentName: stored.studentName, reconnectionToken: stored.reconnectionToken }
        : {}),
    };
    const others = (previousSessionsStore.read() ?? []).filter(
      (previous) => previous.sessionId !== stored.sessionId,
    );
    previousSessionsStore.write(prunePrevious([entry, ...others], now));
  }
  classSessionStore.clear();
}

/**
 * Ends the stored session only while it is still this one: a late reply about a session that is
 * over must not end the one this device has started or joined since.
 */
export function endStoredSessionOf(sessionId: string, now = Date.now()): void {
  if (classSessionStore.read()?.sessionId === sessionId) endStoredSession(now);
}

/** The list without entries older than 30 days, at most 10. */
export function prunePrevious(list: readonly PreviousSession[], now: number): PreviousSession[] {
  return list
    .filter((entry) => now - entry.endedAt <= PREVIOUS_SESSIONS.maxAgeMs)
    .slice(0, PREVIOUS_SESSIONS.max);
}

/** The reconnection token this device last had for a session code, current or previous. */
export function tokenForCode(code: string, now = Date.now()): string | undefined {
  const current = storedStudentSession(now);
  if (current?.sessionCode === code) return current.reconnectionToken;
  return prunePrevious(previousSessionsStore.read() ?? [], now).find(
    (entry) => entry.sessionCode === code,
  )?.reconnectionToken;
}

/** The name a student joined with last time, offered again on the join screen. */
export const rememberedNameStore = defineStore({
  key: 'mattemester.studentName',
  version: 1,
  schema: v.pipe(v.string(), v.maxLength(MAX_NAME_UTF16_LENGTH)),
});
