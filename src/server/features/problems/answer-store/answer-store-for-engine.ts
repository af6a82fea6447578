import type { Store } from '../../class/storage/class-store';
import { createAnswerContexts, withKeptReads } from './answer-contexts';
import type { AnswerStore } from './answer-store';
import { createPostgresAnswerStore } from './postgres-answer-store';
import { createSqliteAnswerStore } from './sqlite-answer-store';

/** An answer store, and the sweep that forgets what it kept for answers that did not come. */
export interface ChosenAnswerStore {
  readonly answers: AnswerStore;
  /** Forgets what was kept longer ago than the limit; returns how many students. */
  dropExpired(): number;
}

/**
 * The answer store for the store's engine. On PostgreSQL, where each step costs a round trip,
 * a commit is one statement and a student's next answer is read from what this process kept; the
 * two-process load of docs/PERFORMANCE.md needs both (docs/DECISIONS.md has the runs without
 * them). On SQLite, steps cost no round trip, and transactions are enough.
 */
export function answerStoreFor(store: Store, now: () => number): ChosenAnswerStore {
  if (store.answerCounts === undefined)
    return { answers: createSqliteAnswerStore(store), dropExpired: () => 0 };
  const contexts = createAnswerContexts(now);
  const answers = createPostgresAnswerStore(store, store.answerCounts);
  return { answers: withKeptReads(answers, contexts), dropExpired: () => contexts.dropExpired() };
}
