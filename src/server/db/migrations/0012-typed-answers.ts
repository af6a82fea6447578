import type { Kysely } from 'kysely';

/**
 * Typed answers: a problem keeps how it is answered (`choices` or `typed`, fixed when it is
 * issued, so that a teacher's change of setting mid-question cannot turn an answer away), and an
 * answered one the number typed. Problems stored before were answered by choice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('problems')
    .addColumn('answer_input', 'text', (column) => column.notNull().defaultTo('choices'))
    .execute();
  await db.schema.alterTable('problems').addColumn('typed_answer', 'integer').execute();
}

/** Removes the columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('problems').dropColumn('typed_answer').execute();
  await db.schema.alterTable('problems').dropColumn('answer_input').execute();
}
