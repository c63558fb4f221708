// The migration that turns figures typed per post into one set per member and month, replayed on a
// real libSQL file: every migration before it, then rows as members left them, then the migration.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Client, createClient } from "@libsql/client";
import { afterEach, beforeEach, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./node-client.ts";

const MIGRATION = "0020_member_market_figures.sql";

let dir: string;
let client: Client;

async function apply(file: string): Promise<void> {
  const sql = readFileSync(join(MIGRATIONS_FOLDER, file), "utf8");
  for (const statement of sql.split("--> statement-breakpoint")) {
    if (statement.trim()) await client.execute(statement);
  }
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "figures-migration-"));
  client = createClient({ url: `file:${join(dir, "app.db")}` });
  const earlier = readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith(".sql") && f < MIGRATION)
    .sort();
  for (const file of earlier) await apply(file);
});
afterEach(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

const NOV_2 = Date.UTC(2026, 10, 2);
const NOV_9 = Date.UTC(2026, 10, 9);

it("keeps each member's newest figures per month and drops the per-post table", async () => {
  const now = Date.UTC(2026, 10, 1);
  for (const id of [1, 2]) {
    await client.execute({
      sql: "INSERT INTO users (id, email, first_name, last_name, created_at, updated_at) VALUES (?, ?, 'A', 'B', ?, ?)",
      args: [id, `m${id}@example.com`, now, now],
    });
  }
  for (const id of [10, 11, 12]) {
    await client.execute({
      sql: "INSERT INTO social_posts (id, title, content, category, access_level, post_index, created_at, updated_at) VALUES (?, 'Market', 'x', 'Market Update', 'momentum', ?, ?, ?)",
      args: [id, id, now, now],
    });
  }
  const row =
    "INSERT INTO post_market_figures (user_id, post_id, median_price, days_on_market, months_of_supply_tenths, month, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)";
  // Member 1 typed November twice (the later one wins) and once left the month blank (saved in November too).
  await client.execute({ sql: row, args: [1, 10, 400000, 30, 20, "2026-11", NOV_2] });
  await client.execute({ sql: row, args: [1, 11, 425000, 21, 24, "2026-11", NOV_9] });
  await client.execute({ sql: row, args: [1, 12, 410000, null, null, "2026-10", NOV_2] });
  // Member 2 saved only blanks: nothing to carry over.
  await client.execute({ sql: row, args: [2, 10, null, null, null, null, NOV_2] });

  await apply(MIGRATION);

  const rows = await client.execute(
    "SELECT user_id, month, median_price, days_on_market, months_of_supply_tenths FROM member_market_figures ORDER BY user_id, month",
  );
  expect(rows.rows.map((r) => ({ ...r }))).toEqual([
    { user_id: 1, month: "2026-10", median_price: 410000, days_on_market: null, months_of_supply_tenths: null },
    { user_id: 1, month: "2026-11", median_price: 425000, days_on_market: 21, months_of_supply_tenths: 24 },
  ]);
  const old = await client.execute("SELECT name FROM sqlite_master WHERE name = 'post_market_figures'");
  expect(old.rows).toHaveLength(0);
});
