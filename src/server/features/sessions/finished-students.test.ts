import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#shared/i18n/catalogs';
import { teacherSessionStateSchema } from '#shared/contracts/sessions';
import {
  bearer,
  classApiForEachTest,
  rightChoiceOf,
  type testClassClient,
} from '#server/features/class/testing/test-class-client';

const errors = CATALOGS.en.errors;

/** One operation of five questions, running from the start. */
const fiveQuestions = {
  autoStart: true,
  operations: [{ type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 5 }],
};

type Client = ReturnType<typeof testClassClient>;
type Student = Awaited<ReturnType<Client['join']>>;

/** Answers every question of the student's round, right, and checks they have finished. */
async function finishRound(client: Client, student: Student): Promise<void> {
  for (let question = 1; question <= 5; question += 1) {
    const problem = await client.nextProblem(student);
    expect(problem).toMatchObject({ questionNumber: question, round: 1 });
    const reply = await client.answer(student, problem.problemId, rightChoiceOf(problem));
    expect(reply.statusCode).toBe(200);
  }
}

describe('students who have finished', () => {
  const client = classApiForEachTest();
  const { app, createSession, join, teacher, nextProblem } = client;

  async function problemsStatus(student: Student) {
    const response = await app().inject({
      method: 'POST',
      url: `/api/students/${student.studentId}/problems`,
      headers: bearer(student.reconnectionToken),
    });
    return response.statusCode;
  }

  async function progressOf(student: Student): Promise<unknown> {
    const response = await app().inject({
      method: 'GET',
      url: `/api/students/${student.studentId}/progress`,
      headers: bearer(student.reconnectionToken),
    });
    return response.json();
  }

  /** The teacher saves new settings for the session. */
  const editSettings = (created: { sessionId: string; teacherToken: string }, settings: object) =>
    teacher('PUT', `/api/sessions/${created.sessionId}/settings`, created.teacherToken, settings);

  it('get another round from the teacher, counted from question 1 with their totals kept', async () => {
    const created = await createSession(fiveQuestions);
    const done = await join(created.sessionCode, 'Ola');
    const busy = await join(created.sessionCode, 'Kari');
    await finishRound(client, done);
    expect(await problemsStatus(done)).toBe(409);
    const busyProblem = await nextProblem(busy);

    const more = await teacher(
      'POST',
      `/api/sessions/${created.sessionId}/another-round`,
      created.teacherToken,
    );
    expect(more.statusCode).toBe(200);
    const state = teacherSessionStateSchema.parse(more.json());
    expect(state.students.find((student) => student.name === 'Ola')).toMatchObject({
      finished: false,
      stats: { questionsAnswered: 5, correct: 5 },
    });
    const next = await nextProblem(done);
    expect(next).toMatchObject({
      questionNumber: 1,
      totalQuestions: 5,
      operationIndex: 0,
      round: 2,
    });
    // A student still practising keeps the question they had.
    expect(await nextProblem(busy)).toEqual(busyProblem);
  });

  it('are numbered by their place in the round after Next operation, and from 1 in a new one', async () => {
    const created = await createSession({
      autoStart: true,
      operations: [
        { type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 },
        { type: 'subtraction', numberRange: { min: 1, max: 10 }, challengeCount: 5 },
      ],
    });
    const teacherDoes = (action: string) =>
      teacher('POST', `/api/sessions/${created.sessionId}/${action}`, created.teacherToken);
    const student = await join(created.sessionCode, 'Ola');
    for (let question = 1; question <= 2; question += 1) {
      const problem = await nextProblem(student);
      await client.answer(student, problem.problemId, rightChoiceOf(problem));
    }
    expect((await teacherDoes('next-operation')).statusCode).toBe(200);
    // Two answers of the first five, then the class moved on: question 1 of the second step.
    for (let question = 6; question <= 10; question += 1) {
      const problem = await nextProblem(student);
      expect(problem).toMatchObject({ questionNumber: question, totalQuestions: 10, round: 1 });
      await client.answer(student, problem.problemId, rightChoiceOf(problem));
    }
    expect((await teacherDoes('another-round')).statusCode).toBe(200);
    expect(await nextProblem(student)).toMatchObject({
      questionNumber: 1,
      operationIndex: 0,
      round: 2,
    });
  });

  it('are refused another round while nobody has finished', async () => {
    const created = await createSession(fiveQuestions);
    await join(created.sessionCode, 'Ola');
    const refused = await teacher(
      'POST',
      `/api/sessions/${created.sessionId}/another-round`,
      created.teacherToken,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'none_finished', message: errors.noneFinished },
    });
  });

  it('come back to questions when the teacher switches continuous mode on', async () => {
    const created = await createSession(fiveQuestions);
    const done = await join(created.sessionCode, 'Ola');
    await finishRound(client, done);
    const changed = await editSettings(created, { ...fiveQuestions, continuousMode: true });
    expect(changed.statusCode).toBe(200);
    expect(await nextProblem(done)).toMatchObject({ questionNumber: 1, round: 2 });
  });

  it('start their next round by themselves in continuous mode, and not when an operation changes', async () => {
    const continuous = { ...fiveQuestions, continuousMode: true };
    const created = await createSession(continuous);
    const student = await join(created.sessionCode, 'Ola');
    await finishRound(client, student);
    const second = await nextProblem(student);
    expect(second).toMatchObject({ questionNumber: 1, round: 2 });
    await client.answer(student, second.problemId, rightChoiceOf(second));
    const [operation] = continuous.operations;
    const changed = await editSettings(created, {
      ...continuous,
      operations: [{ ...operation, type: 'addition' }],
    });
    expect(changed.statusCode).toBe(200);
    // The changed operation starts again at its first question, in the same round.
    expect(await nextProblem(student)).toMatchObject({
      questionNumber: 1,
      operation: 'addition',
      round: 2,
    });
  });

  it('include one who has answered as many questions as the teacher cuts the lesson to', async () => {
    const [operation] = fiveQuestions.operations;
    const questions = (count: number) => ({
      ...fiveQuestions,
      operations: [{ ...operation, challengeCount: count }],
    });
    const created = await createSession(questions(8));
    const ahead = await join(created.sessionCode, 'Ola');
    for (let question = 1; question <= 5; question += 1) {
      const problem = await nextProblem(ahead);
      await client.answer(ahead, problem.problemId, rightChoiceOf(problem));
    }
    const open = await nextProblem(ahead);
    expect(open).toMatchObject({ questionNumber: 6, totalQuestions: 8 });
    const changed = await teacher(
      'PUT',
      `/api/sessions/${created.sessionId}/settings`,
      created.teacherToken,
      questions(5),
    );
    const state = teacherSessionStateSchema.parse(changed.json());
    expect(state.students.find((student) => student.name === 'Ola')).toMatchObject({
      finished: true,
      stats: { questionsAnswered: 5 },
    });
    expect(await problemsStatus(ahead)).toBe(409);
    const late = await client.answer(ahead, open.problemId, rightChoiceOf(open));
    expect(late.statusCode).not.toBe(200);
  });

  it('come back to the facts the class missed when the teacher sets them', async () => {
    const created = await createSession(fiveQuestions);
    const done = await join(created.sessionCode, 'Ola');
    const wrong = await join(created.sessionCode, 'Kari');
    await finishRound(client, done);
    const missed = await nextProblem(wrong);
    await client.answer(wrong, missed.problemId, (rightChoiceOf(missed) + 1) % 3);
    const focus = await teacher(
      'POST',
      `/api/sessions/${created.sessionId}/focus`,
      created.teacherToken,
    );
    expect(focus.statusCode).toBe(200);
    expect(await problemsStatus(done)).toBe(200);
  });

  /** The edit was saved, and the teacher's state it replies with shows `name` at questions. */
  function expectBackAtQuestions(
    edited: { statusCode: number; json: () => unknown },
    name: string,
  ) {
    expect(edited.statusCode).toBe(200);
    const state = teacherSessionStateSchema.parse(edited.json());
    expect(state.students.find((student) => student.name === name)).toMatchObject({
      finished: false,
    });
  }

  it('go on with the questions the teacher then adds to their operation', async () => {
    const created = await createSession(fiveQuestions);
    const done = await join(created.sessionCode, 'Ola');
    await finishRound(client, done);
    expect(await progressOf(done)).toMatchObject({ finished: true, questionsAnswered: 5 });
    const [multiplication] = fiveQuestions.operations;
    const edited = await editSettings(created, {
      operations: [{ ...multiplication, challengeCount: 7 }],
    });
    expect(edited.statusCode).toBe(200);
    expect(await progressOf(done)).toMatchObject({ finished: false, totalQuestions: 7 });
    const sixth = await nextProblem(done);
    expect(sixth).toMatchObject({ questionNumber: 6, totalQuestions: 7, round: 1 });
    expect((await client.answer(done, sixth.problemId, 0)).statusCode).toBe(200);
  });

  it('go on to an operation the teacher adds after the one they finished', async () => {
    const created = await createSession(fiveQuestions);
    const done = await join(created.sessionCode, 'Ola');
    await finishRound(client, done);
    const [multiplication] = fiveQuestions.operations;
    const division = { ...multiplication, type: 'division' };
    const edited = await editSettings(created, { operations: [multiplication, division] });
    expectBackAtQuestions(edited, 'Ola');
    expect(await progressOf(done)).toMatchObject({ finished: false, totalQuestions: 10 });
    const sixth = await nextProblem(done);
    expect(sixth).toMatchObject({
      operation: 'division',
      operationIndex: 1,
      operationQuestionNumber: 1,
      questionNumber: 6,
      totalQuestions: 10,
      round: 1,
    });
    const reply = await client.answer(done, sixth.problemId, rightChoiceOf(sixth));
    expect(reply.statusCode).toBe(200);
  });

  it('start the operation that replaced the one they finished, from its first question', async () => {
    const created = await createSession(fiveQuestions);
    const done = await join(created.sessionCode, 'Ola');
    await finishRound(client, done);
    const [multiplication] = fiveQuestions.operations;
    const edited = await editSettings(created, {
      operations: [{ ...multiplication, type: 'subtraction' }],
    });
    expectBackAtQuestions(edited, 'Ola');
    const first = await nextProblem(done);
    expect(first).toMatchObject({
      operation: 'subtraction',
      operationQuestionNumber: 1,
      questionNumber: 1,
      totalQuestions: 5,
      round: 1,
    });
    const reply = await client.answer(done, first.problemId, rightChoiceOf(first));
    expect(reply.statusCode).toBe(200);
  });

  it('stay finished when an edit ends the exam, though it adds an operation', async () => {
    const created = await createSession({
      ...fiveQuestions,
      examMode: true,
      examDurationMinutes: 5,
    });
    const done = await join(created.sessionCode, 'Ola');
    await finishRound(client, done);
    client.testApp().advanceClock(3 * 60_000);
    const [multiplication] = fiveQuestions.operations;
    const edited = await editSettings(created, {
      examMode: true,
      examDurationMinutes: 2,
      operations: [multiplication, { ...multiplication, type: 'division' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(await progressOf(done)).toMatchObject({ finished: true, questionsAnswered: 5 });
  });

  it('stay removed: another round leaves a removed student out', async () => {
    const created = await createSession(fiveQuestions);
    const done = await join(created.sessionCode, 'Ola');
    await finishRound(client, done);
    const removed = await teacher(
      'POST',
      `/api/sessions/${created.sessionId}/students/${done.studentId}/remove`,
      created.teacherToken,
    );
    expect(removed.statusCode).toBe(200);
    const more = await teacher(
      'POST',
      `/api/sessions/${created.sessionId}/another-round`,
      created.teacherToken,
    );
    expect(more.statusCode).toBe(409);
    expect(await problemsStatus(done)).toBe(403);
  });
});
