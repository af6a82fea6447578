import type { Kysely } from 'kysely';

/**
 * Each student's look-alike key (students/name-skeleton.ts), unique within the session as the
 * lower-cased name is, so that two names with one look-alike key (Latin and Cyrillic "Ada")
 * joining at the same moment cannot both be stored. Students stored before it have none: NULLs
 * never clash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').addColumn('look_key', 'text').execute();
  await db.schema
    .createIndex('students_session_look_key')
    .on('students')
    .columns(['session_id', 'look_key'])
    .unique()
    .execute();
}

/** Takes the key and its index away. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('students_session_look_key').execute();
  await db.schema.alterTable('students').dropColumn('look_key').execute();
}
