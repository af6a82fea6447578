import type { Kysely } from 'kysely';

/** A class session as stored. Times are milliseconds since the epoch. */
export interface SessionsTable {
  id: string;
  code: string;
  status: 'active' | 'ended';
  settings_json: string;
  created_at_ms: number;
  last_activity_at_ms: number;
}

/** Every table the app stores, as Kysely sees them. */
export interface DatabaseSchema {
  sessions: SessionsTable;
}

/** The database handle the repositories take. */
export type Db = Kysely<DatabaseSchema>;

/** Which engine is behind a Db; the SQL is the same, a few defaults differ. */
export type DialectName = 'sqlite' | 'postgres';
