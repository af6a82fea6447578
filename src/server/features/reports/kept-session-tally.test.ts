import fc from 'fast-check';
import { v7 as timeOrderedUuid } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/db/test-databases';
import { createStore } from '#server/store';
import type {
  AnsweredProblemTally,
  Problem,
  ProblemAnswer,
} from '#server/features/class/model/class-model';
import type { ProblemsRepo, Store } from '#server/features/class/storage/class-store';
import {
  SAMPLE_TIME,
  sampleProblem,
  sampleSession,
  sampleStudent,
} from '#server/features/class/testing/test-class-objects';
import { createKeptSessionTallies, REREAD_WHOLE_MS } from './kept-session-tally';

const STUDENTS = 3;
const SETTLE_MS = 10_000;

/** A tally as one comparable line, so that two lists of tallies compare as multisets. */
function lines(tallies: readonly AnsweredProblemTally[]): string[] {
  return tallies
    .map((tally) =>
      [
        tally.operation,
        tally.operand1,
        tally.operand2,
        tally.correctAnswer,
        tally.chosenAnswer,
        tally.isCorrect,
        tally.count,
      ].join(' '),
    )
    .sort();
}

/** What happens in a class between two of the teacher's requests, in any order. */
type ClassEvent =
  | { readonly kind: 'store'; readonly student: number; readonly operand: number }
  | { readonly kind: 'answer'; readonly student: number; readonly choice: number | null }
  | { readonly kind: 'drop'; readonly student: number }
  | { readonly kind: 'time'; readonly ms: number }
  | { readonly kind: 'ask' }
  | { readonly kind: 'two asks at once' };

const student = fc.integer({ min: 0, max: STUDENTS - 1 });
const classEvent: fc.Arbitrary<ClassEvent> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('store'),
      student,
      operand: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('answer'),
      student,
      choice: fc.option(fc.integer({ min: 0, max: 2 })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop'), student }) },
  {
    weight: 2,
    // Now and then back: the server's clock can be set back (by less than SETTLE_MS, which is
    // what the kept tally allows for; a longer jump is the whole read's, tested below), and its
    // ids never go back.
    arbitrary: fc.record({
      kind: fc.constant('time'),
      ms: fc.integer({ min: -SETTLE_MS, max: 15_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'ask' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'two asks at once' as const }) },
);

/** A problem of 2 × `operand` for the student, stored with an id made at `atMs`. */
function problemOf(sessionId: string, studentId: string, operand: number, atMs: number): Problem {
  const correct = 2 * operand;
  return sampleProblem({
    id: timeOrderedUuid({ msecs: atMs }),
    sessionId,
    studentId,
    operand1: 2,
    operand2: operand,
    correctAnswer: correct,
    stem: `2 × ${String(operand)}`,
    choices: [String(correct - 1), String(correct), String(correct + 1)],
    correctIndex: 1,
    issuedAtMs: atMs,
  });
}

/** The answer of choice `choice` (1 is right; null when the time ran out) at `atMs`. */
function chose(choice: number | null, atMs: number): ProblemAnswer {
  return {
    answeredAtMs: atMs,
    choiceIndex: choice,
    typedAnswer: null,
    isCorrect: choice === 1,
    timeSpentMs: 1000,
  };
}

describe('the class insight’s tallies kept between requests', () => {
  let database: TestDatabase;
  let store: Store;
  let lesson = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = createStore(database.db, database.dialect);
  });

  afterAll(async () => {
    await database.dispose();
  });

  /** A new session with its students; ids apart from every other lesson's. */
  async function newLesson(): Promise<{ sessionId: string; studentIds: string[] }> {
    lesson += 1;
    const sessionId = `session-${String(lesson)}`;
    await store.sessions.insert(
      sampleSession({ id: sessionId, code: `C${String(lesson).padStart(5, '0')}` }),
    );
    const studentIds: string[] = [];
    for (let index = 0; index < STUDENTS; index += 1) {
      const id = `${sessionId}-student-${String(index)}`;
      await store.students.insert(
        sampleStudent({
          id,
          sessionId,
          name: `S${String(index)}`,
          nameKey: `s${String(index)}`,
          tokenHash: id,
        }),
      );
      studentIds.push(id);
    }
    return { sessionId, studentIds };
  }

  it('counts every answer once, as a whole read of the lesson does, in any order of answers, drops and requests', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(classEvent, { minLength: 20, maxLength: 60 }), async (events) => {
        const { sessionId, studentIds } = await newLesson();
        let clock = SAMPLE_TIME;
        let latest = clock;
        // As the ids' maker does, ids never go back in time, whatever the clock does.
        let idTime = clock;
        const kept = createKeptSessionTallies(store.problems, {
          now: () => clock,
          settleMs: SETTLE_MS,
        });
        const waiting = new Map<number, string>();
        const whole = async () => lines(await store.problems.tallyAnsweredBySession(sessionId));
        for (const event of [...events, { kind: 'ask' as const }]) {
          if (event.kind === 'time') {
            clock = Math.max(clock + event.ms, latest - SETTLE_MS / 2);
            latest = Math.max(latest, clock);
          } else if (event.kind === 'ask')
            expect(lines(await kept.current(sessionId))).toEqual(await whole());
          else if (event.kind === 'two asks at once') {
            const both = await Promise.all([kept.current(sessionId), kept.current(sessionId)]);
            expect(both.map(lines)).toEqual([await whole(), await whole()]);
          } else if (event.kind === 'store' && !waiting.has(event.student)) {
            idTime = Math.max(idTime, clock);
            const problem = problemOf(
              sessionId,
              studentIds[event.student] ?? '',
              event.operand,
              idTime,
            );
            await store.problems.insert(problem);
            waiting.set(event.student, problem.id);
          } else if (event.kind === 'answer' && waiting.has(event.student)) {
            await store.problems.claimAnswer(
              waiting.get(event.student) ?? '',
              chose(event.choice, clock),
            );
            waiting.delete(event.student);
          } else if (event.kind === 'drop') {
            await store.problems.deleteOpenForStudent(studentIds[event.student] ?? '');
            waiting.delete(event.student);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('reads at each request only the problems stored since the last one settled, and those still waiting then', async () => {
    const { sessionId, studentIds } = await newLesson();
    let clock = SAMPLE_TIME;
    const reads: { afterId: string; answers: number; waiting: number }[] = [];
    const problems: Pick<ProblemsRepo, 'readAnswersSince' | 'readWaiting'> = {
      async readAnswersSince(session, afterId, throughId) {
        const since = await store.problems.readAnswersSince(session, afterId, throughId);
        const answers = [...since.settled, ...since.recent].reduce(
          (sum, tally) => sum + tally.count,
          0,
        );
        reads.push({ afterId, answers, waiting: since.waitingIds.length });
        return since;
      },
      readWaiting: (ids) => store.problems.readWaiting(ids),
    };
    const kept = createKeptSessionTallies(problems, { now: () => clock, settleMs: SETTLE_MS });
    async function answerAll(times: number): Promise<void> {
      for (let round = 0; round < times; round += 1)
        for (const studentId of studentIds) {
          const problem = problemOf(sessionId, studentId, 2, clock);
          await store.problems.insert(problem);
          await store.problems.claimAnswer(problem.id, chose(0, clock));
          clock += 100;
        }
    }

    await answerAll(100);
    const waitingProblem = problemOf(sessionId, studentIds[0] ?? '', 3, clock);
    await store.problems.insert(waitingProblem);
    clock += SETTLE_MS + 1;
    await kept.current(sessionId);
    await store.problems.claimAnswer(waitingProblem.id, chose(1, clock));
    await answerAll(5);
    const tallies = await kept.current(sessionId);

    expect(reads).toMatchObject([
      { afterId: '', answers: 300, waiting: 1 },
      { answers: 15, waiting: 0 },
    ]);
    expect(reads[1]?.afterId).not.toBe('');
    expect(tallies.reduce((sum, tally) => sum + tally.count, 0)).toBe(316);
    expect(lines(tallies)).toEqual(lines(await store.problems.tallyAnsweredBySession(sessionId)));
  });
  it('leaves out a problem stored after the time it would have settled by, until the session is read whole again within five minutes', async () => {
    const { sessionId, studentIds } = await newLesson();
    let clock = SAMPLE_TIME;
    const kept = createKeptSessionTallies(store.problems, {
      now: () => clock,
      settleMs: SETTLE_MS,
    });
    const answered = async (problem: Problem) => {
      await store.problems.insert(problem);
      await store.problems.claimAnswer(problem.id, chose(1, clock));
    };
    const counted = async () =>
      (await kept.current(sessionId)).reduce((sum, tally) => sum + tally.count, 0);

    await answered(problemOf(sessionId, studentIds[0] ?? '', 1, clock));
    clock += 2 * SETTLE_MS;
    expect(await counted()).toBe(1);
    await answered(problemOf(sessionId, studentIds[1] ?? '', 1, SAMPLE_TIME + 1));
    expect(await counted()).toBe(1);
    clock += REREAD_WHOLE_MS + 1;
    expect(await counted()).toBe(2);
  });
});
