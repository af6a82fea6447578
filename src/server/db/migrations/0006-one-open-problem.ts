import { sql, type Kysely } from 'kysely';

/**
 * At most one problem waiting for an answer per student, kept by the database: parallel requests
 * for a problem (two tabs, a retry, two processes) could each find none waiting and store one,
 * and the student then had two "question 1"s. Problems stored twice before are dropped first, all
 * but the newest (the one a student was given), as a change of operation drops waiting problems.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from problems
    where answered_at_ms is null and exists (
      select 1 from problems newer
      where newer.student_id = problems.student_id and newer.answered_at_ms is null
        and (newer.question_number > problems.question_number
          or (newer.question_number = problems.question_number and newer.id > problems.id))
    )`.execute(db);
  await db.schema
    .createIndex('problems_one_open')
    .on('problems')
    .column('student_id')
    .unique()
    .where(sql.ref('answered_at_ms'), 'is', null)
    .execute();
}

/** Removes the index (the problems dropped stay dropped). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('problems_one_open').execute();
}
