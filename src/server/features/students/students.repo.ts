import { encodeSchedule } from '#shared/contracts/fact-schedule';
import { sql, type SqlBool } from 'kysely';
import { preparedQuery, slotsFor } from '#server/db/prepared-query';
import type { Database, Db, EveryColumn } from '#server/db/schema';
import {
  PROBLEM_COLUMNS,
  SESSION_COLUMNS,
  STANDING_COLUMNS,
  ANSWER_PATCH_COLUMNS,
  type ProblemRow,
  type SessionRow,
  type StudentAnswerPatch,
  type StudentRow,
} from '#server/features/class/storage/class-rows';
import type {
  CountingSession,
  StudentCounters,
  StudentWithSession,
} from '#server/features/class/model/class-model';
import type { StudentsRepo } from '#server/features/class/storage/class-store';
import { lookKey } from './name-skeleton';
import {
  answerChangeToRow,
  problemFromRow,
  studentChangeToRow,
  studentFromRow,
  studentStandingFromRow,
  studentToRow,
  sessionFromRow,
} from '#server/features/class/storage/row-mapping';
import {
  studentAsRead,
  studentStillAsRead,
  studentUnchangedSince,
  sessionAsRead,
  sessionStillAsRead,
  type StudentAsReadColumn,
  type SessionAsReadColumn,
} from '#server/features/class/storage/still-as-read';

const STUDENT_COLUMNS_LISTED = [
  'id',
  'session_id',
  'name',
  'name_key',
  'look_key',
  'token_hash',
  'joined_at_ms',
  'last_seen_at_ms',
  'left_at_ms',
  'operation_order_json',
  'operation_position',
  'operation_question_number',
  'round_number',
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
  'facts_from',
  'class_facts_json',
] as const;

/** Every column of the students table. */
const STUDENT_COLUMNS: EveryColumn<StudentRow, typeof STUDENT_COLUMNS_LISTED> =
  STUDENT_COLUMNS_LISTED;

/**
 * Stores a student unless their name key or look-alike key is taken in the session (either
 * unique index); the id when it was stored.
 */
const insertStudent = preparedQuery<keyof StudentRow, Pick<StudentRow, 'id'>>((db, slot) =>
  db
    .insertInto('students')
    .values(slotsFor(STUDENT_COLUMNS, slot))
    .onConflict((conflict) => conflict.doNothing())
    .returning('id'),
);

const byId = preparedQuery<'id', StudentRow>((db, slot) =>
  db.selectFrom('students').selectAll().where('id', '=', slot('id')),
);

/** Prefixes of the joined tables' columns in a student's combined read. */
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

/** A student's token check: the three values it needs, and their session's id if it is stored. */
const access = preparedQuery<
  'id',
  { token_hash: string; removed_at_ms: number | null; session_id: string | null }
>((db, slot) =>
  db
    .selectFrom('students')
    .leftJoin('sessions', 'sessions.id', 'students.session_id')
    .select(['students.token_hash', 'students.removed_at_ms', 'sessions.id as session_id'])
    .where('students.id', '=', slot('id')),
);

const withSessionAndProblem = preparedQuery<'id' | 'problemId', JoinedRow>((db, slot) =>
  db
    .selectFrom('students')
    .leftJoin('sessions', 'sessions.id', 'students.session_id')
    // Joined by the problem's id alone, so that PostgreSQL finds it by its key whatever plan it
    // keeps (with the student's id in the join, a plan made on new tables read all their problems);
    // whose problem it is is checked on the row read.
    .leftJoin('problems', (join) => join.on('problems.id', '=', slot('problemId')))
    .selectAll('students')
    .select((eb) => [
      ...SESSION_COLUMNS.map((column) => eb.ref(`sessions.${column}`).as(SESSION_PREFIX + column)),
      ...PROBLEM_COLUMNS.map((column) => eb.ref(`problems.${column}`).as(PROBLEM_PREFIX + column)),
    ])
    .where('students.id', '=', slot('id')),
);

/** The student and their session out of a combined read. */
function studentWithSession(read: JoinedRow): StudentWithSession {
  const session = rowOf(read, SESSION_SOURCES) as SessionRow | undefined;
  return {
    student: studentFromRow(rowOf(read, STUDENT_SOURCES) as StudentRow),
    session: session === undefined ? undefined : sessionFromRow(session),
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

/** The slot names of the guard's values: the student's and the session's as the answer read them. */
const studentSlot = (column: StudentAsReadColumn) => `student_${column}` as const;
const sessionSlot = (column: SessionAsReadColumn) => `session_${column}` as const;

/**
 * The answer's change on the student, written only while the student and their session are as the
 * answer read them (still-as-read.ts); the session is checked in the same statement: a lookup of
 * its own cost an answer a statement more.
 */
const answerUpdate = preparedQuery<
  | keyof StudentAnswerPatch
  | 'id'
  | 'sessionId'
  | ReturnType<typeof studentSlot>
  | ReturnType<typeof sessionSlot>,
  never
>((db, slot) =>
  db
    .updateTable('students')
    .set(slotsFor(ANSWER_PATCH_COLUMNS, slot))
    .where('id', '=', slot('id'))
    .where(studentStillAsRead((column) => slot(studentSlot(column))))
    .where(
      sql<SqlBool>`exists (select 1 from sessions where id = ${slot('sessionId')}
        and ${sessionStillAsRead((column) => slot(sessionSlot(column)))})`,
    ),
);

/** The values of the guard's slots for this student and session. */
function asReadSlots(expected: StudentCounters, session: CountingSession) {
  const values: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(studentAsRead(expected)))
    values[studentSlot(column as StudentAsReadColumn)] = value;
  for (const [column, value] of Object.entries(sessionAsRead(session)))
    values[sessionSlot(column as SessionAsReadColumn)] = value;
  return values as Record<ReturnType<typeof studentSlot> | ReturnType<typeof sessionSlot>, unknown>;
}

/**
 * The students repository over a database handle or transaction; `root` is the database the
 * handle belongs to, where the busy paths' queries (answers, joins) are kept compiled.
 */
export function createStudentsRepo(db: Db, root: Database): StudentsRepo {
  return {
    async insert(student) {
      const row = { ...studentToRow(student), look_key: lookKey(student.name) };
      return (await insertStudent.run(db, root, row)).rows.length > 0;
    },
    async findById(id) {
      const row = (await byId.run(db, root, { id })).rows[0];
      return row === undefined ? undefined : studentFromRow(row);
    },
    async findWithSession(id) {
      const row = (await withSession.run(db, root, { id })).rows[0];
      return row === undefined ? undefined : studentWithSession(row);
    },
    async findAccess(id) {
      const row = (await access.run(db, root, { id })).rows[0];
      if (row === undefined) return undefined;
      return {
        tokenHash: row.token_hash,
        removedAtMs: row.removed_at_ms,
        sessionId: row.session_id ?? undefined,
      };
    },
    async findWithSessionAndProblem(id, problemId) {
      const row = (await withSessionAndProblem.run(db, root, { id, problemId })).rows[0];
      if (row === undefined) return undefined;
      const problem = rowOf(row, PROBLEM_SOURCES) as ProblemRow | undefined;
      return {
        problem: problem?.student_id === id ? problemFromRow(problem) : undefined,
        ...studentWithSession(row),
      };
    },
    async findBySessionAndTokenHash(sessionId, tokenHash) {
      const row = await db
        .selectFrom('students')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row === undefined ? undefined : studentFromRow(row);
    },
    findSessionOfTokenHash(tokenHash) {
      return db
        .selectFrom('students')
        .innerJoin('sessions', 'sessions.id', 'students.session_id')
        .select(['sessions.code', 'sessions.status'])
        .where('students.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    async listBySession(sessionId) {
      const rows = await db
        .selectFrom('students')
        .selectAll()
        .where('session_id', '=', sessionId)
        .orderBy('joined_at_ms')
        .orderBy('name_key')
        .execute();
      return rows.map(studentFromRow);
    },
    async listStandingsBySession(sessionId) {
      const rows = await db
        .selectFrom('students')
        .select(STANDING_COLUMNS)
        .where('session_id', '=', sessionId)
        .orderBy('joined_at_ms')
        .orderBy('name_key')
        .execute();
      return rows.map(studentStandingFromRow);
    },
    async listNamesBySession(sessionId) {
      const rows = await db
        .selectFrom('students')
        .select(['name', 'removed_at_ms'])
        .where('session_id', '=', sessionId)
        .execute();
      return rows.map((row) => ({ name: row.name, removedAtMs: row.removed_at_ms }));
    },
    async moveIfAt(expected, move) {
      const result = await db
        .updateTable('students')
        .set(studentChangeToRow(move))
        .where('id', '=', expected.id)
        .where(studentUnchangedSince(expected))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async markBack(id, atMs) {
      await db
        .updateTable('students')
        .set({ last_seen_at_ms: atMs, left_at_ms: null })
        .where('id', '=', id)
        .execute();
    },
    async markRemoved(sessionId, ids, atMs) {
      if (ids.length === 0) return [];
      const rows = await db
        .updateTable('students')
        .set({ removed_at_ms: atMs })
        .where('session_id', '=', sessionId)
        .where('id', 'in', [...ids])
        .where('removed_at_ms', 'is', null)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },
    async markLeft(id, atMs) {
      const result = await db
        .updateTable('students')
        .set({ left_at_ms: atMs })
        .where('id', '=', id)
        .where('left_at_ms', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async giveClassFacts(id, classFacts) {
      const result = await db
        .updateTable('students')
        .set({ class_facts_json: encodeSchedule(classFacts), facts_from: 'class' })
        .where('id', '=', id)
        .where('facts_from', 'is', null)
        .where('removed_at_ms', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async updateIfAt(expected, session, change) {
      const result = await answerUpdate.run(db, root, {
        id: expected.id,
        sessionId: session.id,
        ...asReadSlots(expected, session),
        ...answerChangeToRow(change),
      });
      return Number(result.numAffectedRows) === 1;
    },
  };
}
