import { sql, type Kysely } from 'kysely';

/**
 * One index of the problems waiting for an answer: `problems_one_open` (one per student, 0006)
 * finds a student's open problem as well as `problems_open` (0004) did, and every answer wrote
 * both, once as its problem was stored and again as it was answered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('problems_open').execute();
}

/** Puts the second index back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('problems_open')
    .on('problems')
    .columns(['student_id', 'question_number'])
    .where(sql.ref('answered_at_ms'), 'is', null)
    .execute();
}
