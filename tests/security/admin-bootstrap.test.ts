// Regression guard: the ADMIN_EMAIL start-up step (and npm run admin:create) promoted whoever held that
// address, and their sessions kept working. Now it refuses to promote a member, and a password it
// changes ends the admin's sessions.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openNodeDatabase } from "../../apps/edge-api/src/db/node-client.ts";
import { sessions, users } from "../../apps/edge-api/src/db/schema.ts";
import { ensureAdmin } from "../../apps/edge-api/src/services/auth/accounts.ts";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";
import { registerMember, userByEmail, whoAmI } from "./account-kit.ts";

let t: TestApp | undefined;
afterEach(() => t?.cleanup());

describe("the admin bootstrap", () => {
  it("refuses to promote an account someone registered with ADMIN_EMAIL, which keeps no admin power", async () => {
    t = await createTestApp();
    const squatter = await registerMember(t, {
      firstName: "Sly",
      lastName: "Squatter",
      email: "boss@example.com",
      password: "squatter-pw-1",
    });
    await expect(ensureAdmin(t.db, "Boss@Example.com", "operator-password", t.deps.now())).rejects.toThrow(
      /boss@example\.com belongs to an existing account that is not an admin/,
    );
    expect(await userByEmail(t, "boss@example.com")).toMatchObject({ role: "user" });
    expect(await whoAmI(squatter)).toMatchObject({ email: "boss@example.com" });
    expect((await squatter.get("/api/admin/users")).status).toBe(403);
  });

  it("creates the admin when the address is free, and ends its sessions when it changes the password", async () => {
    t = await createTestApp();
    await ensureAdmin(t.db, "boss@example.com", "first-password", t.deps.now());
    const admin = t.client();
    expect((await admin.post("/api/auth/login", { email: "boss@example.com", password: "first-password" })).status).toBe(200);
    // Same password on the next start: nothing changes, the session stays.
    await ensureAdmin(t.db, "boss@example.com", "first-password", t.deps.now());
    expect((await admin.get("/api/admin/users")).status).toBe(200);
    // A new password: whoever held a session under the old one must sign in again.
    await ensureAdmin(t.db, "boss@example.com", "second-password", t.deps.now());
    expect((await admin.get("/api/admin/users")).status).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.email, "boss@example.com"));
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, row?.id ?? 0)),
    ).toHaveLength(0);
  });

  it("npm run admin:create refuses a member's address with a clear message", async () => {
    const root = mkdtempSync(join(tmpdir(), "admin-bootstrap-"));
    try {
      const { db, close } = await openNodeDatabase(`file:${join(root, "app.db")}`);
      await db.insert(users).values({ email: "boss@example.com", firstName: "Sly", passwordHash: null });
      close();
      const cli = join(import.meta.dirname, "../../apps/edge-api/src/cli/admin-create.ts");
      const run = spawnSync(process.execPath, [cli, "--email", "boss@example.com", "--password", "operator-password"], {
        env: { ...process.env, DATA_DIR: root },
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("belongs to an existing account that is not an admin");
      expect(run.stderr).not.toContain("    at ");
      const reopened = await openNodeDatabase(`file:${join(root, "app.db")}`);
      const [row] = await reopened.db.select().from(users).where(eq(users.email, "boss@example.com"));
      reopened.close();
      expect(row?.role).toBe("user");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
