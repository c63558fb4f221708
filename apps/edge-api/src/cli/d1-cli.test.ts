// The wrangler-backed database deploy and `admin:create --d1` use: SQL literals, and a real run
// against a local D1 through wrangler itself (migrations, seed twice, admin).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema.ts";
import { seedDatabase } from "../services/seed/seed.ts";
import { d1CliDatabase, inlineParams } from "./d1-cli.ts";

const root = join(import.meta.dirname, "../../../..");

describe("inlineParams", () => {
  it("writes values as literals, quotes doubled, and leaves question marks inside quoted text alone", () => {
    expect(inlineParams(`select "a?" from t where x = ? and y = ? and z = ? and w = '?'`, ["it's", 3, null])).toBe(
      `select "a?" from t where x = 'it''s' and y = 3 and z = NULL and w = '?'`,
    );
  });

  it("refuses a count of values that differs from the placeholders", () => {
    expect(() => inlineParams("select ?", [])).toThrow(/placeholders/);
    expect(() => inlineParams("select 1", [1])).toThrow(/values/);
  });
});

describe("d1CliDatabase against a local D1", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "d1-cli-"));
    const migrate = spawnSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], {
      cwd: root,
      env: { ...process.env, CI: "1", WRANGLER_SEND_METRICS: "false" },
      encoding: "utf8",
    });
    expect(migrate.status, migrate.stderr).toBe(0);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("seeds once (a second run changes nothing) and creates the admin with admin:create --d1", async () => {
    const db = d1CliDatabase({ database: "DB", remote: false, persistTo: dir, cwd: root });
    expect((await seedDatabase(db, { contentDir: join(root, "content") })).inserted).toBeGreaterThan(300);
    expect(await seedDatabase(db, { contentDir: join(root, "content") })).toEqual({ inserted: 0, updated: 0, removed: 0 });
    const cli = spawnSync(
      process.execPath,
      [
        "apps/edge-api/src/cli/admin-create.ts",
        "--d1",
        "--local",
        "--persist-to",
        dir,
        "--email",
        "Ops@Example.com",
        "--password",
        "long-admin-password",
      ],
      { cwd: root, encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
    );
    expect(cli.status, cli.stderr).toBe(0);
    const [admin] = await db.select().from(users).where(eq(users.email, "ops@example.com"));
    expect(admin).toMatchObject({ role: "admin", accessLevel: "domination" });
  }, 240_000);
});
