// Atomic writes that hold on every engine: a libSQL file, Turso and D1. D1 refuses BEGIN, and an
// interactive transaction costs a round trip per statement at the edge, so a write that must be
// all-or-nothing is ONE `batch()` of guarded statements: each statement carries its own condition
// (`UPDATE ... WHERE fulfilled_at IS NULL`, `INSERT ... SELECT ... WHERE NOT EXISTS`), so a batch
// that lost a race changes nothing, and the engine runs the batch as one transaction.
// Statements are drizzle builders (insertWhere below for guarded inserts) or raw `db.run(sql)`;
// drizzle's D1 driver cannot batch a raw statement with parameters, so atomically() prepares those
// itself (d1Portable).
import { entityKind, getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "./types.ts";

export type Statement = BatchItem<"sqlite">;
export type Statements = readonly [Statement, ...Statement[]];

interface Batching {
  batch<T extends Statements>(statements: T): Promise<BatchResponse<T>>;
}

function batching(db: Database): Batching {
  const candidate = db as unknown as Partial<Batching>;
  if (typeof candidate.batch !== "function") throw new Error("This database driver has no batch(): use libSQL or D1");
  return candidate as Batching;
}

interface RawStatement {
  getQuery(): { sql: string; params: unknown[] };
  mapResult(result: unknown, fromBatch?: boolean): unknown;
}

interface D1Client {
  prepare(query: string): unknown;
}

/**
 * drizzle's D1 batch binds each item's prepared `stmt`, which a raw `db.run(sql)` item lacks (it
 * prepares itself as itself): such items get a D1 statement of their own here, same SQL and values.
 */
function d1Portable(db: Database, statement: Statement): Statement {
  const client = (db as unknown as { session?: { client?: Partial<D1Client> } }).session?.client;
  const kind = (statement.constructor as { [entityKind]?: string })[entityKind];
  if (kind !== "SQLiteRaw" || typeof client?.prepare !== "function") return statement;
  const raw = statement as unknown as RawStatement;
  const d1 = client as D1Client;
  const prepared = {
    getQuery: () => raw.getQuery(),
    stmt: d1.prepare(raw.getQuery().sql),
    mapResult: (result: unknown, fromBatch: boolean) => raw.mapResult(result, fromBatch),
  };
  return { _prepare: () => prepared } as unknown as Statement;
}

/** Another process (or Turso) holds the write lock: the batch did nothing and may run again. */
export function isBusy(err: unknown): boolean {
  const text = `${String(err)} ${String((err as { cause?: unknown })?.cause ?? "")}`;
  return /SQLITE_BUSY|database is locked/i.test(text);
}

/** A UNIQUE constraint stopped the batch (it changed nothing). */
export function isUniqueViolation(err: unknown): boolean {
  const text = `${String(err)} ${String((err as { cause?: unknown })?.cause ?? "")}`;
  return /UNIQUE constraint failed/i.test(text);
}

/**
 * Runs the statements as one atomic batch, one round trip. A busy answer from another process is
 * retried with a short backoff (nothing was written); no in-process queue is needed, because a
 * batch never waits on the event loop while it holds the lock.
 */
export async function atomically<T extends Statements>(db: Database, statements: T, attempts = 8): Promise<BatchResponse<T>> {
  const engine = batching(db);
  const portable = statements.map((s) => d1Portable(db, s)) as unknown as T;
  for (let attempt = 0; ; attempt++) {
    try {
      return await engine.batch(portable);
    } catch (err) {
      if (!isBusy(err) || attempt >= attempts - 1) throw err;
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt));
    }
  }
}

type InsertValues<T extends SQLiteTable> = { [K in keyof T["$inferInsert"]]?: T["$inferInsert"][K] | SQL };

/**
 * `INSERT INTO table (...) SELECT values [FROM from] WHERE condition`: a row that is written only
 * while the condition holds when the batch runs (a claim, a NOT EXISTS). Values may be SQL reading
 * `from`; a column left out gets its schema default, as `db.insert().values()` would give it.
 */
export function insertWhere<T extends SQLiteTable>(db: Database, table: T, values: InsertValues<T>, condition: SQL, from?: SQL) {
  const given = values as Record<string, unknown>;
  const list = Object.entries(getTableColumns(table))
    // The same columns, in the same order, as drizzle's insert lists (it skips generated ones).
    .filter(([, column]) => !(column as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert())
    .map(([key, column]): SQL => {
      const value = given[key];
      if (value !== undefined) return is(value, SQL) ? value : sql`${sql.param(value, column)}`;
      if (column.default !== undefined && column.default !== null) {
        return is(column.default, SQL) ? column.default : sql`${sql.param(column.default, column)}`;
      }
      if (column.defaultFn) {
        const made = column.defaultFn();
        return is(made, SQL) ? made : sql`${sql.param(made, column)}`;
      }
      return sql`NULL`;
    });
  const source = from ? sql` FROM ${from}` : sql``;
  return db.insert(table).select(sql`SELECT ${sql.join(list, sql`, `)}${source} WHERE ${condition}`);
}
