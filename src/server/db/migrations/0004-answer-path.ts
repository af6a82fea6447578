import { sql, type Kysely } from 'kysely';

/**
 * What keeps an answer's cost flat however long a lesson runs: each student's per-operation totals
 * kept on their row (JSON; null for students who joined before, whose totals are summed from their
 * answers once), and an index of the problems still waiting for an answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').addColumn('operation_totals_json', 'text').execute();
  await db.schema
    .createIndex('problems_open')
    .on('problems')
    .columns(['student_id', 'question_number'])
    .where(sql.ref('answered_at_ms'), 'is', null)
    .execute();
}

/** Removes the column and the index. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('problems_open').execute();
  await db.schema.alterTable('students').dropColumn('operation_totals_json').execute();
}
