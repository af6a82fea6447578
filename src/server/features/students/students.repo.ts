import { sql, type SqlBool } from 'kysely';
import { preparedQuery, slotsFor } from '../../db/prepared-query';
import type { Database, Db, EveryColumn, StudentsTable } from '../../db/schema';
import { PROBLEM_COLUMNS, type ProblemRow } from '../problems/problems.repo';
import { SESSION_COLUMNS, type SessionRow } from '../sessions/sessions.repo';

/** A stored pupil. */
export type StudentRow = StudentsTable;

/**
 * A pupil's row without their name: all that counting an answer and its verdict read, and all a
 * process keeps of a pupil in memory between answers (see AnswerContext).
 */
export type StudentCounters = Omit<StudentRow, 'name' | 'name_key'>;

/** The pupil's row with the name left out (a copy; the row itself is unchanged). */
export function withoutName(student: StudentCounters): StudentCounters {
  const counters: Partial<StudentRow> = { ...student };
  delete counters.name;
  delete counters.name_key;
  return counters as StudentCounters;
}

/** The columns that change while a pupil practises. */
export type StudentPatch = Partial<Omit<StudentRow, 'id' | 'session_id' | 'joined_at_ms'>>;

/** What one counted answer changes on the pupil's row. */
export type StudentAnswerPatch = Pick<
  StudentRow,
  | 'correct'
  | 'incorrect'
  | 'streak'
  | 'best_streak'
  | 'questions_answered'
  | 'total_time_ms'
  | 'operation_position'
  | 'operation_question_number'
  | 'difficulty'
  | 'difficulty_streak'
  | 'finished'
  | 'last_seen_at_ms'
  | 'operation_totals_json'
  | 'fact_schedule_json'
>;

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
  'difficulty',
  'difficulty_streak',
  'finished',
  'last_seen_at_ms',
  'operation_totals_json',
  'fact_schedule_json',
] as const satisfies readonly (keyof StudentAnswerPatch)[];

/** The columns that say where a pupil stands, for a conditional update. */
export type StudentPosition = Pick<
  StudentRow,
  'questions_answered' | 'operation_position' | 'operation_question_number' | 'finished'
>;

/** The pupil as read: where they stood, and that their token and place in the class hold. */
export type StudentAsRead = StudentPosition & Pick<StudentRow, 'token_hash'>;

/** Reads and writes pupils. Only this file knows the students table. */
export interface StudentsRepo {
  /** Stores a pupil; rejects when the name is taken in the session. */
  insert(row: StudentRow): Promise<void>;
  findById(id: string): Promise<StudentRow | undefined>;
  /** The pupil and their session in one read (the token check of a pupil's request). */
  findWithSession(id: string): Promise<StudentWithSession | undefined>;
  /** The same, with the pupil's problem of this id (undefined when it is not theirs). */
  findWithSessionAndProblem(
    id: string,
    problemId: string,
  ): Promise<(StudentWithSession & { problem: ProblemRow | undefined }) | undefined>;
  findBySessionAndTokenHash(sessionId: string, tokenHash: string): Promise<StudentRow | undefined>;
  /**
   * The code and status of the session of the pupil (removed or not) whose token has this hash:
   * one read through the token's index, whatever code a request names.
   */
  findSessionOfTokenHash(
    tokenHash: string,
  ): Promise<Pick<SessionRow, 'code' | 'status'> | undefined>;
  /** Every pupil of a session in the order they joined. */
  listBySession(sessionId: string): Promise<StudentRow[]>;
  update(id: string, patch: StudentPatch): Promise<void>;
  /**
   * Applies the patch only if the pupil is still as the caller read them: the same count of
   * answers, operation, question in it and finished flag, the same token, not removed. False
   * when something changed in between (another answer, the teacher's next operation or new
   * settings, a removal).
   */
  updateIfAt(id: string, expected: StudentAsRead, patch: StudentAnswerPatch): Promise<boolean>;
}

const STUDENT_COLUMNS_LISTED = [
  'id',
  'session_id',
  'name',
  'name_key',
  'token_hash',
  'joined_at_ms',
  'last_seen_at_ms',
  'left_at_ms',
  'operation_order_json',
  'operation_position',
  'operation_question_number',
  'questions_answered',
  'correct',
  'incorrect',
  'streak',
  'best_streak',
  'total_time_ms',
  'difficulty',
  'difficulty_streak',
  'finished',
  'removed_at_ms',
  'operation_totals_json',
  'fact_schedule_json',
] as const;

/** Every column of the students table. */
const STUDENT_COLUMNS: EveryColumn<StudentRow, typeof STUDENT_COLUMNS_LISTED> =
  STUDENT_COLUMNS_LISTED;

/** A pupil and their session (undefined only if the session row is gone). */
export interface StudentWithSession {
  readonly student: StudentRow;
  readonly session: SessionRow | undefined;
}

const byId = preparedQuery<'id', StudentRow>((db, slot) =>
  db.selectFrom('students').selectAll().where('id', '=', slot('id')),
);

/** Prefixes of the joined tables' columns in a pupil's combined read. */
const SESSION_PREFIX = 'session__';
const PROBLEM_PREFIX = 'problem__';

type JoinedRow = Record<string, unknown>;

const withSession = preparedQuery<'id', JoinedRow>((db, slot) =>
  db
    .selectFrom('students')
    .leftJoin('sessions', 'sessions.id', 'students.session_id')
    .selectAll('students')
    .select((eb) =>
      SESSION_COLUMNS.map((column) => eb.ref(`sessions.${column}`).as(SESSION_PREFIX + column)),
    )
    .where('students.id', '=', slot('id')),
);

const withSessionAndProblem = preparedQuery<'id' | 'problemId', JoinedRow>((db, slot) =>
  db
    .selectFrom('students')
    .leftJoin('sessions', 'sessions.id', 'students.session_id')
    // Joined by the problem's id alone, so that PostgreSQL finds it by its key whatever plan it
    // keeps (with the pupil's id in the join, a plan made on new tables read all their problems);
    // whose problem it is is checked on the row read.
    .leftJoin('problems', (join) => join.on('problems.id', '=', slot('problemId')))
    .selectAll('students')
    .select((eb) => [
      ...SESSION_COLUMNS.map((column) => eb.ref(`sessions.${column}`).as(SESSION_PREFIX + column)),
      ...PROBLEM_COLUMNS.map((column) => eb.ref(`problems.${column}`).as(PROBLEM_PREFIX + column)),
    ])
    .where('students.id', '=', slot('id')),
);

/** The pupil and their session out of a combined read. */
function studentWithSession(read: JoinedRow): StudentWithSession {
  return {
    student: rowOf(read, STUDENT_SOURCES) as StudentRow,
    session: rowOf(read, SESSION_SOURCES) as SessionRow | undefined,
  };
}

/** Each column of a table and its name in a combined read. */
type Sources = readonly (readonly [column: string, source: string])[];

function sourcesOf(columns: readonly string[], prefix = ''): Sources {
  return columns.map((column) => [column, prefix + column] as const);
}

const STUDENT_SOURCES = sourcesOf(STUDENT_COLUMNS);
const SESSION_SOURCES = sourcesOf(SESSION_COLUMNS, SESSION_PREFIX);
const PROBLEM_SOURCES = sourcesOf(PROBLEM_COLUMNS, PROBLEM_PREFIX);

/** One table's row out of a combined read; undefined when its join found no row (no id). */
function rowOf(read: JoinedRow, sources: Sources): unknown {
  const idSource = sources.find(([column]) => column === 'id')?.[1];
  if (idSource === undefined || read[idSource] === null || read[idSource] === undefined)
    return undefined;
  const row: JoinedRow = {};
  for (const [column, source] of sources) row[column] = read[source];
  return row;
}

const answerUpdate = preparedQuery<
  | keyof StudentAnswerPatch
  | 'id'
  | 'expectedAnswered'
  | 'expectedPosition'
  | 'expectedQuestion'
  | 'expectedFinished'
  | 'expectedTokenHash',
  never
>((db, slot) =>
  db
    .updateTable('students')
    .set(slotsFor(ANSWER_PATCH_COLUMNS, slot))
    .where('id', '=', slot('id'))
    .where('questions_answered', '=', slot('expectedAnswered'))
    .where('operation_position', '=', slot('expectedPosition'))
    .where('operation_question_number', '=', slot('expectedQuestion'))
    .where('finished', '=', slot('expectedFinished'))
    // Compared as one row, which no index serves: a plan made on new tables otherwise found the
    // pupil through the token's index instead of their id.
    .where(
      sql<SqlBool>`(token_hash, removed_at_ms) is not distinct from (${slot('expectedTokenHash')}, null)`,
    ),
);

/**
 * The students repository over a database handle or transaction; `root` is the database the
 * handle belongs to, where the answer path's queries are kept compiled.
 */
export function createStudentsRepo(db: Db, root: Database): StudentsRepo {
  return {
    async insert(row) {
      await db.insertInto('students').values(row).execute();
    },
    async findById(id) {
      return (await byId.run(db, root, { id })).rows[0];
    },
    async findWithSession(id) {
      const row = (await withSession.run(db, root, { id })).rows[0];
      return row === undefined ? undefined : studentWithSession(row);
    },
    async findWithSessionAndProblem(id, problemId) {
      const row = (await withSessionAndProblem.run(db, root, { id, problemId })).rows[0];
      if (row === undefined) return undefined;
      const problem = rowOf(row, PROBLEM_SOURCES) as ProblemRow | undefined;
      return {
        ...studentWithSession(row),
        problem: problem?.student_id === id ? problem : undefined,
      };
    },
    findBySessionAndTokenHash(sessionId, tokenHash) {
      return db
        .selectFrom('students')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    findSessionOfTokenHash(tokenHash) {
      return db
        .selectFrom('students')
        .innerJoin('sessions', 'sessions.id', 'students.session_id')
        .select(['sessions.code', 'sessions.status'])
        .where('students.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    listBySession(sessionId) {
      return db
        .selectFrom('students')
        .selectAll()
        .where('session_id', '=', sessionId)
        .orderBy('joined_at_ms')
        .orderBy('name_key')
        .execute();
    },
    async update(id, patch) {
      await db.updateTable('students').set(patch).where('id', '=', id).execute();
    },
    async updateIfAt(id, expected, patch) {
      const result = await answerUpdate.run(db, root, {
        ...patch,
        id,
        expectedAnswered: expected.questions_answered,
        expectedPosition: expected.operation_position,
        expectedQuestion: expected.operation_question_number,
        expectedFinished: expected.finished,
        expectedTokenHash: expected.token_hash,
      });
      return Number(result.numAffectedRows) === 1;
    },
  };
}
