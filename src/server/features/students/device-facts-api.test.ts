import { describe, expect, it } from 'vitest';
import {
  MAX_DEVICE_FACTS,
  MAX_QUESTIONS_SINCE,
  type DeviceFact,
} from '#shared/contracts/device-facts';
import { MAX_TALLY } from '#shared/maths/rest-scale';
import { joinReplySchema, studentProgressSchema } from '#shared/contracts/sessions';
import {
  bearer,
  classApiForEachTest,
  easyTablesKnown,
  tierOfProblem,
} from '#server/features/class/testing/test-class-client';

/** A class's join with the facts the student's device remembers (students.routes.ts). */
describe('joining a class with the facts a device remembers', () => {
  const { app, testApp, createSession, nextProblem } = classApiForEachTest();
  const times = {
    autoStart: true,
    operations: [{ type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 10 }],
  } as const;

  const joinWith = (code: string, name: string, facts?: unknown) =>
    app().inject({ method: 'POST', url: `/api/sessions/${code}/join`, payload: { name, facts } });

  it('continues from them: facts known well are not asked first again, nothing is scored', async () => {
    const { sessionCode } = await createSession(times);
    const hourAgo = testApp().now() - 3_600_000;
    const fresh = joinReplySchema.parse((await joinWith(sessionCode, 'Ada')).json());
    const known = joinReplySchema.parse(
      (await joinWith(sessionCode, 'Bo', easyTablesKnown(hourAgo))).json(),
    );
    const tierOf = async (student: typeof fresh) => tierOfProblem(await nextProblem(student));
    expect(await tierOf(fresh)).toBe(1);
    expect(await tierOf(known)).toBe(2);
    const progress = await app().inject({
      method: 'GET',
      url: `/api/students/${known.studentId}/progress`,
      headers: bearer(known.reconnectionToken),
    });
    expect(studentProgressSchema.parse(progress.json())).toMatchObject({
      questionsAnswered: 0,
      totalTimeSpentMs: 0,
    });
  });

  it('takes a device’s whole memory within the body limit, at the widest keys and counts', async () => {
    const { sessionCode } = await createSession(times);
    const many: DeviceFact[] = Array.from({ length: MAX_DEVICE_FACTS }, (_, i) => [
      `d${String(10_000 + i)}:${String(100 + (i % 900))}`,
      4,
      1_795_000_000_000,
      [MAX_TALLY, MAX_TALLY, MAX_TALLY, MAX_TALLY],
      MAX_QUESTIONS_SINCE,
    ]);
    expect((await joinWith(sessionCode, 'Cy', many)).statusCode).toBe(200);
  });

  it('refuses facts that are not a device’s with 400 invalid_field, and adds no student', async () => {
    const { sessionCode } = await createSession(times);
    for (const facts of [[['m7:8', 9, null]], [['DROP TABLE', 1, null]], { m: 1 }, 'm7:8']) {
      const response = await joinWith(sessionCode, 'Di', facts);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_field' } });
    }
    const fine = await joinWith(sessionCode, 'Di');
    expect(joinReplySchema.parse(fine.json()).studentName).toBe('Di');
  });
});
