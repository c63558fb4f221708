// The Worker side of "production fails closed": APP_ENV=production
// with missing settings refuses every request with 503 and logs one readable list; configured, it has
// no outbox and no test cards, and its client address is CF-Connecting-IP, never X-Forwarded-For.
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkProductionConfig, isProduction, readEnv } from "../../apps/edge-api/src/env.ts";
import worker from "../../apps/edge-api/src/worker.ts";
import { depsFor } from "../../apps/edge-api/src/worker-deps.ts";

const ctx = { waitUntil: () => {}, passThroughOnException: () => {} };

/** A full production configuration; the database URL is never reached by these requests. */
const configured = () => ({
  APP_ENV: "production",
  DATABASE_URL: "http://127.0.0.1:9",
  PUBLIC_URL: "https://app.realty.example",
  APP_SECRET: "a-production-secret-of-at-least-32-characters",
  MAIL_API_URL: "http://127.0.0.1:9/emails",
  MAIL_API_KEY: "mail-key",
  MAIL_FROM: "hello@realty.example",
  STRIPE_SECRET_KEY: "sk_test_fake",
  STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
  STRIPE_WEBHOOK_SECRET: "whsec_fake",
  RENDER_SERVICE_TOKEN: "a-render-service-token-of-at-least-32-characters",
});

afterEach(() => vi.restoreAllMocks());

describe("the Worker in production", () => {
  it("refuses every request with 503 and logs the missing settings once, when bare", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const bindings = { APP_ENV: "production" };
    const first = await worker.fetch(new Request("https://app.realty.example/api/dev/mail"), bindings, ctx);
    const second = await worker.fetch(new Request("https://app.realty.example/api/health"), bindings, ctx);
    expect([first.status, second.status]).toEqual([503, 503]);
    const body = await first.text();
    expect(body).not.toContain("reset-password");
    expect(body).not.toContain("APP_SECRET");
    expect(logged).toHaveBeenCalledTimes(1);
    const list = String(logged.mock.calls[0]?.[0]);
    for (const name of ["PUBLIC_URL", "APP_SECRET", "MAIL_API_URL", "STRIPE_SECRET_KEY", "RENDER_SERVICE_TOKEN"]) {
      expect(list).toContain(name);
    }
  });

  it("uses APP_ENV, not NODE_ENV, as its production switch", () => {
    expect(isProduction(readEnv({ APP_ENV: "production" }), "worker")).toBe(true);
    expect(isProduction(readEnv({ NODE_ENV: "production" }), "worker")).toBe(false);
    expect(isProduction(readEnv({ APP_ENV: "production" }), "node")).toBe(false);
    expect(checkProductionConfig(readEnv(configured()), "worker")).toEqual([]);
    // Only the Worker needs the render service: Node encodes end cards itself.
    const { RENDER_SERVICE_TOKEN: _token, ...withoutToken } = configured();
    expect(checkProductionConfig(readEnv(withoutToken), "worker").join("\n")).toContain("RENDER_SERVICE_TOKEN");
    expect(checkProductionConfig(readEnv(withoutToken), "node")).toEqual([]);
  });

  it("configured, has no outbox route and no test cards", async () => {
    const bindings = configured();
    const mail = await worker.fetch(new Request("https://app.realty.example/api/dev/mail"), bindings, ctx);
    expect(mail.status).toBe(404);
    expect(await mail.json()).toEqual({ message: "Not found" });
    expect(depsFor(bindings).payments.testCards).toBeFalsy();
    expect(depsFor(bindings).config.publicUrl).toBe("https://app.realty.example");
  });

  it("an opted-in staging outbox is the only way the outbox exists there, and it is announced", () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { MAIL_API_URL: _url, MAIL_API_KEY: _key, MAIL_FROM: _from, ...withoutMail } = configured();
    const staging = { ...withoutMail, UNSAFE_STAGING_OUTBOX: "1" };
    const deps = depsFor(staging);
    expect(deps.mail.kind).toBe("local");
    expect(deps.config.unsafeStagingOutbox).toBe(true);
    expect(String(warned.mock.calls[0]?.[0])).toContain("UNSAFE_STAGING_OUTBOX=1");
    expect(() => depsFor({ ...withoutMail })).toThrow(/MAIL_API_URL/);
  });

  it("has no social sandbox unless a staging site opts in, SOCIAL_SANDBOX notwithstanding", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(depsFor({ ...configured(), SOCIAL_SANDBOX: "1" }).social.provider("facebook")).toBeNull();
    const staging = depsFor({ ...configured(), UNSAFE_STAGING_SOCIAL_SANDBOX: "1" });
    expect(staging.social.provider("facebook")).not.toBeNull();
  });

  it("reads the client address from CF-Connecting-IP only", () => {
    const { clientAddress, config } = depsFor(configured());
    const req = new Request("https://app.realty.example/", {
      headers: { "cf-connecting-ip": "203.0.113.9", "x-forwarded-for": "10.0.0.1" },
    });
    expect(clientAddress?.(req, {})).toBe("203.0.113.9");
    expect(config.trustedProxyHops).toBe(0);
  });
});
