// Regression guard (set-password): the password of an account without one was set from its e-mail and a
// sequential id, with no token and no limit. Now only the e-mailed single-use token sets it, once,
// before it expires, for the account it was mailed to; guesses are limited per address and account.
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../../apps/edge-api/src/lib/app-config.ts";
import { migratePasswordlessAccounts } from "../../apps/edge-api/src/services/auth/account-migration.ts";
import { SET_PASSWORD_TTL_MS } from "../../apps/edge-api/src/services/auth/set-password.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";
import { legacyPasswordlessBuyer, mailedToken, registerMember, userByEmail } from "./account-kit.ts";

let t: TestApp;
afterEach(() => t.cleanup());

async function setup(options: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp(options);
  const paid = await legacyPasswordlessBuyer(t);
  await migratePasswordlessAccounts({
    db: t.db,
    mail: t.deps.mail,
    now: t.deps.now(),
    origin: TEST_ORIGIN,
    productName: "RealtyReels",
  });
  return { paid, token: await mailedToken(t, paid.email, "/set-password") };
}

describe("POST /api/set-password", () => {
  it("works once with the e-mailed token", async () => {
    const { paid, token } = await setup();
    expect((await t.client().post("/api/set-password", { token, password: "owner-chose-1" })).status).toBe(200);
    const again = await t.client().post("/api/set-password", { token, password: "second-try-1" });
    expect(again.status).toBe(400);
    expect((await t.client().post("/api/auth/login", { email: paid.email, password: "owner-chose-1" })).status).toBe(200);
  });

  it("refuses without a token, with a wrong one, or with another account's id or e-mail", async () => {
    const { paid, token } = await setup();
    const none = await t.client().post("/api/set-password", { userId: paid.id, email: paid.email, password: "longenough1" });
    expect(none.status).toBe(400);
    expect((await t.client().post("/api/set-password", { token: `${token}x`, password: "longenough1" })).status).toBe(400);
    expect((await t.client().post("/api/set-password", { token, userId: paid.id + 1, password: "longenough1" })).status).toBe(
      400,
    );
    expect(
      (await t.client().post("/api/set-password", { token, email: "else@example.com", password: "longenough1" })).status,
    ).toBe(400);
    expect((await userByEmail(t, paid.email))?.passwordHash).toBeNull();
    // The spec's fields, when they match, are accepted alongside the token.
    const ok = await t.client().post("/api/set-password", { token, userId: paid.id, email: paid.email, password: "longenough1" });
    expect(ok.status).toBe(200);
  });

  it("refuses an expired token", async () => {
    const { token } = await setup();
    t.advance(SET_PASSWORD_TTL_MS + 60_000);
    expect((await t.client().post("/api/set-password", { token, password: "owner-chose-1" })).status).toBe(400);
  });

  it("never replaces an existing password (a reset token of a member is refused here)", async () => {
    t = await createTestApp();
    await registerMember(t);
    await t.client().post("/api/auth/forgot-password", { email: "mia@example.com" });
    const token = await mailedToken(t, "mia@example.com", "/reset-password");
    const res = await t.client().post("/api/set-password", { token, password: "hijacked-pass-1" });
    expect(res.status).toBe(400);
    expect((await t.client().post("/api/auth/login", { email: "mia@example.com", password: "mia-password-1" })).status).toBe(200);
  });

  it("limits attempts per client address", async () => {
    const { token } = await setup({
      config: { rateLimits: { ...DEFAULT_RATE_LIMITS, setPassword: { limit: 3, windowMs: 60_000 } } },
    });
    for (let i = 0; i < 3; i++)
      expect((await t.client().post("/api/set-password", { token: `guess-${i}`, password: "longenough1" })).status).toBe(400);
    const limited = await t.client().post("/api/set-password", { token, password: "longenough1" });
    expect(limited.status).toBe(429);
  });

  it("limits attempts aimed at one account, whatever the address", async () => {
    let address = 0;
    const { paid, token } = await setup({
      config: { rateLimits: { ...DEFAULT_RATE_LIMITS, setPassword: { limit: 3, windowMs: 60_000 } } },
      // Each request from a new address: only the per-account budget can stop them.
      deps: { clientAddress: () => `10.0.0.${++address}` },
    });
    for (let i = 0; i < 3; i++) {
      const guess = await t.client().post("/api/set-password", { token: `guess-${i}`, userId: paid.id, password: "longenough1" });
      expect(guess.status).toBe(400);
    }
    const limited = await t.client().post("/api/set-password", { token, userId: paid.id, password: "longenough1" });
    expect(limited.status).toBe(429);
    expect((await userByEmail(t, paid.email))?.passwordHash).toBeNull();
  });
});
