// A drizzle database over the D1 REST API, for the deploy's seed and its record of finished renders:
// the deploy already holds an API token for the account, and one HTTP call per query is far quicker
// than a `wrangler d1 execute` process per query. A batch is sent as one multi-statement query.
import { drizzle } from "drizzle-orm/sqlite-proxy";
import * as schema from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { inlineParams } from "../d1-cli.ts";
import { type CloudflareAccount, d1Query } from "./cloudflare-api.ts";

export function d1ApiDatabase(account: CloudflareAccount, databaseId: string): Database {
  const db = drizzle(
    async (sql, params, method) => {
      const [first] = await d1Query(account, databaseId, sql, params);
      const rows = (first?.results ?? []).map((row) => Object.values(row));
      return { rows: method === "get" ? (rows[0] ?? []) : rows };
    },
    async (queries) => {
      // D1's API binds parameters per statement only: the batch goes as one text, values inlined.
      const sql = queries.map((q) => `${inlineParams(q.sql, q.params)};`).join("\n");
      const results = await d1Query(account, databaseId, sql);
      return queries.map((_, i) => ({ rows: (results[i]?.results ?? []).map((row) => Object.values(row)) }));
    },
    { schema },
  );
  return db as unknown as Database;
}
