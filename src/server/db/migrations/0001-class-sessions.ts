import { sql, type Kysely } from 'kysely';

/**
 * Class sessions, their students and every problem issued to a student. Booleans are integers 0/1 and
 * times are epoch milliseconds, so SQLite and PostgreSQL store the same values.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('teacher_id', 'text', (column) => column.notNull())
    .addColumn('teacher_token_hash', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('phase', 'text', (column) => column.notNull())
    .addColumn('settings_json', 'text', (column) => column.notNull())
    .addColumn('current_operation_index', 'integer', (column) => column.notNull())
    .addColumn('started_at_ms', 'bigint')
    .addColumn('ends_at_ms', 'bigint')
    .addColumn('created_at_ms', 'bigint', (column) => column.notNull())
    .addColumn('last_activity_at_ms', 'bigint', (column) => column.notNull())
    .execute();
  // A code is unique among sessions that have not ended; ended codes may come back.
  await db.schema
    .createIndex('sessions_active_code')
    .on('sessions')
    .column('code')
    .unique()
    .where(sql.ref('status'), '=', 'active')
    .execute();
  await db.schema
    .createIndex('sessions_last_activity')
    .on('sessions')
    .column('last_activity_at_ms')
    .execute();

  await db.schema
    .createTable('students')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('session_id', 'text', (column) =>
      column.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('name_key', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull())
    .addColumn('joined_at_ms', 'bigint', (column) => column.notNull())
    .addColumn('last_seen_at_ms', 'bigint', (column) => column.notNull())
    .addColumn('left_at_ms', 'bigint')
    .addColumn('operation_order_json', 'text', (column) => column.notNull())
    .addColumn('operation_position', 'integer', (column) => column.notNull())
    .addColumn('operation_question_number', 'integer', (column) => column.notNull())
    .addColumn('questions_answered', 'integer', (column) => column.notNull())
    .addColumn('correct', 'integer', (column) => column.notNull())
    .addColumn('incorrect', 'integer', (column) => column.notNull())
    .addColumn('streak', 'integer', (column) => column.notNull())
    .addColumn('best_streak', 'integer', (column) => column.notNull())
    .addColumn('total_time_ms', 'bigint', (column) => column.notNull())
    .addColumn('difficulty', 'real', (column) => column.notNull())
    .addColumn('difficulty_streak', 'integer', (column) => column.notNull())
    .addColumn('finished', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('students_session_name')
    .on('students')
    .columns(['session_id', 'name_key'])
    .unique()
    .execute();
  await db.schema.createIndex('students_token_hash').on('students').column('token_hash').execute();

  await db.schema
    .createTable('problems')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('session_id', 'text', (column) =>
      column.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'text', (column) =>
      column.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('operation_index', 'integer', (column) => column.notNull())
    .addColumn('operation', 'text', (column) => column.notNull())
    .addColumn('question_number', 'integer', (column) => column.notNull())
    .addColumn('operation_question_number', 'integer', (column) => column.notNull())
    .addColumn('level', 'integer', (column) => column.notNull())
    .addColumn('operand1', 'integer', (column) => column.notNull())
    .addColumn('operand2', 'integer', (column) => column.notNull())
    .addColumn('correct_answer', 'integer', (column) => column.notNull())
    .addColumn('stem', 'text', (column) => column.notNull())
    .addColumn('choices_json', 'text', (column) => column.notNull())
    .addColumn('correct_index', 'integer', (column) => column.notNull())
    .addColumn('issued_at_ms', 'bigint', (column) => column.notNull())
    .addColumn('answered_at_ms', 'bigint')
    .addColumn('choice_index', 'integer')
    .addColumn('is_correct', 'integer')
    .addColumn('time_spent_ms', 'bigint')
    .execute();
  await db.schema
    .createIndex('problems_student')
    .on('problems')
    .columns(['student_id', 'question_number'])
    .execute();
  await db.schema.createIndex('problems_session').on('problems').column('session_id').execute();
}

/** Drops the three tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('problems').execute();
  await db.schema.dropTable('students').execute();
  await db.schema.dropTable('sessions').execute();
}
