// db/batch.ts on D1: raw statements with values, guarded inserts, and all-or-nothing on failure.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { atomically, insertWhere } from "../db/batch.ts";
import { settings, users } from "../db/schema.ts";
import { insertUser } from "./fixtures.ts";
import { workerDb } from "./worker-client.ts";

describe("atomically on D1", () => {
  it("runs raw statements with values and guarded inserts in one batch", async () => {
    const db = workerDb();
    const user = await insertUser({ email: `batch-${crypto.randomUUID().slice(0, 8)}@example.com` });
    const key = `batch-test-${user.id}`;
    const guard = sql`NOT EXISTS (SELECT 1 FROM settings WHERE key = ${key})`;
    const now = new Date();
    const results = await atomically(db, [
      db.run(sql`UPDATE users SET first_name = ${"Renamed"} WHERE id = ${user.id}`),
      insertWhere(db, settings, { key, value: { n: 1 }, updatedAt: now }, guard).returning(),
      insertWhere(db, settings, { key, value: { n: 2 }, updatedAt: now }, guard).returning(),
    ]);
    expect(results[1]).toHaveLength(1);
    // The second insert saw the first one's row inside the same batch.
    expect(results[2]).toHaveLength(0);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe("Renamed");
    expect((await db.select().from(settings).where(eq(settings.key, key)))[0]?.value).toEqual({ n: 1 });
  });

  it("changes nothing when one statement fails", async () => {
    const db = workerDb();
    const user = await insertUser({ email: `batch-${crypto.randomUUID().slice(0, 8)}@example.com` });
    const duplicate = { email: user.email, firstName: "Dup", createdAt: new Date(), updatedAt: new Date() };
    await expect(
      atomically(db, [
        db.update(users).set({ firstName: "Half" }).where(eq(users.id, user.id)),
        db.insert(users).values(duplicate),
      ]),
    ).rejects.toThrow(/UNIQUE/);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe("Test");
  });
});
