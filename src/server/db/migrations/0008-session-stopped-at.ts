import type { Kysely } from 'kysely';

/**
 * When the class last stopped taking answers (the teacher's Stop, or an exam's end), so that an
 * answer to a question shown before it still counts when it arrives within the stop's grace
 * (features/problems/answer-rules.ts). Sessions stopped before have none, and no grace.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('stopped_at_ms', 'bigint').execute();
}

/** Removes the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('stopped_at_ms').execute();
}
