// The daily clean-up on libSQL: each kind of row on both sides of its line.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { users } from "../db/schema.ts";
import { EXPECTED_AFTER_CLEAN_UP, remaining, rowsAroundTheLines } from "../testing/retention-fixture.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { purgeExpiredRows } from "./retention.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe("purgeExpiredRows", () => {
  it("deletes expired sessions, closed rate-limit windows and events past retention, and nothing else", async () => {
    const now = t.deps.now();
    const [user] = await t.db
      .insert(users)
      .values({ email: "kept@example.com", firstName: "K", lastName: "R", createdAt: now, updatedAt: now })
      .returning();
    if (!user) throw new Error("no user");
    const made = await rowsAroundTheLines(t.db, user.id, now, "node");
    expect(await purgeExpiredRows(t.deps, now)).toEqual({
      sessions: 2,
      rateLimits: 1,
      analyticsEvents: 1,
      analyticsKeysCleared: 1,
    });
    expect(await remaining(t.db, made)).toEqual(EXPECTED_AFTER_CLEAN_UP);
    // A second run finds nothing more.
    expect(await purgeExpiredRows(t.deps, now)).toEqual({
      sessions: 0,
      rateLimits: 0,
      analyticsEvents: 0,
      analyticsKeysCleared: 0,
    });
  });
});
