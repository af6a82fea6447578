import { describe, expect, it } from 'vitest';
import { FEEDBACK_MS } from '#shared/contracts/feedback-time';
import { studentInsightReplySchema } from '#shared/contracts/insight';
import { answerReplySchema, type ClassProblem, type JoinReply } from '#shared/contracts/sessions';
import { boxOf, factKey } from '#shared/maths/fact-scheduler';
import { createStore } from '#server/store';
import {
  bearer,
  classApiForEachTest,
  operandsOf,
  rightChoiceOf,
} from '#server/features/class/testing/test-class-client';
import { NETWORK_ALLOWANCE_MS } from './vouched-time';

/** The time the server counts for answers, seen where teachers and the fact schedule read it. */
describe('the answer time the server vouches for', () => {
  const { app, testApp, createSession, join, teacher, nextProblem } = classApiForEachTest();

  /** A class of one that the teacher starts after the join, so each question is fetched alone. */
  async function classOfOne() {
    const created = await createSession({
      autoStart: false,
      operations: [{ type: 'multiplication', numberRange: { min: 2, max: 9 }, challengeCount: 10 }],
    });
    const student = await join(created.sessionCode, 'Ada');
    const start = `/api/sessions/${created.sessionId}/start`;
    expect((await teacher('POST', start, created.teacherToken)).statusCode).toBe(200);
    return { created, student };
  }

  async function answerRightly(student: JoinReply, problem: ClassProblem, timeSpentMs: number) {
    const response = await app().inject({
      method: 'POST',
      url: `/api/students/${student.studentId}/answers`,
      headers: bearer(student.reconnectionToken),
      payload: { problemId: problem.problemId, choiceIndex: rightChoiceOf(problem), timeSpentMs },
    });
    expect(response.statusCode).toBe(200);
    return answerReplySchema.parse(response.json());
  }

  async function drillDownOf(created: { sessionId: string; teacherToken: string }, id: string) {
    const path = `/api/sessions/${created.sessionId}/students/${id}/insight`;
    const response = await teacher('GET', path, created.teacherToken);
    return studentInsightReplySchema.parse(response.json());
  }

  /** The fact's Leitner box: 1 after a right answer counted quick, 0 after a slow one. */
  async function boxOfFact(student: JoinReply, problem: ClassProblem) {
    const { db, dialect } = testApp().database;
    const stored = await createStore(db, dialect).students.findById(student.studentId);
    if (stored === undefined) throw new Error('expected the student');
    const [operand1, operand2] = operandsOf(problem);
    return boxOf(stored.factSchedule, factKey({ operation: 'multiplication', operand1, operand2 }));
  }

  it('counts a claim of 0 ms after a 6 s wait as 5 s: in the drill-down, and not quick', async () => {
    const { created, student } = await classOfOne();
    const problem = await nextProblem(student);
    testApp().advanceClock(6000);
    await answerRightly(student, problem, 0);
    const drillDown = await drillDownOf(created, student.studentId);
    expect(drillDown.medianTimeMs).toBe(6000 - NETWORK_ALLOWANCE_MS);
    expect(await boxOfFact(student, problem)).toBe(0);
  });

  it('keeps an honest quick answer as claimed: in the drill-down, and quick', async () => {
    const { created, student } = await classOfOne();
    const problem = await nextProblem(student);
    testApp().advanceClock(1600);
    await answerRightly(student, problem, 1400);
    expect((await drillDownOf(created, student.studentId)).medianTimeMs).toBe(1400);
    expect(await boxOfFact(student, problem)).toBe(1);
  });

  it('times the question after a stop and a start from the start, not from before the stop', async () => {
    const { created, student } = await classOfOne();
    const before = await nextProblem(student);
    const path = `/api/sessions/${created.sessionId}`;
    await teacher('POST', `${path}/stop`, created.teacherToken);
    testApp().advanceClock(60_000);
    await teacher('POST', `${path}/start`, created.teacherToken);
    const after = await nextProblem(student);
    expect(after.problemId).not.toBe(before.problemId);
    testApp().advanceClock(1600);
    await answerRightly(student, after, 1400);
    expect((await drillDownOf(created, student.studentId)).medianTimeMs).toBe(1400);
  });

  it('leaves out the feedback pause of the verdict a problem came with, and no more', async () => {
    const { created, student } = await classOfOne();
    const first = await answerRightly(student, await nextProblem(student), 0);
    const second = first.nextProblem;
    if (second === null) throw new Error('expected the next problem with the verdict');
    testApp().advanceClock(FEEDBACK_MS.correct + 6000);
    await answerRightly(student, second, 0);
    const progress = await app().inject({
      method: 'GET',
      url: `/api/students/${student.studentId}/progress`,
      headers: bearer(student.reconnectionToken),
    });
    const attempts = progress.json<{
      operationProgress: { attempts: { timeSpentMs: number }[] }[];
    }>().operationProgress[0]?.attempts;
    expect(attempts?.map((attempt) => attempt.timeSpentMs)).toEqual([
      0,
      6000 - NETWORK_ALLOWANCE_MS,
    ]);
    expect((await drillDownOf(created, student.studentId)).answered).toBe(2);
  });
});
