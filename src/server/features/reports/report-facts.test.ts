import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { classInsightReplySchema, studentInsightReplySchema } from '#shared/contracts/insight';
import type { ClassProblem, JoinReply } from '#shared/contracts/sessions';
import {
  bearer,
  classApiForEachTest,
  commutativeFactOf,
  rightChoiceOf,
} from '#server/features/class/testing/test-class-client';
import { pdfText } from './test-pdf-text';

/** A multiplication fact as the reports write it, smaller factor first: "7 × 8". */
const factOf = (problem: ClassProblem) => commutativeFactOf(problem).replace('×', ' × ');

describe('the facts in the reports', () => {
  const { testApp, app, createSession, join, nextProblem } = classApiForEachTest();

  /** Answers after `timeSpentMs` on the test clock: the choice, or none (the time ran out). */
  function answerAfter(
    student: JoinReply,
    problem: ClassProblem,
    choiceIndex: number | null,
    timeSpentMs: number,
  ) {
    testApp().advanceClock(timeSpentMs);
    return app().inject({
      method: 'POST',
      url: `/api/students/${student.studentId}/answers`,
      headers: bearer(student.reconnectionToken),
      payload: { problemId: problem.problemId, choiceIndex, timeSpentMs: timeSpentMs },
    });
  }

  const teacherGet = (sessionId: string, token: string, rest: string) =>
    app().inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}/${rest}`,
      headers: bearer(token),
    });

  it('names a timed-out question "time ran out" in the insight and the PDF, never an empty list', async () => {
    const created = await createSession({
      autoStart: true,
      operations: [
        {
          type: 'multiplication',
          numberRange: { min: 1, max: 10 },
          challengeCount: 10,
          timeLimitSeconds: 5,
        },
      ],
    });
    const ada = await join(created.sessionCode, 'Ada');
    const problem = await nextProblem(ada);
    expect((await answerAfter(ada, problem, null, 5000)).statusCode).toBe(200);

    const insight = classInsightReplySchema.parse(
      (await teacherGet(created.sessionId, created.teacherToken, 'insight')).json(),
    );
    // The fact as the scheduler keys it: the smaller factor first.
    const [smaller, larger] = problem.stem
      .replace(' = ?', '')
      .split(' × ')
      .map(Number)
      .sort((a, b) => a - b);
    expect(insight.operations[0]?.mostMissed).toMatchObject([
      { stem: `${String(smaller)} × ${String(larger)}`, wrong: 1, wrongAnswers: [], timedOut: 1 },
    ]);
    const drillDown = studentInsightReplySchema.parse(
      (
        await teacherGet(
          created.sessionId,
          created.teacherToken,
          `students/${ada.studentId}/insight`,
        )
      ).json(),
    );
    expect(drillDown.missed[0]).toMatchObject({ wrongAnswers: [], timedOut: 1 });

    const text = pdfText(
      (await teacherGet(created.sessionId, created.teacherToken, 'report.pdf')).rawPayload,
    );
    expect(text).toContain('(wrong answers: time ran out)');
    expect(text).not.toContain('wrong answers: )');
  });

  it('lists each student’s facts missed, slow and right and quick in the CSV and the PDF', async () => {
    const created = await createSession({
      autoStart: true,
      operations: [
        { type: 'multiplication', numberRange: { min: 1, max: 10 }, challengeCount: 10 },
      ],
    });
    const ada = await join(created.sessionCode, 'Ada');
    await join(created.sessionCode, 'Bo');
    // A missed fact, then a slow one, wait in Ada's schedule, so the three are three facts.
    const missed = await nextProblem(ada);
    const wrong = (rightChoiceOf(missed) + 1) % missed.choices.length;
    expect((await answerAfter(ada, missed, wrong, 1000)).statusCode).toBe(200);
    const slow = await nextProblem(ada);
    expect((await answerAfter(ada, slow, rightChoiceOf(slow), 8000)).statusCode).toBe(200);
    const quick = await nextProblem(ada);
    expect((await answerAfter(ada, quick, rightChoiceOf(quick), 1000)).statusCode).toBe(200);
    const facts = [factOf(missed), factOf(slow), factOf(quick)];
    expect(new Set(facts).size).toBe(3);

    const csv = await teacherGet(created.sessionId, created.teacherToken, 'report.csv');
    const rows: string[][] = parse(csv.body, { bom: true });
    expect(rows[0]?.slice(-4, -1)).toEqual(['Facts missed', 'Facts slow', 'Facts right and quick']);
    expect(rows.slice(1).map((row) => [row[0], ...row.slice(-4, -1)])).toEqual([
      ['Ada', ...facts],
      ['Bo', '', '', ''],
    ]);

    const text = pdfText(
      (await teacherGet(created.sessionId, created.teacherToken, 'report.pdf')).rawPayload,
    );
    expect(text).toContain("Each pupil's facts");
    expect(text).toContain(
      `Ada Missed: ${facts[0]} Slow: ${facts[1]} Facts right and quick: 1 Bo No answers yet.`,
    );
  });
});
