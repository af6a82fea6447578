import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClassProblem, JoinReply } from '#shared/contracts/sessions';
import { createTestApp, type TestApp } from '../../test-app';
import { testClassClient } from '../class/test-class-client';

/** The fact a problem asks, with both orders of a multiplication as one. */
function factOf(problem: ClassProblem): string {
  const [a = 0, b = 0] = (problem.stem.match(/\d+/g) ?? []).map(Number);
  return `${Math.min(a, b)}×${Math.max(a, b)}`;
}

/** The index of the right choice, worked out from the stem (×, as these tests ask only that). */
function rightChoice(problem: ClassProblem): number {
  const [a = 0, b = 0] = (problem.stem.match(/\d+/g) ?? []).map(Number);
  return problem.choices.findIndex((choice) => Number(choice) === a * b);
}

describe('problems a class pupil is given', () => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeEach(async () => {
    testApp = await createTestApp();
    app = testApp.app;
  });

  afterEach(async () => {
    await testApp.dispose();
  });

  const { createSession, join, nextProblem, answer } = testClassClient(() => app);

  async function pupilOf(range: { min: number; max: number }): Promise<JoinReply> {
    const created = await createSession({
      autoStart: true,
      operations: [{ type: 'multiplication', numberRange: range, challengeCount: 30 }],
    });
    return join(created.sessionCode, 'Ada');
  }

  /** Answers the problem (rightly unless told otherwise) and returns the next one. */
  async function answerAndNext(
    pupil: JoinReply,
    problem: ClassProblem,
    right: boolean,
  ): Promise<ClassProblem> {
    const correct = rightChoice(problem);
    const choice = right ? correct : (correct + 1) % problem.choices.length;
    const reply = await answer(pupil, problem.problemId, choice);
    expect(reply.statusCode).toBe(200);
    const verdict = reply.json<{ isCorrect: boolean; nextProblem: ClassProblem | null }>();
    expect(verdict.isCorrect).toBe(right);
    if (verdict.nextProblem === null) throw new Error('expected a next problem');
    return verdict.nextProblem;
  }

  it('serves a fact answered wrong again within six problems', async () => {
    const pupil = await pupilOf({ min: 1, max: 10 });
    const missed = await nextProblem(pupil);
    let problem = await answerAndNext(pupil, missed, false);
    const seen: string[] = [];
    for (let step = 1; step <= 6; step += 1) {
      seen.push(factOf(problem));
      problem = await answerAndNext(pupil, problem, true);
    }
    const returnedAt = seen.indexOf(factOf(missed)) + 1;
    expect(returnedAt, `${factOf(missed)} among ${seen.join(', ')}`).toBeGreaterThanOrEqual(3);
    expect(returnedAt).toBeLessThanOrEqual(6);
  });

  it('never serves the same fact twice in a row, even with three facts in the range', async () => {
    const pupil = await pupilOf({ min: 1, max: 2 });
    let problem = await nextProblem(pupil);
    for (let step = 1; step <= 12; step += 1) {
      const next = await answerAndNext(pupil, problem, step % 4 !== 0);
      expect(factOf(next)).not.toBe(factOf(problem));
      problem = next;
    }
  });
});
