import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '#server/config';
import { createStore } from '#server/store';
import type {
  Store,
  AnswerCount,
  AnswerCountsRepo,
} from '#server/features/class/storage/class-store';
import { createTestDatabase, type TestDatabase } from '#server/db/test-databases';
import { silentNotifier } from '#server/realtime/session-notifier';
import { createExamClock } from '#server/features/class/sweeps/exam-clock';
import { createSessionsService } from '#server/features/sessions/sessions.service';
import type {
  ClassSession,
  Problem,
  Student,
  StudentAnswerChange,
  SessionChange,
} from '#server/features/class/model/class-model';
import { fiveAdditions } from '#server/features/class/testing/test-class-objects';
import { createStudentsService } from '#server/features/students/students.service';
import { createAnswerCountsRepo } from './postgres-answer-statement';
import { createAnswersService } from '../answers.service';
import { overwriteStudent } from '#server/features/class/storage/overwrite-student';

const ANSWERED_AT_MS = 1_000_000;

/** A promise that one step settles for another. */
function signal(): { fired: Promise<void>; fire: () => void } {
  let fire: () => void = () => undefined;
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fired, fire };
}

describe('the answer path in one PostgreSQL statement per step', () => {
  let database: TestDatabase;
  let store: Store;
  let counts: AnswerCountsRepo;
  /** The session of the student of the test, as read when they got their problem. */
  let session: ClassSession;

  beforeEach(async () => {
    database = await createTestDatabase('postgres');
    store = createStore(database.db, 'postgres');
    if (store.answerCounts === undefined) throw new Error('expected the one-statement count');
    counts = store.answerCounts;
  });

  afterEach(async () => {
    await database.dispose();
  });

  /** A student with one issued problem, both as stored. */
  async function studentWithProblem(): Promise<{ student: Student; problem: Problem }> {
    const deps = { store, notifier: silentNotifier, now: () => Date.now(), limits: DEFAULT_LIMITS };
    const created = await createSessionsService(deps).create(fiveAdditions);
    const students = createStudentsService(deps);
    const joined = await students.join(created.sessionCode, 'Ola', undefined);
    const loaded = await students.loadStudent(joined.studentId);
    session = loaded.session;
    const student = loaded.student;
    const issued = await createAnswersService(deps, createExamClock(deps)).nextProblem(
      session,
      student,
    );
    const problem = await store.problems.findById(issued.problemId);
    if (problem === undefined) throw new Error('expected the issued problem');
    return { student, problem };
  }

  function changeAfter(student: Student): StudentAnswerChange {
    return {
      correct: student.correct + 1,
      incorrect: student.incorrect,
      streak: student.streak + 1,
      bestStreak: student.bestStreak + 1,
      questionsAnswered: student.questionsAnswered + 1,
      totalTimeSpentMs: student.totalTimeSpentMs + 500,
      operationPosition: student.operationPosition,
      operationQuestionNumber: student.operationQuestionNumber + 1,
      round: student.round,
      difficulty: student.difficulty,
      difficultyStreak: student.difficultyStreak,
      finished: false,
      lastSeenAtMs: ANSWERED_AT_MS,
      operationTotals: [],
      factSchedule: student.factSchedule,
    };
  }

  /** The next problem, issued with a wrong answer's verdict (its screen waits up to 3 s). */
  function nextAfter(problem: Problem, id: string): Problem {
    return { ...problem, id, questionNumber: problem.questionNumber + 1, showDelayMs: 3000 };
  }

  function countOf(student: Student, problem: Problem, next: Problem | null): AnswerCount {
    return {
      problemId: problem.id,
      answer: {
        answeredAtMs: ANSWERED_AT_MS,
        choiceIndex: problem.correctIndex,
        typedAnswer: null,
        isCorrect: true,
        timeSpentMs: 500,
      },
      expected: student,
      change: changeAfter(student),
      session,
      touchSession: false,
      lookForOpen: true,
      next,
    };
  }

  it('claims the problem, writes the student and stores the next problem', async () => {
    const { student, problem } = await studentWithProblem();
    const next = nextAfter(problem, 'next-1');
    const activityBefore = (await store.sessions.findById(student.sessionId))?.lastActivityAtMs;
    expect(await counts.count(countOf(student, problem, next))).toEqual({
      kind: 'counted',
      open: undefined,
      issued: true,
    });
    expect((await store.problems.findById(problem.id))?.answer).toEqual({
      answeredAtMs: ANSWERED_AT_MS,
      choiceIndex: problem.correctIndex,
      typedAnswer: null,
      isCorrect: true,
      timeSpentMs: 500,
    });
    expect(await store.students.findById(student.id)).toEqual({
      ...student,
      ...changeAfter(student),
    });
    expect(await store.problems.findById('next-1')).toEqual(next);
    expect((await store.sessions.findById(student.sessionId))?.lastActivityAtMs).toBe(
      activityBefore,
    );
  });

  it("moves the session's activity time to the answer's when asked", async () => {
    const { student, problem } = await studentWithProblem();
    await counts.count({ ...countOf(student, problem, null), touchSession: true });
    expect((await store.sessions.findById(student.sessionId))?.lastActivityAtMs).toBe(
      ANSWERED_AT_MS,
    );
  });

  it('stores no second waiting problem for a student, and gives the waiting one instead', async () => {
    const { student, problem } = await studentWithProblem();
    expect(await store.problems.insert(nextAfter(problem, 'second'))).toEqual(problem);
    expect(await store.problems.findById('second')).toBeUndefined();
    const outcome = await counts.count(countOf(student, problem, nextAfter(problem, 'next-1')));
    expect(outcome).toEqual({ kind: 'counted', open: undefined, issued: true });
  });

  it('writes nothing when the student is no longer where they were read', async () => {
    const { student, problem } = await studentWithProblem();
    await overwriteStudent(database.db, student.id, { questionsAnswered: 3 });
    const outcome = await counts.count(countOf(student, problem, nextAfter(problem, 'next-1')));
    expect(outcome).toEqual({ kind: 'moved' });
    expect(await store.problems.findById(problem.id)).toEqual(problem);
    expect((await store.students.findById(student.id))?.correct).toBe(student.correct);
    expect(await store.problems.findById('next-1')).toBeUndefined();
  });

  it('writes nothing when the student was removed or their token changed since they were read', async () => {
    const { student, problem } = await studentWithProblem();
    await overwriteStudent(database.db, student.id, { tokenHash: 'another' });
    expect(await counts.count(countOf(student, problem, null))).toEqual({ kind: 'moved' });
    await overwriteStudent(database.db, student.id, {
      tokenHash: student.tokenHash,
      removedAtMs: ANSWERED_AT_MS,
    });
    expect(await counts.count(countOf(student, problem, null))).toEqual({ kind: 'moved' });
    expect(await store.problems.findById(problem.id)).toEqual(problem);
  });

  it('writes nothing when the session changed since it was read', async () => {
    const { student, problem } = await studentWithProblem();
    const changes: SessionChange[] = [
      { phase: 'stopped' },
      { status: 'ended' },
      { settings: { ...session.settings, continuousMode: true } },
      { currentOperationIndex: 1 },
      { endsAtMs: ANSWERED_AT_MS },
    ];
    const { status, phase, settings, currentOperationIndex, endsAtMs } = session;
    const asRead = { status, phase, settings, currentOperationIndex, endsAtMs };
    for (const change of changes) {
      await store.sessions.update(session.id, change);
      expect(await counts.count(countOf(student, problem, null)), JSON.stringify(change)).toEqual({
        kind: 'moved',
      });
      await store.sessions.update(session.id, asRead);
    }
    expect(await store.problems.findById(problem.id)).toEqual(problem);
    expect((await counts.count(countOf(student, problem, null))).kind).toBe('counted');
  });

  it("counts against an exam's end time as read, and nothing once it moved", async () => {
    const { student, problem } = await studentWithProblem();
    await store.sessions.update(session.id, { endsAtMs: ANSWERED_AT_MS });
    session = { ...session, endsAtMs: ANSWERED_AT_MS + 1 };
    expect(await counts.count(countOf(student, problem, null))).toEqual({ kind: 'moved' });
    session = { ...session, endsAtMs: ANSWERED_AT_MS };
    expect((await counts.count(countOf(student, problem, null))).kind).toBe('counted');
  });

  it('writes nothing when the problem was answered or withdrawn before', async () => {
    const { student, problem } = await studentWithProblem();
    await counts.count(countOf(student, problem, null));
    const counted = await store.students.findById(student.id);
    if (counted === undefined) throw new Error('expected the student');
    expect(await counts.count(countOf(counted, problem, null))).toEqual({
      kind: 'answeredBefore',
    });
    expect(await store.students.findById(student.id)).toEqual(counted);
    const withdrawn = nextAfter(problem, 'withdrawn');
    await store.problems.insert(withdrawn);
    await store.problems.deleteOpenForStudent(student.id);
    expect(await counts.count(countOf(counted, withdrawn, null))).toEqual({
      kind: 'answeredBefore',
    });
  });

  it('waits for a transaction that moves the student, then writes nothing', async () => {
    const { student, problem } = await studentWithProblem();
    const committing = signal();
    const studentMoved = signal();
    const transaction = store.transaction(async (repos) => {
      await repos.students.moveIfAt(student, { questionsAnswered: 3 });
      studentMoved.fire();
      await committing.fired;
    });
    await studentMoved.fired;
    const counting = counts.count(countOf(student, problem, nextAfter(problem, 'next-1')));
    committing.fire();
    await transaction;
    expect(await counting).toEqual({ kind: 'moved' });
    expect(await store.problems.findById(problem.id)).toEqual(problem);
  });

  it('waits for a transaction that answers the problem, then writes nothing', async () => {
    const { student, problem } = await studentWithProblem();
    const committing = signal();
    const problemClaimed = signal();
    const transaction = store.transaction(async (repos) => {
      await repos.problems.claimAnswer(problem.id, {
        answeredAtMs: ANSWERED_AT_MS,
        choiceIndex: 0,
        typedAnswer: null,
        isCorrect: false,
        timeSpentMs: 900,
      });
      problemClaimed.fire();
      await committing.fired;
    });
    await problemClaimed.fired;
    const counting = counts.count(countOf(student, problem, nextAfter(problem, 'next-1')));
    committing.fire();
    await transaction;
    expect(await counting).toEqual({ kind: 'answeredBefore' });
    expect(await store.students.findById(student.id)).toEqual(student);
    expect(await store.problems.findById('next-1')).toBeUndefined();
  });

  describe('answers that arrive while a statement runs', () => {
    /** Statements run through `counted`, the counts repository over the counting database. */
    let statements: number;
    let counted: AnswerCountsRepo;

    beforeEach(() => {
      statements = 0;
      const counting = database.db.withPlugin({
        transformQuery: (args) => args.node,
        transformResult: (args) => {
          statements += 1;
          return Promise.resolve(args.result);
        },
      });
      counted = createAnswerCountsRepo(counting);
    });

    /** A student with a problem, and their answer to it as they were read. */
    async function answerOfNewStudent(): Promise<{
      student: Student;
      problem: Problem;
      count: AnswerCount;
    }> {
      const { student, problem } = await studentWithProblem();
      return {
        student: student,
        problem,
        count: countOf(student, problem, nextAfter(problem, `next-${student.id}`)),
      };
    }

    it('go together in the next statement, each with its own outcome', async () => {
      const first = await answerOfNewStudent();
      const moved = await answerOfNewStudent();
      const fine = await answerOfNewStudent();
      const claimedBefore = await answerOfNewStudent();
      await overwriteStudent(database.db, moved.student.id, { questionsAnswered: 3 });
      await store.problems.claimAnswer(claimedBefore.problem.id, claimedBefore.count.answer);

      const outcomes = await Promise.all(
        [first, moved, fine, claimedBefore].map((answer) => counted.count(answer.count)),
      );

      expect(outcomes).toEqual([
        { kind: 'counted', open: undefined, issued: true },
        { kind: 'moved' },
        { kind: 'counted', open: undefined, issued: true },
        { kind: 'answeredBefore' },
      ]);
      expect(statements).toBe(2);
      for (const answer of [first, fine]) {
        expect(await store.students.findById(answer.student.id)).toEqual({
          ...answer.student,
          ...changeAfter(answer.student),
        });
        expect(await store.problems.findById(`next-${answer.student.id}`)).toEqual(
          answer.count.next,
        );
      }
      expect((await store.students.findById(moved.student.id))?.correct).toBe(
        moved.student.correct,
      );
      expect(await store.problems.findById(`next-${moved.student.id}`)).toBeUndefined();
      expect(await store.problems.findById(`next-${claimedBefore.student.id}`)).toBeUndefined();
    });

    it("put one student's second answer in a statement of its own, after the first", async () => {
      const other = await answerOfNewStudent();
      const tapped = await answerOfNewStudent();

      const outcomes = await Promise.all([
        counted.count(other.count),
        counted.count(tapped.count),
        counted.count(tapped.count),
      ]);

      expect(outcomes.map((outcome) => outcome.kind)).toEqual([
        'counted',
        'counted',
        // The first moved the student on: the service reads again and finds the problem answered.
        'moved',
      ]);
      expect(statements).toBe(3);
      expect((await store.students.findById(tapped.student.id))?.questionsAnswered).toBe(
        tapped.student.questionsAnswered + 1,
      );
    });
  });

  it('gives the waiting problem, else stores the next one, in one statement', async () => {
    const { student, problem } = await studentWithProblem();
    expect(await counts.openOrIssue(student.id, nextAfter(problem, 'unused'))).toEqual(problem);
    expect(await store.problems.findById('unused')).toBeUndefined();
    await store.problems.deleteOpenForStudent(student.id);
    expect(await counts.openOrIssue(student.id, null)).toBeUndefined();
    const next = nextAfter(problem, 'next-1');
    expect(await counts.openOrIssue(student.id, next)).toEqual(next);
    expect(await store.problems.findById('next-1')).toEqual(next);
  });
});
