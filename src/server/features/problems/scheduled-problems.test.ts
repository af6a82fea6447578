import { describe, expect, it } from 'vitest';
import type { ClassProblem, JoinReply } from '#shared/contracts/sessions';
import { MISSED_RETURN_GAP } from '#shared/maths/fact-scheduler';
import {
  commutativeFactOf,
  freshAppForEachTest,
  rightChoiceOf,
  testClassClient,
} from '#server/features/class/testing/test-class-client';

describe('problems a class student is given', () => {
  const testApp = freshAppForEachTest();
  const { createSession, join, nextProblem, answer } = testClassClient(() => testApp().app);

  async function studentOf(range: { min: number; max: number }): Promise<JoinReply> {
    const created = await createSession({
      autoStart: true,
      operations: [{ type: 'multiplication', numberRange: range, challengeCount: 30 }],
    });
    return join(created.sessionCode, 'Ada');
  }

  /** Answers the problem (rightly unless told otherwise) and returns the next one. */
  async function answerAndNext(
    student: JoinReply,
    problem: ClassProblem,
    right: boolean,
  ): Promise<ClassProblem> {
    const correct = rightChoiceOf(problem);
    const choice = right ? correct : (correct + 1) % problem.choices.length;
    const reply = await answer(student, problem.problemId, choice);
    expect(reply.statusCode).toBe(200);
    const verdict = reply.json<{ isCorrect: boolean; nextProblem: ClassProblem | null }>();
    expect(verdict.isCorrect).toBe(right);
    if (verdict.nextProblem === null) throw new Error('expected a next problem');
    return verdict.nextProblem;
  }

  it('serves a fact answered wrong again once its rest is over and the range has been met', async () => {
    // 1-3 × 1-3 has six facts: the other five come first, then the missed one after its rest.
    const student = await studentOf({ min: 1, max: 3 });
    const missed = await nextProblem(student);
    let problem = await answerAndNext(student, missed, false);
    const seen: string[] = [];
    for (let step = 1; step <= MISSED_RETURN_GAP + 2; step += 1) {
      seen.push(commutativeFactOf(problem));
      problem = await answerAndNext(student, problem, true);
    }
    const returnedAt = seen.indexOf(commutativeFactOf(missed)) + 1;
    expect(returnedAt, `${commutativeFactOf(missed)} among ${seen.join(', ')}`).toBe(
      MISSED_RETURN_GAP,
    );
    expect(new Set(seen.slice(0, 5)).size).toBe(5);
  });

  it('never serves the same fact twice in a row, even with three facts in the range', async () => {
    const student = await studentOf({ min: 1, max: 2 });
    let problem = await nextProblem(student);
    for (let step = 1; step <= 12; step += 1) {
      const next = await answerAndNext(student, problem, step % 4 !== 0);
      expect(commutativeFactOf(next)).not.toBe(commutativeFactOf(problem));
      problem = next;
    }
  });
});
