// Regression guard: with no Stripe keys, production silently used the test-mode provider, so card 4242
// bought any tier. Now production without Stripe refuses to start; test cards exist there only
// behind UNSAFE_STAGING_TEST_CARDS=1, which start announces as a warning.
import { afterEach, describe, expect, it } from "vitest";
import { paymentsFromEnv } from "../../apps/edge-api/src/adapters/payments/from-env.ts";
import { checkProductionConfig, readEnv } from "../../apps/edge-api/src/env.ts";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";
import { freePort } from "../../tools/free-port.ts";
import { type Running, runUntilExit, startEntry, tempDataDir } from "./node-entry.ts";

/** Everything production needs except a payment provider. */
const WITHOUT_STRIPE = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PUBLIC_URL: "https://app.realty.example",
  APP_SECRET: "a-production-secret-of-at-least-32-characters",
  MAIL_API_URL: "http://127.0.0.1:9/emails",
  MAIL_API_KEY: "mail-key",
  MAIL_FROM: "hello@realty.example",
};

let server: Running | undefined;
let data: ReturnType<typeof tempDataDir> | undefined;
let t: TestApp | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
  data?.remove();
  data = undefined;
  t?.cleanup();
  t = undefined;
});

describe("test cards in production", () => {
  it("production without Stripe keys refuses to start instead of selling with test cards", async () => {
    data = tempDataDir();
    const { code, output } = await runUntilExit({ ...WITHOUT_STRIPE, DATA_DIR: data.dir });
    expect(code).not.toBe(0);
    expect(output).toContain("STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: a payment provider");
    expect(output).not.toContain("PUBLIC_URL:");
  });

  it("a staging site may opt in, and start says so loudly", async () => {
    data = tempDataDir();
    const port = String(await freePort());
    server = await startEntry({ ...WITHOUT_STRIPE, DATA_DIR: data.dir, PORT: port, UNSAFE_STAGING_TEST_CARDS: "1" });
    expect(server.output()).toContain("WARNING (staging opt-in) UNSAFE_STAGING_TEST_CARDS=1");
    expect(await (await fetch(`${server.baseUrl}/api/payments/config`)).json()).toMatchObject({ mode: "test" });
  });

  it("the payments adapter itself refuses test mode in production without the opt-in", async () => {
    const app = await createTestApp();
    t = app;
    const env = readEnv(WITHOUT_STRIPE);
    expect(checkProductionConfig(env)).toHaveLength(1);
    expect(() => paymentsFromEnv(env, app.db, true)).toThrow(/Stripe/);
    const staging = readEnv({ ...WITHOUT_STRIPE, UNSAFE_STAGING_TEST_CARDS: "1" });
    expect(checkProductionConfig(staging)).toEqual([]);
    expect(paymentsFromEnv(staging, app.db, true).testCards).toBeTruthy();
    expect(paymentsFromEnv(env, app.db, false).testCards).toBeTruthy();
  });
});
