import { z } from 'zod/mini';
import { ANSWER_INPUTS, MAX_TYPED_ANSWER } from '../maths/answer-input';
import { ANSWER_BODY_LIMITS } from './answer-limits';
import { MAX_BOX } from '../maths/fact-scheduler';
import { MAX_TALLY } from '../maths/rest-scale';
import { DEVICE_FACT_KEY, MAX_DEVICE_FACTS, MAX_QUESTIONS_SINCE } from './device-facts';
import { MATH_OPERATIONS } from '../maths/operations';
import { operationConfigSchema, sessionModesSchema } from './session-settings';

/** POST /api/sessions → 201. The teacher token is shown once; only its hash is stored. */
export const createSessionReplySchema = z.object({
  sessionId: z.string(),
  sessionCode: z.string(),
  teacherId: z.string(),
  teacherToken: z.string(),
});
export type CreateSessionReply = z.infer<typeof createSessionReplySchema>;

/** Where a session is in its lifecycle (SPEC §4). 'ended' sessions are not found any more. */
export const sessionPhaseSchema = z.enum(['waiting', 'running', 'stopped']);
export type SessionPhase = z.infer<typeof sessionPhaseSchema>;

/** GET /api/sessions/{code}: what anyone with the code may see; never student data. */
export const sessionPublicViewSchema = z.object({
  sessionId: z.string(),
  sessionCode: z.string(),
  status: z.literal('active'),
  isStarted: z.boolean(),
  phase: sessionPhaseSchema,
  operations: z.array(operationConfigSchema),
  settings: sessionModesSchema,
  currentOperationIndex: z.int(),
  /** Exam mode: when the exam ends, as epoch milliseconds; null before the start or without exam. */
  endsAtMs: z.nullable(z.number()),
  /** Why the session is stopped, while it is: by the teacher, or the exam time ran out. */
  stopReason: z.nullable(z.enum(['teacher-stopped', 'completed'])),
  /** True while the session takes no new students. */
  locked: z.boolean(),
  /** The server's clock when this was sent, so screens can correct their own clock. */
  serverNowMs: z.number(),
});
export type SessionPublicView = z.infer<typeof sessionPublicViewSchema>;

/** A student's running totals as the teacher sees them (SPEC §3 "Student in teacher view"). */
export const studentStatsSchema = z.object({
  correct: z.int(),
  incorrect: z.int(),
  streak: z.int(),
  bestStreak: z.int(),
  questionsAnswered: z.int(),
  /** Milliseconds, summed over answers (the server's vouched times). */
  totalTimeSpentMs: z.int(),
});
export type StudentStats = z.infer<typeof studentStatsSchema>;

/** One answered question, as kept per operation (SPEC §3 "Operation progress entry"). */
export const problemAttemptSchema = z.object({
  problem: z.string(),
  /** The answer chosen or typed; null when the time limit ran out before an answer. */
  answer: z.nullable(z.number()),
  correctAnswer: z.number(),
  isCorrect: z.boolean(),
  /** Milliseconds. */
  timeSpentMs: z.number(),
});

/**
 * The most answers a progress reply lists (over all operations, the latest): its counts cover
 * every answer, so the reply stays the same size however long a lesson runs.
 */
export const PROGRESS_ATTEMPTS_MAX = 50;

/** How far a student is in one operation. */
export const operationProgressSchema = z.object({
  operation: z.enum(MATH_OPERATIONS),
  numberRange: z.object({ min: z.number(), max: z.number() }),
  challengeCount: z.int(),
  completed: z.int(),
  correct: z.int(),
  /** Milliseconds. */
  timeSpentMs: z.number(),
  /** The student's latest answers of this operation, at most PROGRESS_ATTEMPTS_MAX in all. */
  attempts: z.array(problemAttemptSchema),
});
export type OperationProgress = z.infer<typeof operationProgressSchema>;

/** A student's progress through the session, counted by the server. */
export const studentProgressSchema = z.object({
  currentOperation: z.int(),
  questionsAnswered: z.int(),
  /** Questions in one pass; in continuous mode the student goes on past it. */
  totalQuestions: z.int(),
  finished: z.boolean(),
  operationProgress: z.array(operationProgressSchema),
  /** Milliseconds, summed over answers (the server's vouched times). */
  totalTimeSpentMs: z.int(),
});
export type StudentProgress = z.infer<typeof studentProgressSchema>;

/** A student's progress without the list of attempts: what a verdict carries, at a fixed size. */
export const studentProgressSummarySchema = z.extend(studentProgressSchema, {
  operationProgress: z.array(z.omit(operationProgressSchema, { attempts: true })),
});
export type StudentProgressSummary = z.infer<typeof studentProgressSummarySchema>;

/** A student in the teacher's list, removed students included (marked). */
export const studentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO 8601. */
  joinedAt: z.string(),
  connected: z.boolean(),
  currentOperationIndex: z.int(),
  finished: z.boolean(),
  /**
   * The teacher removed the student: they can no longer answer or rejoin, but their answers still
   * count in the session's figures, insight and reports.
   */
  removed: z.boolean(),
  stats: studentStatsSchema,
});
export type StudentSummary = z.infer<typeof studentSummarySchema>;

/** GET /api/sessions/{id}/students (teacher only). */
export const studentListReplySchema = z.object({ students: z.array(studentSummarySchema) });

/** A short fact key as the server stores it, `m7:8` (see DEVICE_FACT_KEY). */
const shortFactKeySchema = z.string().check(z.regex(DEVICE_FACT_KEY));

/** One count of a device's fact tally (see DeviceTally). */
const tallyCountSchema = z.int().check(z.gte(0), z.lte(MAX_TALLY));

/** The facts a student's device sends with a join (see DeviceFacts): each key once, at most 400. */
export const deviceFactsSchema = z
  .array(
    z.readonly(
      z.tuple([
        shortFactKeySchema,
        z.int().check(z.gte(0), z.lte(MAX_BOX)),
        z.nullable(z.int().check(z.gte(0))),
        z.optional(
          z.readonly(
            z.tuple([tallyCountSchema, tallyCountSchema, tallyCountSchema, tallyCountSchema]),
          ),
        ),
        z.optional(z.int().check(z.gte(0), z.lte(MAX_QUESTIONS_SINCE))),
      ]),
    ),
  )
  .check(
    z.maxLength(MAX_DEVICE_FACTS),
    z.refine((facts) => new Set(facts.map(([key]) => key)).size === facts.length, 'keys repeat'),
  );

/** POST /api/sessions/{code}/join. The token, when given, rejoins as the same student. */
export const joinBodySchema = z.object({
  name: z.string().check(z.maxLength(200, 'name_too_long')),
  reconnectionToken: z.optional(z.string().check(z.maxLength(200))),
  /** Restoring on app load: only rejoin; never add a new student (404 when the token is unknown). */
  rejoinOnly: z.optional(z.boolean()),
  /**
   * The facts the student's device remembers (see deviceFactsSchema): a new student's questions
   * continue from them. They order questions only, never a score; a rejoin ignores them.
   */
  facts: z.optional(deviceFactsSchema),
  /**
   * The name the student's device says their last lesson gave them ("Emil 2"): a new student
   * whose name it numbers gets it again when no one has it (distinctName), so that two children
   * of one name keep their names whoever joins first. Any other is ignored.
   */
  lessonName: z.optional(z.string().check(z.maxLength(200))),
});

/** POST /api/students/{id}/problems: the next question, without its answer. */
export const classProblemSchema = z.object({
  problemId: z.string(),
  stem: z.string(),
  /** The three answers to choose from; empty when the answer is typed. */
  choices: z.array(z.string()),
  /**
   * `typed`: the student types the number (typedAnswer); `choices` (or absent, from a process of
   * the previous version during a rolling update): one of the choices is tapped.
   */
  answerInput: z.optional(z.enum(ANSWER_INPUTS)),
  operation: z.enum(MATH_OPERATIONS),
  operationIndex: z.int(),
  /**
   * 1-based place of the operation in the student's own order ("step n/m"), which differs from
   * operationIndex + 1 when the teacher randomizes the operations. Always sent; optional so that
   * a page can still read a process of the previous version during a rolling update.
   */
  operationStep: z.optional(z.int()),
  /** 1-based within the student's round (one pass through the operations). */
  questionNumber: z.int(),
  /** 1-based within the current operation. */
  operationQuestionNumber: z.int(),
  /**
   * The student's round, from 1: another round the teacher gave, or continuous mode starting the
   * operations again, adds one. Always sent; optional so that a page can still read a process of
   * the previous version during a rolling update.
   */
  round: z.optional(z.int()),
  totalQuestions: z.int(),
  level: z.int(),
  timeLimitSeconds: z.nullable(z.int()),
  /**
   * Milliseconds left of the time limit when the question was sent (0 to the whole limit), null
   * without a limit: a question given again after a reload has had part of its time. Always
   * sent; optional so that a page can still read a process of the previous version during a
   * rolling update (the whole limit then).
   */
  timeLeftMs: z.optional(z.nullable(z.int())),
});
export type ClassProblem = z.infer<typeof classProblemSchema>;

/** The join reply, with the fields SPEC §3 lists. */
export const joinReplySchema = z.object({
  sessionId: z.string(),
  sessionCode: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  reconnectionToken: z.string(),
  isRejoin: z.boolean(),
  operations: z.array(operationConfigSchema),
  settings: z.object({
    skill: z.enum(MATH_OPERATIONS),
    minNumber: z.number(),
    maxNumber: z.number(),
    autoStart: z.boolean(),
    questionsPerSet: z.int(),
  }),
  progress: studentProgressSchema,
  sessionState: z.object({
    isPersistent: z.boolean(),
    isStarted: z.boolean(),
    phase: sessionPhaseSchema,
  }),
  /**
   * The student's first question, when the class runs and they have one to answer: the join
   * issues it, so the screen needs no request for it (POST /api/students/{id}/problems returns the
   * same one until it is answered). Absent otherwise, and from a process of the previous version.
   */
  firstProblem: z.optional(classProblemSchema),
});
export type JoinReply = z.infer<typeof joinReplySchema>;

/** POST /api/students/{id}/answers. Any isCorrect sent along is dropped: the server decides. */
export const answerBodySchema = z.object({
  problemId: z.string().check(z.minLength(1), z.maxLength(ANSWER_BODY_LIMITS.problemIdMaxLength)),
  /**
   * The chosen answer; null when the answer is typed, or the question's time limit ran out
   * before any choice.
   */
  choiceIndex: z.nullable(z.int().check(z.gte(0), z.lte(ANSWER_BODY_LIMITS.maxChoiceIndex))),
  /**
   * The number typed, for a problem whose answerInput is `typed`: a whole number of at most six
   * digits, or null when the time limit ran out first. Absent for a choice.
   */
  typedAnswer: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(MAX_TYPED_ANSWER)))),
  /** Milliseconds the student took, as measured on the device; clamped by the server. */
  timeSpentMs: z.number().check(z.gte(0), z.lte(ANSWER_BODY_LIMITS.maxTimeSpentMs)),
});
export type AnswerBody = z.infer<typeof answerBodySchema>;

/** The server's verdict on an answer. A repeated answer gets the first verdict again. */
export const answerReplySchema = z.object({
  isCorrect: z.boolean(),
  correctIndex: z.int(),
  correctAnswer: z.number(),
  /**
   * The answer the verdict is on: the one sent, or for a repeated answer the one counted first
   * (another tab's, say), so a screen shows the choice that counted. Optional for replies of a
   * server from before it.
   */
  answered: z.optional(
    z.object({ choiceIndex: z.nullable(z.int()), typedAnswer: z.nullable(z.int()) }),
  ),
  stats: studentStatsSchema,
  /** Counts per operation; the attempts themselves come with the state and GET .../progress. */
  progress: studentProgressSummarySchema,
  /**
   * The student's next question, issued with the verdict so no second request is needed; null after
   * the last question or when the session is not running.
   */
  nextProblem: z.nullable(classProblemSchema),
});
export type AnswerReply = z.infer<typeof answerReplySchema>;

/** PUT /api/sessions/{id}/lock: whether new students may join (rejoins always may). */
export const lockBodySchema = z.object({ locked: z.boolean() });

/** The teacher's full view of a session: sent on every (re)connect and after each action. */
export const teacherSessionStateSchema = z.extend(sessionPublicViewSchema, {
  students: z.array(studentSummarySchema),
  /** The facts the class practises more of, after "Practise what the class missed"; else empty. */
  focusFacts: z.array(
    z.object({ operation: z.enum(MATH_OPERATIONS), operand1: z.int(), operand2: z.int() }),
  ),
});
export type TeacherSessionState = z.infer<typeof teacherSessionStateSchema>;

/** A student's full view: the session and their own progress, nothing about anyone else. */
export const studentSessionStateSchema = z.extend(sessionPublicViewSchema, {
  student: z.object({
    id: z.string(),
    name: z.string(),
    progress: studentProgressSchema,
    stats: studentStatsSchema,
  }),
});
export type StudentSessionState = z.infer<typeof studentSessionStateSchema>;

/** The 204 of DELETE routes: no body at all. */
export const noContentReplySchema = z.void().check(z.describe('No content'));

/**
 * PUT /api/sessions/{id}/students/{studentId}/class-facts (teacher): the facts the class holds of
 * a pupil, for a student whose device brought none, in the form a device sends them.
 */
export const classFactsBodySchema = z.object({ facts: deviceFactsSchema });
export type ClassFactsBody = z.infer<typeof classFactsBodySchema>;
