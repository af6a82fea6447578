import { describe, expect, it } from 'vitest';
import { lessonRecordReplySchema } from '#shared/contracts/lesson-record';
import { answerReplySchema, joinReplySchema, type ClassProblem } from '#shared/contracts/sessions';
import {
  classApiForEachTest,
  commutativeFactOf,
  easyTablesKnown,
  rightChoiceOf,
  tierOfProblem,
  timesTablesLesson as times,
} from '#server/features/class/testing/test-class-client';

/** The class's facts sent for a pupil on a fresh device (class-facts.routes.ts). */
describe('a child on a device with no facts, continuing from the class’s facts', () => {
  const { app, testApp, createSession, join, nextProblem, teacher, answer } = classApiForEachTest();
  const classFactsUrl = (sessionId: string, studentId: string) =>
    `/api/sessions/${sessionId}/students/${studentId}/class-facts`;
  /** The lesson's record, as the teacher's device takes it. */
  const lessonRecordOf = async (session: { sessionId: string; teacherToken: string }) => {
    const url = `/api/sessions/${session.sessionId}/lesson-record`;
    return lessonRecordReplySchema.parse((await teacher('GET', url, session.teacherToken)).json());
  };

  it('continues from the facts the teacher’s device sends: after the join’s question, well-known facts are not asked', async () => {
    const session = await createSession(times);
    const child = await join(session.sessionCode, 'Ada');
    const sent = await teacher(
      'PUT',
      classFactsUrl(session.sessionId, child.studentId),
      session.teacherToken,
      { facts: easyTablesKnown(testApp().now() - 86_400_000) },
    );
    expect(sent.statusCode).toBe(204);
    // The join brought its question before the facts came (DECISIONS.md, Class sessions).
    const first = await nextProblem(child);
    expect(first.problemId).toBe(child.firstProblem?.problemId);
    const reply = await answer(child, first.problemId, rightChoiceOf(first));
    const second = answerReplySchema.parse(reply.json()).nextProblem;
    expect(tierOfProblem(second ?? { stem: '' })).toBe(2);
    const record = await lessonRecordOf(session);
    expect(record.students[0]?.factsFrom).toBe('class');
  });

  it('never counts a class fact dated after the join as answered in the lesson', async () => {
    const session = await createSession(times);
    const child = await join(session.sessionCode, 'Ada');
    testApp().advanceClock(60_000);
    // The teacher's clock ahead of the server's: an addition fact from "now".
    const facts = [['a2:3', 2, testApp().now()]];
    const url = classFactsUrl(session.sessionId, child.studentId);
    expect((await teacher('PUT', url, session.teacherToken, { facts })).statusCode).toBe(204);
    const record = await lessonRecordOf(session);
    expect(record.students[0]?.facts).toEqual([]);
  });

  it('follows the facts from the next question when they arrive while the child answers', async () => {
    const session = await createSession(times);
    const child = await join(session.sessionCode, 'Eli');
    const tier = tierOfProblem;
    // As a device does: each question is the one the verdict before it gave.
    let next: ClassProblem | null = await nextProblem(child);
    const answerNext = async (): Promise<ClassProblem> => {
      const problem = next;
      if (problem === null) throw new Error('no question left');
      const reply = await answer(child, problem.problemId, rightChoiceOf(problem));
      expect(reply.statusCode).toBe(200);
      next = answerReplySchema.parse(reply.json()).nextProblem;
      return problem;
    };
    // Two answers before the facts arrive: the process keeps what the last one left.
    const before = [await answerNext(), await answerNext()];
    expect(before.map(tier)).toEqual([1, 1]);
    const sent = await teacher(
      'PUT',
      classFactsUrl(session.sessionId, child.studentId),
      session.teacherToken,
      { facts: easyTablesKnown(testApp().now() - 86_400_000) },
    );
    expect(sent.statusCode).toBe(204);
    // The question given with the last verdict stands; from the one after, no new easy fact.
    await answerNext();
    const met = new Set(before.map(commutativeFactOf));
    const after = [];
    for (let index = 0; index < 6; index += 1) after.push(await answerNext());
    expect(
      after.filter((problem) => tier(problem) === 1 && !met.has(commutativeFactOf(problem))),
    ).toEqual([]);
  });

  it('keeps the facts of a child whose device brought their own (409 facts_kept), and sends only once', async () => {
    const session = await createSession(times);
    const ownDevice = joinReplySchema.parse(
      (
        await app().inject({
          method: 'POST',
          url: `/api/sessions/${session.sessionCode}/join`,
          payload: { name: 'Bo', facts: [['m3:4', 2, null]] },
        })
      ).json(),
    );
    const fresh = await join(session.sessionCode, 'Cy');
    const body = { facts: easyTablesKnown(testApp().now()) };
    const send = (studentId: string) =>
      teacher('PUT', classFactsUrl(session.sessionId, studentId), session.teacherToken, body);
    const refused = await send(ownDevice.studentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'facts_kept' } });
    expect((await send(fresh.studentId)).statusCode).toBe(204);
    expect((await send(fresh.studentId)).statusCode).toBe(409);
  });

  it('refuses another teacher’s token, a student of another session and facts that are no facts', async () => {
    const session = await createSession(times);
    const other = await createSession(times);
    const child = await join(session.sessionCode, 'Di');
    const stranger = await join(other.sessionCode, 'Ed');
    const facts = { facts: [['m2:3', 4, null]] };
    const url = classFactsUrl(session.sessionId, child.studentId);
    expect((await teacher('PUT', url, other.teacherToken, facts)).statusCode).toBe(403);
    const elsewhere = await teacher(
      'PUT',
      classFactsUrl(session.sessionId, stranger.studentId),
      session.teacherToken,
      facts,
    );
    expect(elsewhere.statusCode).toBe(404);
    const bad = await teacher('PUT', url, session.teacherToken, { facts: [['m2:3', 9, null]] });
    expect(bad.statusCode).toBe(400);
    expect((await teacher('PUT', url, session.teacherToken, facts)).statusCode).toBe(204);
  });
});
