import { describe, expect, it } from 'vitest';
import {
  PROGRESS_ATTEMPTS_MAX,
  answerReplySchema,
  studentProgressSchema,
  type ClassProblem,
} from '#shared/contracts/sessions';
import {
  bearer,
  freshAppForEachTest,
  testClassClient,
} from '#server/features/class/testing/test-class-client';
import { FAST_STUDENTS } from '#server/test-app';

describe("a student's progress reply", () => {
  const testApp = freshAppForEachTest(FAST_STUDENTS);
  const { createSession, join, nextProblem, answer } = testClassClient(() => testApp().app);

  it('counts every answer but lists only the latest, however long the lesson', async () => {
    const created = await createSession({
      autoStart: true,
      continuousMode: true,
      operations: [
        { type: 'addition', numberRange: { min: 1, max: 10 }, challengeCount: 5 },
        { type: 'subtraction', numberRange: { min: 1, max: 10 }, challengeCount: 5 },
      ],
    });
    const student = await join(created.sessionCode, 'Ola');
    const answered = PROGRESS_ATTEMPTS_MAX + 13;
    let problem: ClassProblem | null = await nextProblem(student);
    let lastStem = '';
    for (let question = 0; question < answered && problem !== null; question += 1) {
      lastStem = problem.stem;
      const reply = await answer(student, problem.problemId, 0);
      problem = answerReplySchema.parse(reply.json()).nextProblem;
    }
    const response = await testApp().app.inject({
      method: 'GET',
      url: `/api/students/${student.studentId}/progress`,
      headers: bearer(student.reconnectionToken),
    });
    const progress = studentProgressSchema.parse(response.json());
    const operations = progress.operationProgress;
    expect(progress.questionsAnswered).toBe(answered);
    expect(operations.reduce((sum, operation) => sum + operation.completed, 0)).toBe(answered);
    const listed = operations.flatMap((operation) => operation.attempts);
    expect(listed).toHaveLength(PROGRESS_ATTEMPTS_MAX);
    expect(listed.map((attempt) => attempt.problem)).toContain(lastStem);
  });
});
