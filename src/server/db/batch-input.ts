import { sql, type RawBuilder } from 'kysely';

/** The SQL type of each column a batched statement reads from its rows of input. */
export type InputColumns = Readonly<
  Record<string, 'text' | 'integer' | 'bigint' | 'boolean' | 'json'>
>;

/**
 * A batched statement's rows of input, one per item, out of one JSON parameter (a list of at
 * most `maxRows` objects keyed by column): PostgreSQL's `json_to_recordset`, with `n` numbering
 * the items from 0. A key an object leaves out reads as null. The bounds on `n` also make
 * PostgreSQL count on about one row of input, as it would for one item: its plans then find the
 * rows each item names by their key, where counting on its default of 100 they read a table that
 * looks small while new (prepared-query-plans.scaled.test.ts checks it).
 */
export function inputRows(
  parameter: unknown,
  columns: InputColumns,
  maxRows: number,
): RawBuilder<unknown> {
  const definitions = sql.join(
    Object.entries({ n: 'integer', ...columns }).map(
      ([column, type]) => sql`${sql.id(column)} ${sql.raw(type)}`,
    ),
  );
  return sql`select * from json_to_recordset(${parameter}::json) as rows(${definitions})
    where n between 0 and ${sql.lit(maxRows - 1)}`;
}
