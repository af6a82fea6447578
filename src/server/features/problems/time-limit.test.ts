import { describe, expect, it } from 'vitest';
import type { AnswerReply, JoinReply } from '#shared/contracts/sessions';
import {
  bearer,
  freshAppForEachTest,
  rightChoiceOf,
  testClassClient,
} from '#server/features/class/testing/test-class-client';
import { FEEDBACK_MS } from '#shared/contracts/feedback-time';
import { JOIN_QUESTION_WAIT_MS } from '#shared/contracts/join-question-time';
import { SLOW_NETWORK_GRACE_MS, TIME_LIMIT_GRACE_MS } from './answer-rules';

/**
 * A screen's own time over the 5 s limit: an answer that claims it is judged by the server's clock
 * alone (answeredLate), so these tests see where the limit starts, not the slow-network grace.
 */
const OVER_THE_LIMIT_MS = 5200;

describe('a question with a time limit', () => {
  const testApp = freshAppForEachTest();
  const app = () => testApp().app;
  const { createSession, join, nextProblem, teacher } = testClassClient(app);

  /**
   * A student in a class with a 5 s limit, joined before the teacher's start (so each question is
   * fetched alone), or into the running class (its first question came with the join).
   */
  async function studentWithLimit(joins: 'before the start' | 'running' = 'before the start') {
    const created = await createSession({
      autoStart: joins === 'running',
      operations: [
        {
          type: 'addition',
          numberRange: { min: 1, max: 10 },
          challengeCount: 10,
          timeLimitSeconds: 5,
        },
      ],
    });
    const student = await join(created.sessionCode, 'Ada');
    if (joins === 'before the start') {
      const start = `/api/sessions/${created.sessionId}/start`;
      expect((await teacher('POST', start, created.teacherToken)).statusCode).toBe(200);
    }
    return student;
  }

  const send = (student: JoinReply, body: object) =>
    app().inject({
      method: 'POST',
      url: `/api/students/${student.studentId}/answers`,
      headers: bearer(student.reconnectionToken),
      payload: body,
    });

  it('gives the student the limit with the question', async () => {
    const student = await studentWithLimit();
    expect((await nextProblem(student)).timeLimitSeconds).toBe(5);
  });

  it('gives the open question again after a reload with only the time it has left', async () => {
    const student = await studentWithLimit();
    const problem = await nextProblem(student);
    expect(problem.timeLeftMs).toBe(5000);
    testApp().advanceClock(3000);
    const again = await nextProblem(student);
    expect(again).toMatchObject({
      problemId: problem.problemId,
      timeLimitSeconds: 5,
      timeLeftMs: 2000,
    });
    testApp().advanceClock(4000);
    expect((await nextProblem(student)).timeLeftMs).toBe(0);
  });

  it('counts a question whose time ran out as not correct, and shows the right answer', async () => {
    const student = await studentWithLimit();
    const problem = await nextProblem(student);
    testApp().advanceClock(5000);
    const reply = await send(student, {
      problemId: problem.problemId,
      choiceIndex: null,
      timeSpentMs: 5000,
    });
    expect(reply.statusCode).toBe(200);
    const verdict = reply.json<AnswerReply>();
    expect(verdict.isCorrect).toBe(false);
    expect(verdict.correctIndex).toBe(rightChoiceOf(problem));
    expect(verdict.stats).toMatchObject({ correct: 0, incorrect: 1, questionsAnswered: 1 });
    expect(verdict.nextProblem).not.toBeNull();
  });

  it('does not count the right choice correct when its own time is over the limit and it arrives after the grace', async () => {
    const student = await studentWithLimit();
    const problem = await nextProblem(student);
    testApp().advanceClock(5000 + TIME_LIMIT_GRACE_MS + 1);
    const reply = await send(student, {
      problemId: problem.problemId,
      choiceIndex: rightChoiceOf(problem),
      timeSpentMs: 5500,
    });
    expect(reply.json<AnswerReply>().isCorrect).toBe(false);
  });

  it('counts the right choice given in time that a slow network brings within 5 s after the limit', async () => {
    const student = await studentWithLimit();
    const problem = await nextProblem(student);
    testApp().advanceClock(5000 + SLOW_NETWORK_GRACE_MS);
    const reply = await send(student, {
      problemId: problem.problemId,
      choiceIndex: rightChoiceOf(problem),
      timeSpentMs: 4000,
    });
    expect(reply.json<AnswerReply>().isCorrect).toBe(true);
  });

  it('does not count a right choice said to be in time that arrives more than 5 s after the limit', async () => {
    const student = await studentWithLimit();
    const problem = await nextProblem(student);
    testApp().advanceClock(5000 + SLOW_NETWORK_GRACE_MS + 1);
    const reply = await send(student, {
      problemId: problem.problemId,
      choiceIndex: rightChoiceOf(problem),
      timeSpentMs: 1000,
    });
    expect(reply.json<AnswerReply>().isCorrect).toBe(false);
  });

  it('lets the question a join brought wait for the practice screen to open before its limit runs', async () => {
    const student = await studentWithLimit('running');
    const problem = student.firstProblem;
    if (problem === undefined) throw new Error('expected the join to bring a question');
    testApp().advanceClock(JOIN_QUESTION_WAIT_MS + 5000 + TIME_LIMIT_GRACE_MS);
    const inTime = await send(student, {
      problemId: problem.problemId,
      choiceIndex: rightChoiceOf(problem),
      timeSpentMs: OVER_THE_LIMIT_MS,
    });
    expect(inTime.json<AnswerReply>().isCorrect).toBe(true);
    const late = await studentWithLimit('running');
    testApp().advanceClock(JOIN_QUESTION_WAIT_MS + 5000 + TIME_LIMIT_GRACE_MS + 1);
    const reply = await send(late, {
      problemId: late.firstProblem?.problemId,
      choiceIndex: rightChoiceOf(late.firstProblem ?? problem),
      timeSpentMs: 5200,
    });
    expect(reply.json<AnswerReply>().isCorrect).toBe(false);
  });

  it('times the question a join brought from when the screen asks for it, as it was not shown in time', async () => {
    const student = await studentWithLimit('running');
    testApp().advanceClock(10_000);
    const asked = await nextProblem(student);
    expect(asked.problemId).toBe(student.firstProblem?.problemId);
    testApp().advanceClock(5000 + TIME_LIMIT_GRACE_MS);
    const reply = await send(student, {
      problemId: asked.problemId,
      choiceIndex: rightChoiceOf(asked),
      timeSpentMs: OVER_THE_LIMIT_MS,
    });
    expect(reply.json<AnswerReply>().isCorrect).toBe(true);
  });

  it('counts the right choice correct within the grace for the network', async () => {
    const student = await studentWithLimit();
    const problem = await nextProblem(student);
    testApp().advanceClock(5000 + TIME_LIMIT_GRACE_MS);
    const reply = await send(student, {
      problemId: problem.problemId,
      choiceIndex: rightChoiceOf(problem),
      timeSpentMs: OVER_THE_LIMIT_MS,
    });
    expect(reply.json<AnswerReply>().isCorrect).toBe(true);
  });

  it('starts the limit of a question sent with a verdict once the verdict’s pause is over', async () => {
    const student = await studentWithLimit();
    const first = await nextProblem(student);
    const verdict = (
      await send(student, {
        problemId: first.problemId,
        choiceIndex: rightChoiceOf(first),
        timeSpentMs: 1000,
      })
    ).json<AnswerReply>();
    const next = verdict.nextProblem;
    if (next === null) throw new Error('a next question comes with the verdict');
    // On screen after the 2 s pause, answered right with 0.5 s of the 5 s still to go.
    testApp().advanceClock(FEEDBACK_MS.correct + 4500);
    const inTime = await send(student, {
      problemId: next.problemId,
      choiceIndex: rightChoiceOf(next),
      timeSpentMs: OVER_THE_LIMIT_MS,
    });
    expect(inTime.json<AnswerReply>().isCorrect).toBe(true);
    const after = inTime.json<AnswerReply>().nextProblem;
    if (after === null) throw new Error('a next question comes with the verdict');
    testApp().advanceClock(FEEDBACK_MS.correct + 5000 + TIME_LIMIT_GRACE_MS + 1);
    const late = await send(student, {
      problemId: after.problemId,
      choiceIndex: rightChoiceOf(after),
      timeSpentMs: 5200,
    });
    expect(late.json<AnswerReply>().isCorrect).toBe(false);
  });

  it('shows the teacher a timed-out question as answered without a choice', async () => {
    const created = await createSession({
      autoStart: true,
      operations: [{ type: 'addition', numberRange: { min: 1, max: 10 }, timeLimitSeconds: 5 }],
    });
    const student = await join(created.sessionCode, 'Ada');
    const problem = await nextProblem(student);
    testApp().advanceClock(6000);
    await send(student, { problemId: problem.problemId, choiceIndex: null, timeSpentMs: 5000 });
    const progress = await app().inject({
      method: 'GET',
      url: `/api/students/${student.studentId}/progress`,
      headers: bearer(student.reconnectionToken),
    });
    expect(progress.statusCode).toBe(200);
    const attempt = progress.json().operationProgress[0].attempts[0];
    expect(attempt).toMatchObject({ answer: null, isCorrect: false });
  });
});
