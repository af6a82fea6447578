import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionSettings } from '#shared/contracts/session-settings';
import type { AnswerReply, ClassProblem, CreateSessionReply } from '#shared/contracts/sessions';
import { DEFAULT_LIMITS } from '../../config';
import { createStore, type Store } from '../../db/store';
import { createTestDatabase, type TestDatabase } from '../../db/test-databases';
import { silentNotifier } from '../../realtime/session-notifier';
import { createExamClock } from '../class/exam-clock';
import { createSessionsService } from '../sessions/sessions.service';
import { createStudentsService } from '../students/students.service';
import { createAnswersService } from './answers.service';

const twoOperations: SessionSettings = {
  autoStart: true,
  continuousMode: false,
  examMode: false,
  examDurationMinutes: 30,
  randomizeOperations: false,
  operations: [
    { type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 },
    { type: 'subtraction', numberRange: { min: 1, max: 10 }, challengeCount: 5 },
  ],
};

describe('answering in a class session', () => {
  let database: TestDatabase;
  let store: Store;
  let services: ReturnType<typeof servicesOver>;

  function servicesOver(over: Store) {
    const deps = {
      store: over,
      notifier: silentNotifier,
      now: () => Date.now(),
      limits: DEFAULT_LIMITS,
    };
    return {
      sessions: createSessionsService(deps),
      students: createStudentsService(deps),
      answers: createAnswersService(deps, createExamClock(deps)),
    };
  }

  beforeEach(async () => {
    database = await createTestDatabase();
    store = createStore(database.db, database.dialect);
    services = servicesOver(store);
  });

  afterEach(async () => {
    await database.dispose();
  });

  async function joinedPupil() {
    const created: CreateSessionReply = await services.sessions.create(twoOperations);
    const joined = await services.students.join(created.sessionCode, 'Ola', undefined);
    return services.students.authorizeStudent(joined.studentId, joined.reconnectionToken);
  }

  async function answerRight(pupilId: string, problem: ClassProblem): Promise<AnswerReply> {
    const stored = await store.problems.findById(problem.problemId);
    const { session, student } = await services.students.loadStudent(pupilId);
    return services.answers.answer(session, student, {
      problemId: problem.problemId,
      choiceIndex: stored?.correct_index ?? 0,
      timeSpent: 1000,
    });
  }

  it('keeps per-operation totals on the pupil that match the answers stored', async () => {
    const { session, student } = await joinedPupil();
    let problem = await services.answers.nextProblem(session, student);
    let reply: AnswerReply | undefined;
    for (let count = 0; count < 7; count += 1) {
      reply = await answerRight(student.id, problem);
      if (reply.nextProblem === null) break;
      problem = reply.nextProblem;
    }
    const summed = await store.problems.answeredTotalsByStudent(student.id);
    expect(reply?.progress.operationProgress.map((operation) => operation.completed)).toEqual([
      5, 2,
    ]);
    expect(
      reply?.progress.operationProgress.map(({ completed, correct, timeSpent }) => ({
        completed,
        correct,
        timeSpent,
      })),
    ).toEqual(
      [0, 1].map((index) => {
        const total = summed.find((sum) => sum.operationIndex === index);
        return {
          completed: total?.completed,
          correct: total?.correct,
          timeSpent: total?.timeSpentMs,
        };
      }),
    );
  });

  it('sums the totals from the stored answers for a pupil whose row does not keep them yet', async () => {
    const { session, student } = await joinedPupil();
    const first = await services.answers.nextProblem(session, student);
    const second = (await answerRight(student.id, first)).nextProblem;
    await database.db
      .updateTable('students')
      .set({ operation_totals_json: null })
      .where('id', '=', student.id)
      .execute();
    if (second === null) throw new Error('expected a second question');
    const reply = await answerRight(student.id, second);
    expect(reply.progress.operationProgress[0]).toMatchObject({ completed: 2, correct: 2 });
    const stored = await store.students.findById(student.id);
    expect(JSON.parse(stored?.operation_totals_json ?? 'null')).toEqual([
      { operationIndex: 0, completed: 2, correct: 2, timeSpentMs: 2000 },
    ]);
  });

  it('counts from the stored pupil when their row changed after the request read it', async () => {
    const { session, student: readEarlier } = await joinedPupil();
    const problem = await services.answers.nextProblem(session, readEarlier);
    // Something else moved the pupil on after this request read them.
    await store.students.update(readEarlier.id, { questions_answered: 7, correct: 7 });
    const stored = await store.problems.findById(problem.problemId);
    const reply = await services.answers.answer(session, readEarlier, {
      problemId: problem.problemId,
      choiceIndex: stored?.correct_index ?? 0,
      timeSpent: 1000,
    });
    expect(reply.stats).toMatchObject({ questionsAnswered: 8, correct: 8 });
  });

  it('counts from the stored pupil when new settings restarted their operation after the read', async () => {
    const { session, student: firstRead } = await joinedPupil();
    const first = await services.answers.nextProblem(session, firstRead);
    const second = (await answerRight(firstRead.id, first)).nextProblem;
    if (second === null) throw new Error('expected a second question');
    const { student: readEarlier } = await services.students.loadStudent(firstRead.id);
    expect(readEarlier.operation_question_number).toBe(1);
    // The teacher's new order of operations starts the pupil's operation again.
    await store.students.update(readEarlier.id, { operation_question_number: 0 });
    const stored = await store.problems.findById(second.problemId);
    await services.answers.answer(session, readEarlier, {
      problemId: second.problemId,
      choiceIndex: stored?.correct_index ?? 0,
      timeSpent: 1000,
    });
    expect((await store.students.findById(readEarlier.id))?.operation_question_number).toBe(1);
  });
  it('counts the same answer sent twice at once only once, and gives both the same verdict', async () => {
    const { session, student } = await joinedPupil();
    const problem = await services.answers.nextProblem(session, student);
    const stored = await store.problems.findById(problem.problemId);
    const body = {
      problemId: problem.problemId,
      choiceIndex: stored?.correct_index ?? 0,
      timeSpent: 1000,
    };
    const replies = await Promise.all([
      services.answers.answer(session, student, body),
      services.answers.answer(session, student, body),
    ]);
    expect(replies.map((reply) => reply.isCorrect)).toEqual([true, true]);
    expect((await store.students.findById(student.id))?.questions_answered).toBe(1);
    expect(await store.problems.answeredTotalsByStudent(student.id)).toEqual([
      { operationIndex: 0, completed: 1, correct: 1, timeSpentMs: 1000 },
    ]);
  });
});
