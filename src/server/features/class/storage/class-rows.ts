import { sql } from 'kysely';
import type {
  EveryColumn,
  Flag,
  ProblemsTable,
  SessionsTable,
  StudentsTable,
} from '#server/db/schema';

/*
 * The rows of a class as stored: the one place their types and columns are defined. Only the
 * repositories see them; everything above works with the domain objects of class-model.ts.
 */

/** A stored class session. */
export type SessionRow = SessionsTable;

/** The columns that change during a session's life. */
export type SessionPatch = Partial<
  Omit<SessionRow, 'id' | 'code' | 'teacher_id' | 'teacher_token_hash' | 'created_at_ms'>
>;

const SESSION_COLUMNS_LISTED = [
  'id',
  'code',
  'teacher_id',
  'teacher_token_hash',
  'status',
  'phase',
  'settings_json',
  'current_operation_index',
  'started_at_ms',
  'ends_at_ms',
  'created_at_ms',
  'last_activity_at_ms',
  'stop_reason',
  'stopped_at_ms',
  'locked',
] as const;

/** Every column of the sessions table, for reads that take a session with another row. */
export const SESSION_COLUMNS: EveryColumn<SessionRow, typeof SESSION_COLUMNS_LISTED> =
  SESSION_COLUMNS_LISTED;

/** A stored student. */
export type StudentRow = StudentsTable;

/** The columns of a student's standing (StudentStanding). */
export const STANDING_COLUMNS = [
  'id',
  'name',
  'joined_at_ms',
  'removed_at_ms',
  'operation_order_json',
  'operation_position',
  'finished',
  'correct',
  'incorrect',
  'streak',
  'best_streak',
  'questions_answered',
  'total_time_ms',
] as const satisfies readonly (keyof StudentRow)[];

/** A student's row cut to the columns of their standing. */
export type StandingRow = Pick<StudentRow, (typeof STANDING_COLUMNS)[number]>;

/** The columns that change while a student practises. */
export type StudentPatch = Partial<Omit<StudentRow, 'id' | 'session_id' | 'joined_at_ms'>>;

/** The columns one counted answer writes. */
export const ANSWER_PATCH_COLUMNS = [
  'correct',
  'incorrect',
  'streak',
  'best_streak',
  'questions_answered',
  'total_time_ms',
  'operation_position',
  'operation_question_number',
  'round_number',
  'difficulty',
  'difficulty_streak',
  'finished',
  'last_seen_at_ms',
  'operation_totals_json',
  'fact_schedule_json',
] as const satisfies readonly (keyof StudentRow)[];

/** What one counted answer changes on the student's row. */
export type StudentAnswerPatch = Pick<StudentRow, (typeof ANSWER_PATCH_COLUMNS)[number]>;

/** A stored problem and, once given, its answer. */
export type ProblemRow = ProblemsTable;

/**
 * The columns that tell answered problems alike for the class insight, with the choice made
 * (`chosen_answer`, read out of the choices by the query).
 */
export const ANSWERED_TALLY_COLUMNS = [
  'operation',
  'operand1',
  'operand2',
  'correct_answer',
  'is_correct',
] as const satisfies readonly (keyof ProblemRow)[];

/** Those columns of answered problems alike, the choice made, and how many there are of them. */
export type AnsweredTallyRow = Pick<ProblemRow, (typeof ANSWERED_TALLY_COLUMNS)[number]> & {
  /** The chosen choice as its JSON value reads in SQL; null when the time ran out. */
  chosen_answer: string | number | null;
  answers: number | string;
};

/** The columns of an answered problem that a report's per-student facts read. */
export const ANSWERED_FACT_COLUMNS = [
  'student_id',
  'operation',
  'operand1',
  'operand2',
  'stem',
  'is_correct',
  'time_spent_ms',
  'correct_answer',
  'answer_input',
] as const satisfies readonly (keyof ProblemRow)[];

/** An answered problem's row cut to those columns. */
export type AnsweredFactRow = Pick<ProblemRow, (typeof ANSWERED_FACT_COLUMNS)[number]>;

/** What answering fills in. */
export interface AnswerFields {
  answered_at_ms: number;
  /** Null when the question's time limit ran out before a choice. */
  choice_index: number | null;
  /** The number typed; null for a choice or when the time ran out. */
  typed_answer: number | null;
  is_correct: Flag;
  time_spent_ms: number;
}

const PROBLEM_COLUMNS_LISTED = [
  'id',
  'session_id',
  'student_id',
  'operation_index',
  'operation',
  'question_number',
  'operation_question_number',
  'level',
  'operand1',
  'operand2',
  'correct_answer',
  'stem',
  'choices_json',
  'correct_index',
  'issued_at_ms',
  'show_delay_ms',
  'answered_at_ms',
  'choice_index',
  'is_correct',
  'time_spent_ms',
  'answer_input',
  'typed_answer',
] as const;

/** Every column of the problems table. */
export const PROBLEM_COLUMNS: EveryColumn<ProblemRow, typeof PROBLEM_COLUMNS_LISTED> =
  PROBLEM_COLUMNS_LISTED;

/**
 * "When the student has no other problem waiting": the conflict target of the partial unique index
 * problems_one_open (migration 0006), written out for the statements put together by hand.
 */
export const ONE_OPEN_CONFLICT = sql`on conflict (student_id) where answered_at_ms is null do nothing`;
