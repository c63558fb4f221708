// db/batch.ts on a libSQL file (the workerd project runs the same checks on D1).
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertUser } from "../testing/admin-testing.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { atomically, insertWhere } from "./batch.ts";
import { settings, users } from "./schema.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe("atomically on a libSQL file", () => {
  it("runs raw statements and guarded inserts in one batch; the second guarded insert sees the first", async () => {
    const user = await insertUser(t, { email: "batch@example.com" });
    const guard = sql`NOT EXISTS (SELECT 1 FROM settings WHERE key = 'batch-test')`;
    const now = t.deps.now();
    const results = await atomically(t.db, [
      t.db.run(sql`UPDATE users SET first_name = ${"Renamed"} WHERE id = ${user.id}`),
      insertWhere(t.db, settings, { key: "batch-test", value: { n: 1 }, updatedAt: now }, guard).returning(),
      insertWhere(t.db, settings, { key: "batch-test", value: { n: 2 }, updatedAt: now }, guard).returning(),
    ]);
    expect(results[1]).toHaveLength(1);
    expect(results[2]).toHaveLength(0);
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]?.firstName).toBe("Renamed");
    expect((await t.db.select().from(settings).where(eq(settings.key, "batch-test")))[0]?.value).toEqual({ n: 1 });
  });

  it("changes nothing when one statement fails", async () => {
    const user = await insertUser(t, { email: "batch@example.com" });
    const duplicate = { email: user.email, firstName: "Dup", createdAt: t.deps.now(), updatedAt: t.deps.now() };
    await expect(
      atomically(t.db, [
        t.db.update(users).set({ firstName: "Half" }).where(eq(users.id, user.id)),
        t.db.insert(users).values(duplicate),
      ]),
    ).rejects.toThrow();
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]?.firstName).toBe("Test");
  });
});
