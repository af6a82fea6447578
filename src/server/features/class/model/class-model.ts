import type { AnswerInput } from '#shared/maths/answer-input';
import type { SessionSettings } from '#shared/contracts/session-settings';
import type { SchedulerState } from '#shared/maths/fact-scheduler';
import type { AnswerTally } from '#shared/reports/fact-insight';
import type { FactsFrom } from './class-facts';

/*
 * The class as the services and rules see it: camelCase, real booleans, settings and schedules
 * parsed. Only the repositories know the rows these are stored as (class-rows.ts) and turn one
 * into the other (row-mapping.ts).
 */

/** Where a session is in its life: taking students before the start, practising, or stopped. */
export type SessionPhase = 'waiting' | 'running' | 'stopped';

/** Why a stopped session stopped: the teacher, or an exam's time. */
export type StopReason = 'teacher-stopped' | 'completed';

/** A class session. Times are epoch milliseconds. */
export interface ClassSession {
  readonly id: string;
  readonly code: string;
  readonly teacherId: string;
  readonly teacherTokenHash: string;
  /** Active until the teacher ends it. */
  readonly status: 'active' | 'ended';
  readonly phase: SessionPhase;
  /** Shared between reads of the same stored settings: never change it in place. */
  readonly settings: SessionSettings;
  /** The operation the teacher moved the class to (next-operation). */
  readonly currentOperationIndex: number;
  readonly startedAtMs: number | null;
  /** When an exam ends; null without an exam or before its start. */
  readonly endsAtMs: number | null;
  readonly createdAtMs: number;
  readonly lastActivityAtMs: number;
  /** Why the session is stopped, while it is. */
  readonly stopReason: StopReason | null;
  /**
   * When the class last stopped taking answers (the teacher's Stop, or the exam's end), which
   * starts the grace of answers on their way (answer-rules.ts); null before the first stop.
   */
  readonly stoppedAtMs: number | null;
  /** True while the session takes no new students (rejoins still work). */
  readonly locked: boolean;
}

/** What changes during a session's life. */
export type SessionChange = Partial<
  Omit<ClassSession, 'id' | 'code' | 'teacherId' | 'teacherTokenHash' | 'createdAtMs'>
>;

/**
 * The session as an answer is worked out from: it is counted only while all but the activity
 * time are unchanged, which every answer store checks as it writes.
 */
export type CountingSession = Pick<
  ClassSession,
  | 'id'
  | 'status'
  | 'phase'
  | 'settings'
  | 'currentOperationIndex'
  | 'endsAtMs'
  | 'stoppedAtMs'
  | 'lastActivityAtMs'
>;

/** A student's answered questions of one operation, summed up. */
export interface AnsweredTotals {
  readonly operationIndex: number;
  readonly completed: number;
  readonly correct: number;
  readonly timeSpentMs: number;
}

/** Where a student stands and what they have scored: everything an answer reads and moves. */
export interface StudentCounters {
  readonly id: string;
  readonly sessionId: string;
  readonly tokenHash: string;
  readonly joinedAtMs: number;
  readonly lastSeenAtMs: number;
  readonly leftAtMs: number | null;
  /** Set when the teacher removed the student; their token no longer works. */
  readonly removedAtMs: number | null;
  /** The order this student meets the session's operations in (indices). */
  readonly operationOrder: readonly number[];
  /** Position in that order. */
  readonly operationPosition: number;
  /** Questions answered in the current operation. */
  readonly operationQuestionNumber: number;
  /** The round, from 1: another round, or continuous mode starting again, adds one. */
  readonly round: number;
  readonly questionsAnswered: number;
  readonly correct: number;
  readonly incorrect: number;
  readonly streak: number;
  readonly bestStreak: number;
  readonly totalTimeSpentMs: number;
  readonly difficulty: number;
  readonly difficultyStreak: number;
  readonly finished: boolean;
  /** Per operation, kept with every answer; null for students who joined before it was kept. */
  readonly operationTotals: readonly AnsweredTotals[] | null;
  /** The student's fact schedule (empty for one who has none yet). */
  readonly factSchedule: SchedulerState;
  /**
   * Where their facts came from when the lesson began: their device, their class, or neither.
   * An answer is counted only while it is as read, so the class's facts arriving between two
   * answers are read with the next one.
   */
  readonly factsFrom: FactsFrom;
}

/** A student of a class. */
export interface Student extends StudentCounters {
  readonly name: string;
  /** The name in lower case; unique within a session. */
  readonly nameKey: string;
}

/**
 * What a student's token check reads: their token's hash, whether they were removed, and their
 * session's id when the session is still stored (a live connection needs nothing more).
 */
export interface StudentAccess {
  readonly tokenHash: string;
  readonly removedAtMs: number | null;
  readonly sessionId: string | undefined;
}

/** A student's name in their session, and whether they were removed (a join's check). */
export type StudentName = Pick<Student, 'name' | 'removedAtMs'>;

/**
 * A student as the teacher's list needs them: who, where and what they scored, without their
 * token, totals per operation or fact schedule, which a list of 30 would read for nothing.
 */
export type StudentStanding = Pick<
  Student,
  | 'id'
  | 'name'
  | 'joinedAtMs'
  | 'removedAtMs'
  | 'operationOrder'
  | 'operationPosition'
  | 'finished'
  | 'correct'
  | 'incorrect'
  | 'streak'
  | 'bestStreak'
  | 'questionsAnswered'
  | 'totalTimeSpentMs'
>;

/** What one counted answer changes on a student. */
export type StudentAnswerChange = Pick<
  StudentCounters,
  | 'correct'
  | 'incorrect'
  | 'streak'
  | 'bestStreak'
  | 'questionsAnswered'
  | 'totalTimeSpentMs'
  | 'operationPosition'
  | 'operationQuestionNumber'
  | 'round'
  | 'difficulty'
  | 'difficultyStreak'
  | 'finished'
  | 'lastSeenAtMs'
  | 'operationTotals'
  | 'factSchedule'
>;

/** Any of a student's columns but who they are: what a test writes to set a student up. */
export type StudentChange = Partial<Omit<Student, 'id' | 'sessionId' | 'joinedAtMs'>>;

/**
 * Where the teacher moves a student (the next operation, new settings, a next round): the order of
 * their operations, their place in it and their round. StudentsRepo.moveIfAt writes it.
 */
export type StudentMove = Partial<
  Pick<
    StudentCounters,
    | 'operationOrder'
    | 'operationPosition'
    | 'operationQuestionNumber'
    | 'round'
    | 'questionsAnswered'
    | 'difficulty'
    | 'difficultyStreak'
    | 'finished'
  >
>;

/** A student and their session (undefined only if the session is gone). */
export interface StudentWithSession {
  readonly student: Student;
  readonly session: ClassSession | undefined;
}

/** A student's answer to a problem, as the server checked it. */
export interface ProblemAnswer {
  readonly answeredAtMs: number;
  /** The choice tapped; null when the answer was typed or the time limit ran out first. */
  readonly choiceIndex: number | null;
  /** The number typed; null when a choice was tapped or the time limit ran out first. */
  readonly typedAnswer: number | null;
  readonly isCorrect: boolean;
  readonly timeSpentMs: number;
}

/**
 * Answered problems of a session that are alike (the same fact, number chosen and verdict),
 * counted together by the database: what the class insight reads, however long the lesson.
 */
export type AnsweredProblemTally = Omit<AnswerTally, 'operation'> & {
  /** The operation's name as stored (checked where it matters, see operationOf). */
  readonly operation: string;
};

/**
 * An answered problem of a session as a report reads each student's facts from it: whose, which
 * fact, the question's text (its length sets the fluency threshold), the verdict and the time.
 */
export interface StudentAnsweredFact {
  readonly studentId: string;
  /** The operation's name as stored (checked where it matters, see operationOf). */
  readonly operation: string;
  readonly operand1: number;
  readonly operand2: number;
  readonly stem: string;
  readonly isCorrect: boolean;
  readonly timeSpentMs: number;
  readonly correctAnswer: number;
  /** A typed answer's fluency allows for its digits. */
  readonly answerInput: AnswerInput;
}

/** A problem issued to a student, and its answer once given. */
export interface Problem {
  readonly id: string;
  readonly sessionId: string;
  readonly studentId: string;
  readonly operationIndex: number;
  /** The operation's name as stored (checked where it matters, see operationOf). */
  readonly operation: string;
  /** The student's question number in the whole session, from 1. */
  readonly questionNumber: number;
  readonly operationQuestionNumber: number;
  readonly level: number;
  readonly operand1: number;
  readonly operand2: number;
  readonly correctAnswer: number;
  readonly stem: string;
  readonly choices: readonly string[];
  readonly correctIndex: number;
  readonly issuedAtMs: number;
  /**
   * The longest the student's screen may wait before it shows the problem: the feedback pause of
   * the verdict it was issued with, 0 when it was fetched on its own.
   */
  readonly showDelayMs: number;
  /** How it is answered, fixed when it is issued from its operation's setting. */
  readonly answerInput: AnswerInput;
  /** Null until answered. */
  readonly answer: ProblemAnswer | null;
}
