// A drizzle database over `wrangler d1 execute` (Node tooling only): deploy's seed and
// `admin:create --d1` reach the production D1 through the operator's own wrangler login, with no
// API token kept by the project. Reads run one command each; a batch runs as one SQL file.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/sqlite-proxy";
import * as schema from "../db/schema.ts";
import type { Database } from "../db/types.ts";

export interface D1Target {
  /** The binding or name in wrangler.toml. */
  database: string;
  /** The deployed database; otherwise the local one `wrangler dev --persist-to` uses. */
  remote: boolean;
  persistTo?: string;
  cwd?: string;
}

/** A value as an SQL literal: D1's CLI takes SQL text, not bound parameters. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} to SQL`);
    return String(value);
  }
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "boolean") return value ? "1" : "0";
  if (value instanceof Uint8Array) return `X'${Buffer.from(value).toString("hex")}'`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** Replaces each `?` placeholder outside quoted text with its value as a literal. */
export function inlineParams(sql: string, params: readonly unknown[]): string {
  let out = "";
  let next = 0;
  let quote: string | null = null;
  for (const ch of sql) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"' || ch === "`") {
      quote = ch;
      out += ch;
    } else if (ch === "?") {
      if (next >= params.length) throw new Error("More placeholders than values");
      out += sqlLiteral(params[next++]);
    } else {
      out += ch;
    }
  }
  if (next !== params.length) throw new Error("More values than placeholders");
  return out;
}

interface ExecuteResult {
  results?: Record<string, unknown>[];
}

function execute(target: D1Target, input: ["--command" | "--file", string]): ExecuteResult[] {
  const where = target.remote ? ["--remote"] : ["--local", ...(target.persistTo ? ["--persist-to", target.persistTo] : [])];
  const result = spawnSync("wrangler", ["d1", "execute", target.database, ...where, "--json", "--yes", ...input], {
    cwd: target.cwd,
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed:\n${result.stderr || result.stdout}`);
  return JSON.parse(result.stdout) as ExecuteResult[];
}

export function d1CliDatabase(target: D1Target): Database {
  const db = drizzle(
    async (sql, params, method) => {
      const [first] = execute(target, ["--command", inlineParams(sql, params)]);
      const rows = (first?.results ?? []).map((row) => Object.values(row));
      return { rows: method === "get" ? (rows[0] ?? []) : rows };
    },
    async (queries) => {
      // One file, one import: the statements land together. RETURNING rows are not read back.
      const dir = mkdtempSync(join(tmpdir(), "d1-batch-"));
      try {
        const file = join(dir, "batch.sql");
        writeFileSync(file, queries.map((q) => `${inlineParams(q.sql, q.params)};`).join("\n"));
        execute(target, ["--file", file]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      return queries.map(() => ({ rows: [] }));
    },
    { schema },
  );
  return db as unknown as Database;
}
