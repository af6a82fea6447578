import type { Kysely } from 'kysely';

/**
 * Each student's fact schedule (the shared fact scheduler's state, JSON): which facts they missed
 * and when those come back, and how well they know each one. Null for students who joined before;
 * they start from an empty schedule.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').addColumn('fact_schedule_json', 'text').execute();
}

/** Removes the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').dropColumn('fact_schedule_json').execute();
}
