// An admin's password reset, reset link and user delete land with their audit row or not at all
// (docs/decisions/440-admin-password-and-delete-audited-in-their-batch.md): with the audit log
// refusing inserts, neither write may survive.
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, passwordResetTokens, sessions, users } from "../../db/schema.ts";
import type { User } from "../../db/types.ts";
import { jobLog } from "../../lib/log.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createSession } from "../auth/sessions.ts";
import { sendUserPasswordReset } from "./user-password-reset.ts";
import { deleteUser, setUserPassword } from "./users.ts";

let t: TestApp;
let admin: User;
let member: User;

async function insert(email: string, role: "admin" | "user"): Promise<User> {
  const now = t.deps.now();
  const [row] = await t.db
    .insert(users)
    .values({ firstName: "Test", lastName: "User", email, role, passwordHash: "old-hash", createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("fixture insert failed");
  return row;
}

/** The audit log refuses every insert, as a full disk or a broken migration would. */
async function breakAuditLog() {
  await t.db.run(
    sql.raw("CREATE TRIGGER audit_down BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'audit log down'); END"),
  );
}

beforeEach(async () => {
  t = await createTestApp();
  admin = await insert("boss@example.com", "admin");
  member = await insert("member@example.com", "user");
  await createSession(t.db, member, t.deps.now());
});
afterEach(() => t.cleanup());

const actorOf = (u: User) => ({ id: u.id, email: u.email });

describe("an admin's password reset", () => {
  it("sets the password, signs the member out and records the audit row together", async () => {
    await setUserPassword(t.db, member.id, "new-secret-1", { actor: actorOf(admin), now: t.deps.now() });
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.passwordHash).not.toBe("old-hash");
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
    const audit = await t.db.select().from(auditLog);
    expect(audit).toMatchObject([{ action: "user.password", actorId: admin.id, targetId: String(member.id) }]);
  });

  it("changes nothing when its audit row cannot be written", async () => {
    await breakAuditLog();
    await expect(
      setUserPassword(t.db, member.id, "new-secret-1", { actor: actorOf(admin), now: t.deps.now() }),
    ).rejects.toThrow();
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.passwordHash).toBe("old-hash");
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(1);
  });
});

describe("an admin's user delete", () => {
  it("deletes the account and records the audit row together", async () => {
    await deleteUser(t.db, member.id, { actor: actorOf(admin), now: t.deps.now() });
    expect(await t.db.select().from(users).where(eq(users.id, member.id))).toEqual([]);
    const audit = await t.db.select().from(auditLog);
    expect(audit).toMatchObject([{ action: "user.delete", actorId: admin.id, targetId: String(member.id) }]);
  });

  it("keeps the account when its audit row cannot be written", async () => {
    await breakAuditLog();
    await expect(deleteUser(t.db, member.id, { actor: actorOf(admin), now: t.deps.now() })).rejects.toThrow();
    expect(await t.db.select().from(users).where(eq(users.id, member.id))).toHaveLength(1);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(1);
  });
});

describe("an admin's 'send password reset'", () => {
  const deps = () => ({
    ...t.deps,
    now: t.deps.now(),
    origin: "http://localhost",
    productName: "RealtyReels",
    log: jobLog("test"),
  });

  it("stores one live link, e-mails it and records the audit row", async () => {
    await expect(sendUserPasswordReset(deps(), member.id, actorOf(admin))).resolves.toBe("member@example.com");
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, member.id))).toHaveLength(1);
    expect(await t.db.select().from(auditLog)).toMatchObject([
      { action: "user.password_reset_sent", targetId: String(member.id) },
    ]);
  });

  it("leaves no link and sends no e-mail when its audit row cannot be written", async () => {
    await breakAuditLog();
    await expect(sendUserPasswordReset(deps(), member.id, actorOf(admin))).rejects.toThrow();
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, member.id))).toEqual([]);
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });
});
