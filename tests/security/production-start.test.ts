// The production-start check: `node apps/edge-api/src/node.ts` with NODE_ENV=production
// and a bare environment exits non-zero naming every missing setting; with a full production
// configuration (Stripe and a mail API as local fakes) it serves, with no outbox and no test cards,
// and its e-mailed links use PUBLIC_URL whatever Host a request claims.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkProductionConfig, readEnv } from "../../apps/edge-api/src/env.ts";
import { type FakeStripe, startFakeStripe } from "../../apps/edge-api/src/testing/fake-stripe.ts";
import { freePort } from "../../tools/free-port.ts";
import {
  type FakeMailApi,
  postWithHost,
  type Running,
  runUntilExit,
  startEntry,
  startFakeMailApi,
  tempDataDir,
} from "./node-entry.ts";

const PUBLIC_URL = "https://app.realty.example";

describe("a bare production start", () => {
  it("exits non-zero naming every missing setting, and writes no secret", async () => {
    const data = tempDataDir();
    try {
      const { code, output } = await runUntilExit({ NODE_ENV: "production", DATA_DIR: join(data.dir, "data") });
      expect(code).not.toBe(0);
      expect(output).toContain("Refusing to start in production");
      for (const name of [
        "PUBLIC_URL",
        "APP_SECRET",
        "MAIL_API_URL",
        "MAIL_API_KEY",
        "MAIL_FROM",
        "STRIPE_SECRET_KEY",
        "STRIPE_PUBLISHABLE_KEY",
        "STRIPE_WEBHOOK_SECRET",
      ]) {
        expect(output).toContain(name);
      }
      // One readable list, not a stack trace.
      expect(output).not.toMatch(/\n\s+at /);
      expect(existsSync(join(data.dir, "data", "app-secret"))).toBe(false);
    } finally {
      data.remove();
    }
  });
});

describe("the production check", () => {
  it("names only what is still missing of a half-configured service", () => {
    const missing = checkProductionConfig(
      readEnv({
        PUBLIC_URL,
        APP_SECRET: "a-production-secret-of-at-least-32-characters",
        MAIL_API_URL: "https://mail.example/emails",
        STRIPE_SECRET_KEY: "sk_live_x",
        STRIPE_PUBLISHABLE_KEY: "pk_live_x",
      }),
    );
    expect(missing).toEqual([
      "MAIL_API_KEY, MAIL_FROM: a mail service (a staging site may set UNSAFE_STAGING_OUTBOX=1 instead)",
      "STRIPE_WEBHOOK_SECRET: a payment provider (a staging site may set UNSAFE_STAGING_TEST_CARDS=1 instead)",
    ]);
  });
});

describe("a configured production start", () => {
  let stripe: FakeStripe;
  let mail: FakeMailApi;
  let server: Running;
  const data = tempDataDir();

  beforeAll(async () => {
    stripe = await startFakeStripe();
    mail = await startFakeMailApi();
    server = await startEntry({
      NODE_ENV: "production",
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATA_DIR: data.dir,
      PUBLIC_URL,
      APP_SECRET: "a-production-secret-of-at-least-32-characters",
      MAIL_API_URL: mail.url,
      MAIL_API_KEY: "mail-key",
      MAIL_FROM: "RealtyReels <hello@realty.example>",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_WEBHOOK_SECRET: "whsec_fake",
      STRIPE_API_BASE: stripe.apiBase,
    });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await stripe?.close();
    await mail?.close();
    data.remove();
  });

  it("has no outbox route", async () => {
    const res = await fetch(`${server.baseUrl}/api/dev/mail`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found" });
  });

  it("has no test cards: payments are Stripe's", async () => {
    const config = await (await fetch(`${server.baseUrl}/api/payments/config`)).json();
    expect(config).toMatchObject({ mode: "stripe", publishableKey: "pk_test_fake" });
    const card = { clientSecret: "pi_x_secret_y", cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };
    const res = await fetch(`${server.baseUrl}/api/test-payments/confirm`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseUrl },
      body: JSON.stringify(card),
    });
    expect(res.status).toBe(404);
  });

  it("mails reset links on PUBLIC_URL, whatever Host the request names", async () => {
    const email = `owner-${Date.now()}@example.com`;
    const headers = { "content-type": "application/json", origin: server.baseUrl };
    const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: "POST",
      headers,
      body: JSON.stringify({ firstName: "Olive", lastName: "Owner", email, password: "owner-password-1" }),
    });
    expect(registered.status).toBe(201);
    expect(await postWithHost(`${server.baseUrl}/api/auth/forgot-password`, "evil.example", { email })).toBe(200);
    await expect.poll(() => mail.sent.filter((m) => m.body.to.includes(email)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const text = mail.sent.find((m) => m.body.to.includes(email))?.body.text ?? "";
    expect(text).toContain(`${PUBLIC_URL}/reset-password?token=`);
    expect(text).not.toContain("evil.example");
    expect(mail.sent[0]?.authorization).toBe("Bearer mail-key");
  });
});
