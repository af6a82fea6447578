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
 * The answer store for the store's engine, with what each student's last answer left kept in this
 * process (withKeptReads): their next answer is decided without a read, and its write checks that
 * none of it changed. On PostgreSQL, where each step costs a round trip, a commit is one
 * statement; on SQLite, steps cost no round trip, and transactions are enough. The two-process
 * load of docs/PERFORMANCE.md needs the PostgreSQL pair, and the one-process load's CPU per answer
 * the kept reads on SQLite (docs/DECISIONS.md has the runs without them).
 */
export function answerStoreFor(store: Store, now: () => number): ChosenAnswerStore {
  const contexts = createAnswerContexts(now);
  const answers =
    store.answerCounts === undefined
      ? createSqliteAnswerStore(store)
      : createPostgresAnswerStore(store, store.answerCounts);
  return { answers: withKeptReads(answers, contexts), dropExpired: () => contexts.dropExpired() };
}
