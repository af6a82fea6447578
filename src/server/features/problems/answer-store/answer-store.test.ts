import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '#server/config';
import { createStore } from '#server/store';
import type { ProblemsRepo, Store } from '#server/features/class/storage/class-store';
import { createTestDatabase, testBackend, type TestDatabase } from '#server/db/test-databases';
import { fiveAdditions } from '#server/features/class/testing/test-class-objects';
import { hashToken } from '#server/auth/tokens';
import { silentNotifier } from '#server/realtime/session-notifier';
import { createExamClock } from '#server/features/class/sweeps/exam-clock';
import { createSessionsService } from '#server/features/sessions/sessions.service';
import { createStudentsService } from '#server/features/students/students.service';
import { createAnswerContexts, withKeptReads } from './answer-contexts';
import { drawNewProblem } from '../answer-rules';
import type { AnswerStore } from './answer-store';
import { createSqliteAnswerStore } from './sqlite-answer-store';
import { createAnswersService } from '../answers.service';
import { decideAnswer, type AnswerRead, type CountedAnswer } from '../decide-answer';
import { createPostgresAnswerStore } from './postgres-answer-store';
import { overwriteStudent } from '#server/features/class/storage/overwrite-student';

/** Every answer store this run's engine has, each built over the store of the test. */
const STORES: readonly (readonly [string, (store: Store) => AnswerStore])[] = [
  ['SQLite (transactions of steps)', createSqliteAnswerStore],
  ...(testBackend().dialect === 'postgres'
    ? ([
        ['PostgreSQL (one statement)', oneStatementOver],
        [
          'PostgreSQL (one statement), reads kept',
          (store: Store) => withKeptReads(oneStatementOver(store), contexts()),
        ],
      ] as const)
    : []),
];

function oneStatementOver(store: Store): AnswerStore {
  if (store.answerCounts === undefined) throw new Error('expected PostgreSQL');
  return createPostgresAnswerStore(store, store.answerCounts);
}

function contexts() {
  return createAnswerContexts(() => Date.now());
}

describe.each(STORES)('the answer store of %s', (_name, storeOver) => {
  let database: TestDatabase;
  let store: Store;
  let answers: AnswerStore;

  beforeEach(async () => {
    database = await createTestDatabase();
    store = createStore(database.db, database.dialect);
    answers = storeOver(store);
  });

  afterEach(async () => {
    await database.dispose();
  });

  /** A student with an issued problem, read for their answer as the service reads it. */
  async function studentRead(): Promise<{ read: AnswerRead; token: string }> {
    const deps = { store, notifier: silentNotifier, now: () => Date.now(), limits: DEFAULT_LIMITS };
    const created = await createSessionsService(deps).create(fiveAdditions);
    const students = createStudentsService(deps);
    const joined = await students.join(created.sessionCode, 'Ola', undefined);
    const { session, student } = await students.loadStudent(joined.studentId);
    const issued = await createAnswersService(deps, createExamClock(deps)).nextProblem(
      session,
      student,
    );
    const stored = await answers.read(student.id, issued.problemId);
    if (stored?.session === undefined || stored.problem === undefined)
      throw new Error('expected the student, session and problem');
    const read = { ...stored, session: stored.session, problem: stored.problem };
    return { read, token: joined.reconnectionToken };
  }

  /** The rule's decision on a right answer, as the service would commit it. */
  function rightAnswer(read: AnswerRead): CountedAnswer {
    const body = {
      problemId: read.problem.id,
      choiceIndex: read.problem.correctIndex,
      timeSpentMs: 900,
    };
    const decision = decideAnswer(read, body, Date.now(), drawNewProblem());
    if (decision.kind !== 'counted') throw new Error(`expected a count, got ${decision.kind}`);
    return decision;
  }

  async function storedStudent(id: string) {
    return store.students.findById(id);
  }

  it('reads the student, their session, the problem named and their totals', async () => {
    const { read, token } = await studentRead();
    expect(read.student.tokenHash).toBe(hashToken(token));
    expect(read.problem.studentId).toBe(read.student.id);
    expect(read.totals).toEqual([]);
    const other = await answers.read(read.student.id, 'no-such-problem');
    expect(other?.problem).toBeUndefined();
    expect(await answers.read('no-such-student', read.problem.id)).toBeUndefined();
  });

  it('writes a counted answer whole: the answer, the student and their next problem', async () => {
    const { read } = await studentRead();
    const counted = rightAnswer(read);
    const outcome = await answers.commit(read, counted, true);
    expect(outcome).toEqual({ kind: 'counted', given: counted.next });
    const problem = await store.problems.findById(read.problem.id);
    expect(problem?.answer).toMatchObject({ isCorrect: true, timeSpentMs: 900 });
    expect(await storedStudent(read.student.id)).toMatchObject({
      questionsAnswered: 1,
      correct: 1,
    });
    expect(await store.problems.findOpenForStudent(read.student.id)).toEqual(counted.next);
    const session = await store.sessions.findById(read.session.id);
    expect(session?.lastActivityAtMs).toBe(counted.answered.answeredAtMs);
  });

  it("stores the answer's next problem without first looking for a waiting one", async () => {
    const { read } = await studentRead();
    const lookUps = { count: 0 };
    const counting = (problems: ProblemsRepo): ProblemsRepo => ({
      ...problems,
      findOpenForStudent: (studentId) => {
        lookUps.count += 1;
        return problems.findOpenForStudent(studentId);
      },
    });
    const watched: Store = {
      ...store,
      problems: counting(store.problems),
      transaction: (steps) =>
        store.transaction((repos) => steps({ ...repos, problems: counting(repos.problems) })),
    };
    const counted = rightAnswer(read);
    expect(await storeOver(watched).commit(read, counted, false)).toEqual({
      kind: 'counted',
      given: counted.next,
    });
    expect(lookUps.count).toBe(0);
  });

  it('writes nothing when the student moved on after the read', async () => {
    const { read } = await studentRead();
    const counted = rightAnswer(read);
    await overwriteStudent(database.db, read.student.id, { questionsAnswered: 3 });
    expect(await answers.commit(read, counted, true)).toEqual({ kind: 'moved' });
    expect((await store.problems.findById(read.problem.id))?.answer).toBeNull();
    expect((await storedStudent(read.student.id))?.correct).toBe(0);
    const session = await store.sessions.findById(read.session.id);
    expect(session?.lastActivityAtMs).toBe(read.session.lastActivityAtMs);
  });

  it('writes nothing when the session was paused or got new settings after the read', async () => {
    const { read } = await studentRead();
    const counted = rightAnswer(read);
    await store.sessions.update(read.session.id, { phase: 'stopped' });
    expect(await answers.commit(read, counted, false)).toEqual({ kind: 'moved' });
    await store.sessions.update(read.session.id, {
      phase: 'running',
      settings: { ...fiveAdditions, continuousMode: true },
    });
    expect(await answers.commit(read, counted, false)).toEqual({ kind: 'moved' });
    expect((await store.problems.findById(read.problem.id))?.answer).toBeNull();
  });

  it('writes nothing when the class moved to its next operation or got a new end time', async () => {
    const { read } = await studentRead();
    const counted = rightAnswer(read);
    await store.sessions.update(read.session.id, { currentOperationIndex: 1 });
    expect(await answers.commit(read, counted, false)).toEqual({ kind: 'moved' });
    await store.sessions.update(read.session.id, {
      currentOperationIndex: read.session.currentOperationIndex,
      endsAtMs: Date.now() + 60_000,
    });
    expect(await answers.commit(read, counted, false)).toEqual({ kind: 'moved' });
    expect((await store.problems.findById(read.problem.id))?.answer).toBeNull();
  });

  it('writes nothing for a student removed after the read', async () => {
    const { read } = await studentRead();
    await overwriteStudent(database.db, read.student.id, { removedAtMs: Date.now() });
    expect(await answers.commit(read, rightAnswer(read), false)).toEqual({ kind: 'moved' });
    expect((await store.problems.findById(read.problem.id))?.answer).toBeNull();
  });

  it('writes answers committed at once each on its own: one not written undoes no other', async () => {
    const first = (await studentRead()).read;
    const moved = (await studentRead()).read;
    const last = (await studentRead()).read;
    await overwriteStudent(database.db, moved.student.id, { questionsAnswered: 3 });

    const outcomes = await Promise.all(
      [first, moved, last].map((read) => answers.commit(read, rightAnswer(read), true)),
    );

    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['counted', 'moved', 'counted']);
    for (const read of [first, last])
      expect(await storedStudent(read.student.id)).toMatchObject({ questionsAnswered: 1 });
    expect((await storedStudent(moved.student.id))?.correct).toBe(0);
    expect((await store.problems.findById(moved.problem.id))?.answer).toBeNull();
    const movedSession = await store.sessions.findById(moved.session.id);
    expect(movedSession?.lastActivityAtMs).toBe(moved.session.lastActivityAtMs);
  });

  it('counts a problem once when two answers to it were decided from the same read', async () => {
    const { read } = await studentRead();
    const outcomes = await Promise.all([
      answers.commit(read, rightAnswer(read), false),
      answers.commit(read, rightAnswer(read), false),
    ]);
    expect(outcomes.filter((outcome) => outcome.kind === 'counted')).toHaveLength(1);
    expect((await storedStudent(read.student.id))?.questionsAnswered).toBe(1);
    const answered = await store.problems.listAnsweredByStudent(read.student.id);
    expect(answered).toHaveLength(1);
  });

  it('gives the waiting problem instead of storing another', async () => {
    const { read } = await studentRead();
    const counted = rightAnswer(read);
    const waiting = await answers.openOrIssue(read.session, read.student, counted.next);
    expect(waiting?.id).toBe(read.problem.id);
    await answers.commit(read, counted, false);
    const fresh = drawNewProblem();
    const next = { ...(counted.next ?? read.problem), id: fresh.id };
    expect((await answers.openOrIssue(read.session, counted.student, next))?.id).toBe(
      counted.next?.id,
    );
  });
});
