import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { InputColumns } from '../../db/batch-input';
import { preparedQuery, slotsFor } from '../../db/prepared-query';
import type { Database, Db, EveryColumn } from '../../db/schema';
import {
  PROBLEM_COLUMNS,
  SESSION_COLUMNS,
  STANDING_COLUMNS,
  ANSWER_PATCH_COLUMNS,
  type ProblemRow,
  type SessionRow,
  type StudentAnswerPatch,
  type StudentRow,
} from '../class/storage/class-rows';
import type {
  PupilAnswerChange,
  PupilCounters,
  PupilWithSession,
} from '../class/model/class-model';
import type { StudentsRepo } from '../class/storage/class-store';
import {
  answerChangeToRow,
  problemFromRow,
  pupilChangeToRow,
  pupilFromRow,
  pupilStandingFromRow,
  pupilToRow,
  sessionFromRow,
  storedSettings,
} from '../class/storage/row-mapping';

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
function studentWithSession(read: JoinedRow): PupilWithSession {
  const session = rowOf(read, SESSION_SOURCES) as SessionRow | undefined;
  return {
    student: pupilFromRow(rowOf(read, STUDENT_SOURCES) as StudentRow),
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

const answerUpdate = preparedQuery<
  | keyof StudentAnswerPatch
  | 'id'
  | 'expectedAnswered'
  | 'expectedPosition'
  | 'expectedQuestion'
  | 'expectedFinished'
  | 'expectedTokenHash'
  | 'sessionId'
  | 'sessionStatus'
  | 'sessionPhase'
  | 'sessionSettings'
  | 'sessionOperation'
  | 'sessionEndsAt',
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
    )
    // The session as the answer read it, in the same statement: a lookup of its own cost an
    // answer a statement more.
    .where(
      sql<SqlBool>`exists (select 1 from sessions where id = ${slot('sessionId')}
        and (status, phase, settings_json, current_operation_index, ends_at_ms)
          is not distinct from (${slot('sessionStatus')}, ${slot('sessionPhase')},
            ${slot('sessionSettings')}, ${slot('sessionOperation')}, ${slot('sessionEndsAt')}))`,
    ),
);

/** What the students' parts of the answer count read of each answer (see studentsInAnswerCount). */
export const STUDENT_COUNT_INPUT = {
  student_id: 'text',
  expected_token_hash: 'text',
  expected_answered: 'integer',
  expected_position: 'integer',
  expected_question: 'integer',
  expected_finished: 'integer',
  patch: 'json',
} as const satisfies InputColumns;

/** An answer's values of those columns: the pupil as the answer read them, and its change. */
export function studentCountInput(
  expected: PupilCounters,
  change: PupilAnswerChange,
): Record<keyof typeof STUDENT_COUNT_INPUT, unknown> {
  return {
    student_id: expected.id,
    expected_token_hash: expected.tokenHash,
    expected_answered: expected.questionsAnswered,
    expected_position: expected.operationPosition,
    expected_question: expected.operationQuestionNumber,
    expected_finished: expected.finished ? 1 : 0,
    patch: answerChangeToRow(change),
  };
}

/**
 * What the batched answer count (problems/answer-count.repo.ts) reads and writes of the students
 * table, as parts of its statement, so that the SQL over pupils stays in this file. The parts read
 * the statement's `input` (one row per answer, numbered by `n`; see STUDENT_COUNT_INPUT) and act
 * for the answers `among` gives. Each pupil is found by their id, joined or looked up per answer.
 */
export const studentsInAnswerCount = {
  /**
   * Locks, in the order of their ids, the pupils who stand where their answer read them
   * (answers, operation, question in it, finished), with the same token and not removed; the
   * answers whose pupil it locked. The pupil's columns are compared as one row, which no index
   * serves (see answerUpdate).
   */
  lockIfAsRead: (among: RawBuilder<unknown>) =>
    sql`select i.n
    from (select * from input where n in (${among}) order by student_id) i
    cross join lateral (
      select id from students
      where id = i.student_id and removed_at_ms is null
        and (token_hash, questions_answered, operation_position, operation_question_number,
          finished) is not distinct from (i.expected_token_hash, i.expected_answered,
            i.expected_position, i.expected_question, i.expected_finished)
      for no key update
    ) s`,
  /** Writes each answer's change on its pupil; the answers written. */
  writeAnswer: (among: RawBuilder<unknown>) => {
    const patch = sql.join(
      ANSWER_PATCH_COLUMNS.map((column) => sql`${sql.ref(column)} = ${sql.ref(`patch.${column}`)}`),
    );
    return sql`update students set ${patch}
    from input i cross join lateral json_populate_record(null::students, i.patch) patch
    where students.id = i.student_id and i.n in (${among})
    returning i.n`;
  },
};

/**
 * The students repository over a database handle or transaction; `root` is the database the
 * handle belongs to, where the answer path's queries are kept compiled.
 */
export function createStudentsRepo(db: Db, root: Database): StudentsRepo {
  return {
    async insert(pupil) {
      await db.insertInto('students').values(pupilToRow(pupil)).execute();
    },
    async findById(id) {
      const row = (await byId.run(db, root, { id })).rows[0];
      return row === undefined ? undefined : pupilFromRow(row);
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
      return row === undefined ? undefined : pupilFromRow(row);
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
      return rows.map(pupilFromRow);
    },
    async listStandingsBySession(sessionId) {
      const rows = await db
        .selectFrom('students')
        .select(STANDING_COLUMNS)
        .where('session_id', '=', sessionId)
        .orderBy('joined_at_ms')
        .orderBy('name_key')
        .execute();
      return rows.map(pupilStandingFromRow);
    },
    async update(id, change) {
      await db.updateTable('students').set(pupilChangeToRow(change)).where('id', '=', id).execute();
    },
    async updateIfAt(expected, session, change) {
      const result = await answerUpdate.run(db, root, {
        id: expected.id,
        sessionId: session.id,
        sessionStatus: session.status,
        sessionPhase: session.phase,
        sessionSettings: storedSettings(session.settings),
        sessionOperation: session.currentOperationIndex,
        sessionEndsAt: session.endsAtMs,
        expectedAnswered: expected.questionsAnswered,
        expectedPosition: expected.operationPosition,
        expectedQuestion: expected.operationQuestionNumber,
        expectedFinished: expected.finished ? 1 : 0,
        expectedTokenHash: expected.tokenHash,
        ...answerChangeToRow(change),
      });
      return Number(result.numAffectedRows) === 1;
    },
  };
}
