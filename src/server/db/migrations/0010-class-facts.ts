import type { Kysely } from 'kysely';

/**
 * Where a student's facts came from when the lesson began (`facts_from`: 'device' when their join
 * brought them, 'class' when the teacher's device sent the facts its class holds of them, null
 * for neither), and the facts the class sent (`class_facts_json`, a schedule as
 * fact_schedule_json), kept apart from the schedule that answers write, so that neither write
 * can undo the other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').addColumn('facts_from', 'text').execute();
  await db.schema.alterTable('students').addColumn('class_facts_json', 'text').execute();
}

/** Removes the columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').dropColumn('class_facts_json').execute();
  await db.schema.alterTable('students').dropColumn('facts_from').execute();
}
