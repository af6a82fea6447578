import type { Kysely, Transaction } from 'kysely';

/** 0 or 1: booleans as both engines store them alike. */
export type Flag = 0 | 1;

/** A class session. Times are epoch milliseconds. */
export interface SessionsTable {
  id: string;
  code: string;
  teacher_id: string;
  teacher_token_hash: string;
  status: 'active' | 'ended';
  phase: 'waiting' | 'running' | 'stopped';
  settings_json: string;
  current_operation_index: number;
  started_at_ms: number | null;
  ends_at_ms: number | null;
  created_at_ms: number;
  last_activity_at_ms: number;
  /** Why the session is stopped, while it is. */
  stop_reason: 'teacher-stopped' | 'completed' | null;
  /** When the class last stopped taking answers (Stop, or the exam's end); null before. */
  stopped_at_ms: number | null;
  /** 1 while the session takes no new students (rejoins still work). */
  locked: Flag;
}

/** A student in a session, with the running totals the server counts. */
export interface StudentsTable {
  id: string;
  session_id: string;
  name: string;
  /** The name in lower case; unique within a session. */
  name_key: string;
  /**
   * The name's look-alike key (students/name-skeleton.ts), unique within a session; null for a
   * student stored before it was kept.
   */
  look_key: string | null;
  token_hash: string;
  joined_at_ms: number;
  last_seen_at_ms: number;
  left_at_ms: number | null;
  /** The order this student meets the session's operations in (indices), JSON. */
  operation_order_json: string;
  /** Position in that order. */
  operation_position: number;
  /** Questions answered in the current operation. */
  operation_question_number: number;
  /** The student's round, from 1 (another round, or continuous mode starting again, adds one). */
  round_number: number;
  questions_answered: number;
  correct: number;
  incorrect: number;
  streak: number;
  best_streak: number;
  total_time_ms: number;
  difficulty: number;
  difficulty_streak: number;
  finished: Flag;
  /** Set when the teacher removed the student; their token no longer works. */
  removed_at_ms: number | null;
  /**
   * Answered, correct and time per operation index, JSON, kept with every answer so an answer
   * reads no history. Null for students who joined before it was kept.
   */
  operation_totals_json: string | null;
  /**
   * The student's fact schedule (the shared fact scheduler's state, JSON), kept with every answer:
   * missed facts come back, no fact twice in a row. Null for students who joined before it was kept.
   */
  fact_schedule_json: string | null;
  /** Where the student's facts came from at the start: 'device', 'class', or null (neither). */
  facts_from: 'device' | 'class' | null;
  /**
   * The facts the teacher's device sent from the class (a schedule, as fact_schedule_json), read
   * together with the schedule: each fact the schedule has not met yet is taken from them.
   */
  class_facts_json: string | null;
}

/** A problem issued to a student, and the answer once given. */
export interface ProblemsTable {
  id: string;
  session_id: string;
  student_id: string;
  operation_index: number;
  operation: string;
  question_number: number;
  operation_question_number: number;
  level: number;
  operand1: number;
  operand2: number;
  correct_answer: number;
  stem: string;
  choices_json: string;
  correct_index: number;
  issued_at_ms: number;
  show_delay_ms: number;
  answered_at_ms: number | null;
  choice_index: number | null;
  is_correct: Flag | null;
  time_spent_ms: number | null;
  /** `choices` or `typed` (see AnswerInput). */
  answer_input: string;
  /** The number typed; null for a choice or when the time ran out. */
  typed_answer: number | null;
}

/** A message from the contact form. */
export interface SupportTicketsTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  category: string;
  priority: number;
  status: 'open' | 'closed';
  created_at_ms: number;
  closed_at_ms: number | null;
}

/**
 * A class's end-to-end encrypted backup: the bytes the teacher's device sealed, which the server
 * cannot open, and the hash of the token that writes them. Times are epoch milliseconds.
 */
export interface ClassBackupsTable {
  /** 32 lowercase hex characters, drawn from the recovery code on the teacher's device. */
  id: string;
  /** SHA-256 (hex) of the write token. */
  token_hash: string;
  /** The sealed bytes (SQLite BLOB, PostgreSQL bytea). */
  sealed: Uint8Array;
  /** 1 when created, one more with each write. */
  version: number;
  size_bytes: number;
  created_at_ms: number;
  updated_at_ms: number;
  /** The last read or write; the retention sweep deletes what has not been used for long. */
  last_used_at_ms: number;
}

/** Every table the app stores, as Kysely sees them. */
export interface DatabaseSchema {
  support_tickets: SupportTicketsTable;
  sessions: SessionsTable;
  students: StudentsTable;
  problems: ProblemsTable;
  class_backups: ClassBackupsTable;
}

/** The database handle the repositories take: the database itself or an open transaction. */
export type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** The database itself (not a transaction), for opening and closing. */
export type Database = Kysely<DatabaseSchema>;

/** Which engine is behind a Db; the SQL is the same, a few defaults differ. */
export type DialectName = 'sqlite' | 'postgres';

/** The list itself when it names every column of `Row` (and nothing else); never otherwise. */
export type EveryColumn<Row, Listed extends readonly (keyof Row)[]> =
  Exclude<keyof Row, Listed[number]> extends never ? Listed : never;
