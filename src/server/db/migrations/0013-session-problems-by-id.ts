import type { Kysely } from 'kysely';

/**
 * A session's problems in the order of their ids, which begin with the time they were stored: the
 * class insight then reads only the problems stored since it last read (reports/kept-session-tally.ts)
 * instead of the whole lesson. It takes the place of the index on the session alone, which every
 * read by session still uses as before, so an answer writes no more than it did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('problems_session_ids')
    .on('problems')
    .columns(['session_id', 'id'])
    .execute();
  await db.schema.dropIndex('problems_session').execute();
}

/** Puts the index on the session alone back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('problems_session').on('problems').column('session_id').execute();
  await db.schema.dropIndex('problems_session_ids').execute();
}
