import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Database, Db } from './schema';

/** Stands in a query for a value given each time it runs. */
class Slot {
  constructor(readonly name: string) {}
}

/** Places a named value in a prepared query; it fits wherever a value of any type does. */
export type SlotOf<Names extends string> = (name: Names) => never;

/** A query built once and run with new values, on the database or inside a transaction. */
export interface PreparedQuery<Names extends string, Row> {
  /** Runs on `handle`; `root` is the database it belongs to (the key of the compiled text). */
  run(
    handle: Db,
    root: Database,
    values: Readonly<Record<Names, unknown>>,
  ): Promise<QueryResult<Row>>;
  /** The compiled text for `root`, with $1, $2... where the values go (to look at its plan). */
  sqlFor(root: Database): string;
}

/** One slot per column, named as the column: the values of an insert or an update. */
export function slotsFor<Column extends string>(
  columns: readonly Column[],
  slot: SlotOf<Column>,
): Record<Column, never> {
  return Object.fromEntries(columns.map((column) => [column, slot(column)])) as Record<
    Column,
    never
  >;
}

/** Every prepared query of the modules loaded so far. */
const everyPreparedQuery: PreparedQuery<string, unknown>[] = [];

/** The prepared queries of the modules loaded, to check the plans they get. */
export function preparedQueries(): readonly PreparedQuery<string, unknown>[] {
  return everyPreparedQuery;
}

/**
 * A query of a busy path (answers, joins), built with Kysely once per database and then only
 * run: building and compiling a query cost as much as SQLite took to run it. `build` marks each
 * value that changes with `slot('name')`; the compiled text is the same on the database and its
 * transactions, and per engine, so it is kept per root database.
 */
export function preparedQuery<Names extends string, Row>(
  build: (db: Database, slot: SlotOf<Names>) => Compilable<Row>,
): PreparedQuery<Names, Row> {
  const compiledByDatabase = new WeakMap<Database, CompiledQuery<Row>>();
  const slot: SlotOf<Names> = (name) => new Slot(name) as never;
  const compiledFor = (root: Database): CompiledQuery<Row> => {
    let compiled = compiledByDatabase.get(root);
    if (compiled === undefined) {
      compiled = build(root, slot).compile();
      compiledByDatabase.set(root, compiled);
    }
    return compiled;
  };
  const query: PreparedQuery<Names, Row> = {
    sqlFor: (root) => compiledFor(root).sql,
    run(handle, root, values) {
      const compiled = compiledFor(root);
      const parameters = compiled.parameters.map((parameter) =>
        parameter instanceof Slot ? values[parameter.name as Names] : parameter,
      );
      return handle.executeQuery<Row>({
        sql: compiled.sql,
        query: compiled.query,
        queryId: compiled.queryId,
        parameters,
      });
    },
  };
  everyPreparedQuery.push(query);
  return query;
}
