// Common passwords registered with 201 in production mode (ASVS 5.0 V6.2.4), and one account took
// 138 wrong passwords in 30 s from rotating forwarded addresses, all 401. Now every new password
// is checked against a shipped list of common and breached passwords (no composition rules), and
// failed sign-ins are counted per account too: from the tenth on the account waits (exponential
// back-off, 429) and its owner gets one notice e-mail.
import { PASSWORD_TOO_COMMON } from "@realty/contracts/auth";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../../apps/edge-api/src/lib/app-config.ts";
import { migratePasswordlessAccounts } from "../../apps/edge-api/src/services/auth/account-migration.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";
import { legacyPasswordlessBuyer, mailedToken, mailsTo, member, registerMember } from "./account-kit.ts";

let t: TestApp;
afterEach(() => t.cleanup());

const tooCommon = { message: PASSWORD_TOO_COMMON };

describe("new passwords are checked against the common-password list", () => {
  it.each(["password", "12345678", "aaaaaaaa"])(
    "register refuses %s with the reason, under the password field",
    async (password) => {
      t = await createTestApp({ config: { production: true } });
      const res = await t.client().post("/api/auth/register", { ...member, password });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ ...tooCommon, errors: { password: PASSWORD_TOO_COMMON } });
      expect(await mailsTo(t, member.email)).toEqual([]);
    },
  );

  it("change, reset and set-password refuse it too, and the old password keeps working", async () => {
    t = await createTestApp();
    const browser = await registerMember(t);
    const change = await browser.put("/api/user/password", { currentPassword: member.password, newPassword: "password" });
    expect(change.status).toBe(400);
    expect(await change.json()).toMatchObject({ ...tooCommon, errors: { newPassword: PASSWORD_TOO_COMMON } });

    await t.client().post("/api/auth/forgot-password", { email: member.email });
    const token = await mailedToken(t, member.email, "/reset-password");
    const reset = await t.client().post("/api/reset-password", { token, newPassword: "12345678" });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toMatchObject(tooCommon);
    // The link was not used up by the refused password.
    expect((await t.client().post("/api/reset-password", { token, newPassword: "quiet-harbor-lights" })).status).toBe(200);

    const paid = await legacyPasswordlessBuyer(t);
    await migratePasswordlessAccounts({
      db: t.db,
      mail: t.deps.mail,
      now: t.deps.now(),
      origin: TEST_ORIGIN,
      productName: "RealtyReels",
    });
    const setToken = await mailedToken(t, paid.email, "/set-password");
    const set = await t.client().post("/api/set-password", { token: setToken, password: "password" });
    expect(set.status).toBe(400);
    expect(await set.json()).toMatchObject(tooCommon);
    expect((await t.client().post("/api/set-password", { token: setToken, password: "quiet-harbor-lights" })).status).toBe(200);
  });
});

describe("failed sign-ins are limited per account", { timeout: 60_000 }, () => {
  const SOCKET = "198.51.100.10";

  async function appBehindProxy(loginAccount = DEFAULT_RATE_LIMITS.loginAccount) {
    t = await createTestApp({
      config: { trustedProxyHops: 1, rateLimits: { ...DEFAULT_RATE_LIMITS, loginAccount } },
      deps: { clientAddress: () => SOCKET },
    });
    await registerMember(t);
  }

  const attempt = (i: number, password = "wrong-password-1") =>
    t.client().post("/api/auth/login", { email: member.email, password }, { "x-forwarded-for": `203.0.113.${i + 1}` });

  it("makes the eleventh wrong password from eleven addresses wait, and mails the owner once", async () => {
    await appBehindProxy();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(i)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const eleventh = await attempt(10);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // Even the right password waits while the account is paused.
    expect((await attempt(11, member.password)).status).toBe(429);

    const notices = (await mailsTo(t, member.email)).filter((m) => /sign-in attempts/i.test(m.subject));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(`${TEST_ORIGIN}/forgot-password`);

    // The pause doubles with each further failure: after one minute a wrong guess is counted
    // again and pauses the account for two.
    t.advance(61_000);
    expect((await attempt(12)).status).toBe(401);
    expect((await attempt(13)).status).toBe(429);
    t.advance(61_000);
    expect((await attempt(14)).status).toBe(429);
    t.advance(61_000);
    expect((await attempt(15, member.password)).status).toBe(200);
    // Still one notice: it is sent at the tenth failure only.
    expect((await mailsTo(t, member.email)).filter((m) => /sign-in attempts/i.test(m.subject))).toHaveLength(1);
  });

  it("a successful sign-in clears the count", async () => {
    await appBehindProxy({ limit: 3, windowMs: 24 * 60 * 60_000 });
    for (let i = 0; i < 2; i++) expect((await attempt(i)).status).toBe(401);
    expect((await attempt(2, member.password)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await attempt(10 + i)).status).toBe(401);
    expect((await attempt(13)).status).toBe(429);
  });

  it("pauses an unknown e-mail the same way, so the answer does not tell which accounts exist", async () => {
    await appBehindProxy();
    const ghost = (i: number) =>
      t
        .client()
        .post(
          "/api/auth/login",
          { email: "ghost@example.com", password: "wrong-password-1" },
          { "x-forwarded-for": `203.0.113.${i + 1}` },
        );
    for (let i = 0; i < 10; i++) expect((await ghost(i)).status).toBe(401);
    expect((await ghost(10)).status).toBe(429);
  });
});
