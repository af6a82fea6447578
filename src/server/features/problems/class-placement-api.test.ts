import { describe, expect, it } from 'vitest';
import { answerReplySchema, type ClassProblem, type JoinReply } from '#shared/contracts/sessions';
import {
  classApiForEachTest,
  rightChoiceOf,
  tierOfProblem,
  timesTablesLesson,
} from '#server/features/class/testing/test-class-client';

/** The placement (shared/maths/placement.ts) as a class's answer rule applies it on the server. */
describe('a new pupil placed in a class by their first answers', () => {
  const { createSession, join, nextProblem, answer } = classApiForEachTest();

  /** The tiers of the pupil's first questions, each answered right or not as `rightAt` says. */
  async function tiersAsked(child: JoinReply, rightAt: (index: number) => boolean) {
    const tiers: number[] = [];
    let problem: ClassProblem | null = await nextProblem(child);
    for (let index = 0; index < 4 && problem !== null; index += 1) {
      tiers.push(tierOfProblem(problem));
      const right = rightChoiceOf(problem);
      const choice = rightAt(index) ? right : (right + 1) % problem.choices.length;
      const reply = await answer(child, problem.problemId, choice);
      expect(reply.statusCode).toBe(200);
      problem = answerReplySchema.parse(reply.json()).nextProblem;
    }
    return tiers;
  }

  it('moves on to the 3, 4 and 6 tables after two easy-table probes answered right and quickly', async () => {
    const session = await createSession(timesTablesLesson);
    const child = await join(session.sessionCode, 'Ada');
    expect(await tiersAsked(child, () => true)).toEqual([1, 1, 2, 2]);
  });

  it('stays with the easy tables in order after a probe answered wrong', async () => {
    const session = await createSession(timesTablesLesson);
    const child = await join(session.sessionCode, 'Bo');
    expect(await tiersAsked(child, (index) => index !== 0)).toEqual([1, 1, 1, 1]);
  });
});
