// Regression guard: a demo account that bought, or that an admin raised, stayed passwordless; demo access
// with its e-mail opened it, and POST /api/set-password set its password from the e-mail and a
// sequential id. Now: demo access never opens it, set-password needs the e-mailed token, an admin
// cannot raise a demo account, and start-up mails every such account a set-password link once.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sessions, users } from "../../apps/edge-api/src/db/schema.ts";
import { migratePasswordlessAccounts, runAccountMigration } from "../../apps/edge-api/src/services/auth/account-migration.ts";
import { createSession } from "../../apps/edge-api/src/services/auth/sessions.ts";
import { insertUser, signedIn } from "../../apps/edge-api/src/testing/admin-testing.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";
import { legacyPasswordlessBuyer, mailedToken, mailsTo, userByEmail, whoAmI } from "./account-kit.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const migrate = () =>
  migratePasswordlessAccounts({
    db: t.db,
    mail: t.deps.mail,
    now: t.deps.now(),
    origin: TEST_ORIGIN,
    productName: "RealtyReels",
  });

describe("a paid account without a password", () => {
  it("is not opened by demo access with its e-mail", async () => {
    const paid = await legacyPasswordlessBuyer(t);
    const demo = t.client();
    expect((await demo.post("/api/login", { email: paid.email, name: "Paige Paid" })).status).toBe(200);
    const view = await whoAmI(demo);
    expect(view?.id).not.toBe(paid.id);
    expect(view).toMatchObject({ accessLevel: "none", isDemo: true });
  });

  it("does not get a password from its id and e-mail alone", async () => {
    const paid = await legacyPasswordlessBuyer(t);
    for (let guess = paid.id - 1; guess <= paid.id + 1; guess++) {
      const res = await t.client().post("/api/set-password", { userId: guess, email: paid.email, password: "attacker-pass-1" });
      expect(res.status).toBe(400);
    }
    expect((await userByEmail(t, paid.email))?.passwordHash).toBeNull();
    expect((await t.client().post("/api/auth/login", { email: paid.email, password: "attacker-pass-1" })).status).toBe(401);
  });

  it("gets one set-password e-mail at start, loses its password-less sessions, and its owner sets the password", async () => {
    const paid = await legacyPasswordlessBuyer(t);
    await createSession(t.db, paid, t.deps.now());
    const first = await migrate();
    expect(first.mailed).toEqual([paid.email]);
    // Idempotent: a second start sends nothing more.
    expect((await migrate()).mailed).toEqual([]);
    expect(await mailsTo(t, paid.email)).toHaveLength(1);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, paid.id))).toHaveLength(0);
    expect(await userByEmail(t, paid.email)).toMatchObject({ isDemo: false, accessLevel: "domination" });

    const token = await mailedToken(t, paid.email, "/set-password");
    const set = await t.client().post("/api/set-password", { token, email: paid.email, password: "owner-chose-1" });
    expect(set.status).toBe(200);
    const login = await t.client().post("/api/auth/login", { email: paid.email, password: "owner-chose-1" });
    expect(login.status).toBe(200);
  });

  it("the start-up call mails a link on the configured origin", async () => {
    const paid = await legacyPasswordlessBuyer(t);
    await runAccountMigration(t.deps);
    const [mail] = await mailsTo(t, paid.email);
    expect(mail?.links[0]).toMatch(new RegExp(`^${TEST_ORIGIN}/set-password\\?token=`));
  });

  it("start gives old demo accounts' real addresses back, so their owners can register", async () => {
    const [old] = await t.db
      .insert(users)
      .values({ email: "prospect@example.com", firstName: "Pro", isDemo: true, accessLevel: "none" })
      .returning();
    expect((await migrate()).demoAddressesFreed).toBe(1);
    const [renamed] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, old?.id ?? 0));
    expect(renamed?.email).toMatch(/@demo\.invalid$/);
    const res = await t.client().post("/api/auth/register", {
      firstName: "Pro",
      lastName: "Spect",
      email: "prospect@example.com",
      password: "prospect-pass-1",
    });
    expect(res.status).toBe(201);
  });
});

describe("an admin and a demo account", () => {
  it("refuses to raise a demo account's access, or give it a password", async () => {
    const demo = t.client();
    const { user } = (await (await demo.post("/api/login", { email: "x@example.com", name: "Demo Person" })).json()) as {
      user: { id: number };
    };
    const admin = await signedIn(t, await insertUser(t, { email: "boss@example.com", role: "admin" }));
    const raise = await admin.post(`/api/admin/users/${user.id}/set-access-level`, { accessLevel: "domination" });
    expect(raise.status).toBe(400);
    expect(await raise.json()).toMatchObject({ message: expect.stringContaining("Demo accounts cannot be given access") });
    const password = await admin.put(`/api/admin/users/${user.id}/password`, { newPassword: "admin-set-1" });
    expect(password.status).toBe(400);
    expect(await whoAmI(demo)).toMatchObject({ accessLevel: "none", isDemo: true });
  });
});
