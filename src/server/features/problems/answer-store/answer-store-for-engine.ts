import type { Store } from '#server/features/class/storage/class-store';
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
 * The answer store for the store's engine. On PostgreSQL, where each step costs a round trip, a
 * commit is one statement and a student's next answer is decided from what this process kept at
 * their last one (withKeptReads); the two-process load of docs/PERFORMANCE.md needs both. On
 * SQLite, steps cost no round trip, and each answer reads afresh: kept reads saved a sixth of the
 * CPU per answer there but took the one-process load of 3,000 students over its memory limit
 * (docs/DECISIONS.md has the runs).
 */
export function answerStoreFor(store: Store, now: () => number): ChosenAnswerStore {
  if (store.answerCounts === undefined)
    return { answers: createSqliteAnswerStore(store), dropExpired: () => 0 };
  const contexts = createAnswerContexts(now);
  const answers = createPostgresAnswerStore(store, store.answerCounts);
  return { answers: withKeptReads(answers, contexts), dropExpired: () => contexts.dropExpired() };
}
