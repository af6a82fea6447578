import type { Kysely } from 'kysely';

/**
 * Each student's round, from 1: another round the teacher gave, or continuous mode starting the
 * operations again, adds one, so the student's screen says "Another round" only then. Students
 * stored before it are in their first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('students')
    .addColumn('round_number', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
}

/** Takes the round away. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').dropColumn('round_number').execute();
}
