import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** Distinct SQL texts given a name; past this, further texts run unnamed as before. */
const MAX_NAMED_STATEMENTS = 500;

/** PostgreSQL's code when a prepared `select *` meets a table whose columns changed. */
const CACHED_PLAN_CHANGED = '0A000';

/**
 * A pg pool for Kysely whose queries run as named prepared statements: PostgreSQL parses and
 * plans each SQL text once per connection instead of on every query, which was most of its
 * work on the answer path. Queries without parameters (BEGIN, COMMIT) run as before. A text
 * whose cached plan no longer fits the table (a migration by a newer process added a column)
 * runs unnamed from then on.
 */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const unnamed = new Set<string>();

  function nameOf(sql: string): string | undefined {
    if (unnamed.has(sql)) return undefined;
    const known = names.get(sql);
    if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
    const name = `mm${String(names.size + 1)}`;
    names.set(sql, name);
    return name;
  }

  async function run<R>(
    client: pg.PoolClient,
    sql: string,
    parameters: readonly unknown[],
  ): Promise<PostgresQueryResult<R>> {
    const name = parameters.length === 0 ? undefined : nameOf(sql);
    if (name === undefined) return toResult(await client.query(sql, [...parameters]));
    try {
      return toResult(await client.query({ name, text: sql, values: [...parameters] }));
    } catch (error) {
      if ((error as { code?: string }).code !== CACHED_PLAN_CHANGED) throw error;
      unnamed.add(sql);
      return toResult(await client.query(sql, [...parameters]));
    }
  }

  return {
    async connect() {
      const client = await pool.connect();
      return {
        query: (sql: string, parameters: readonly unknown[]) => run(client, sql, parameters),
        release: () => client.release(),
      } as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

function toResult<R>(result: pg.QueryResult): PostgresQueryResult<R> {
  return {
    command: result.command as PostgresQueryResult<R>['command'],
    rowCount: result.rowCount ?? 0,
    rows: result.rows as R[],
  };
}
