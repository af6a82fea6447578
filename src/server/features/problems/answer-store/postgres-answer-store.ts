import type { Store, AnswerCountsRepo } from '#server/features/class/storage/class-store';
import { sharedCallsThroughRepos, type AnswerStore } from './answer-store';

/**
 * The answer store of PostgreSQL: a commit and an openOrIssue are one statement each, so one
 * round trip; postgres-answer-statement.ts holds their SQL (`counts`, the store's answerCounts).
 */
export function createPostgresAnswerStore(store: Store, counts: AnswerCountsRepo): AnswerStore {
  return {
    ...sharedCallsThroughRepos(store),

    async commit(read, counted, touchSession) {
      const outcome = await counts.count({
        problemId: read.problem.id,
        answer: counted.answered,
        expected: read.student,
        change: counted.change,
        session: read.session,
        touchSession,
        lookForOpen: !counted.student.finished,
        next: counted.next,
      });
      if (outcome.kind !== 'counted') return outcome;
      return { kind: 'counted', given: outcome.open ?? (outcome.issued ? counted.next : null) };
    },

    openOrIssue: (_session, student, next) => counts.openOrIssue(student.id, next),
  };
}
