// Regression guard: with TRUST_PROXY=1 the left-most X-Forwarded-For entry, which the client writes, keyed
// the rate limits, so a new made-up address per request escaped every limit. Now a configured proxy
// count picks the right-most untrusted hop; with no proxy configured the header is ignored, and so
// is CF-Connecting-IP on Node (only Cloudflare sets it, and only the Worker reads it).
import { afterEach, describe, expect, it } from "vitest";
import { readEnv, trustedProxyHops } from "../../apps/edge-api/src/env.ts";
import { DEFAULT_RATE_LIMITS } from "../../apps/edge-api/src/lib/app-config.ts";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";
import { freePort } from "../../tools/free-port.ts";
import { startEntry, tempDataDir } from "./node-entry.ts";

let t: TestApp | undefined;
afterEach(() => t?.cleanup());

const LIMIT = 3;
/** The address the socket shows: the client itself, or the last proxy in front of Node. */
const SOCKET = "198.51.100.10";

async function appBehind(hops: number) {
  t = await createTestApp({
    config: {
      trustedProxyHops: hops,
      rateLimits: { ...DEFAULT_RATE_LIMITS, forgotPassword: { limit: LIMIT, windowMs: 15 * 60_000 } },
    },
    deps: { clientAddress: () => SOCKET },
  });
  return t;
}

const forgot = (app: TestApp, headers: Record<string, string>) =>
  app.client().post("/api/auth/forgot-password", { email: "someone@example.com" }, headers);

/** Statuses of LIMIT + 3 attempts, each claiming a fresh address. */
async function attempts(app: TestApp, headersFor: (i: number) => Record<string, string>) {
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT + 3; i++) statuses.push((await forgot(app, headersFor(i))).status);
  return statuses;
}

const refusedAfterLimit = [...Array(LIMIT).fill(200), 429, 429, 429];

describe("client address for rate limits", () => {
  it("the Node entry with TRUST_PROXY=1 limits by the hop its proxy appended, not the client's text", async () => {
    const data = tempDataDir();
    const server = await startEntry({ PORT: String(await freePort()), DATA_DIR: data.dir, TRUST_PROXY: "1" });
    try {
      const statuses: number[] = [];
      // forgot-password allows 5 per address per 15 minutes; each request claims a new address.
      for (let i = 0; i < 8; i++) {
        const res = await fetch(`${server.baseUrl}/api/auth/forgot-password`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: server.baseUrl,
            "x-forwarded-for": `10.0.0.${i}, 203.0.113.5`,
          },
          body: JSON.stringify({ email: "someone@example.com" }),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    } finally {
      await server.stop();
      data.remove();
    }
  });

  it("with one proxy, a forged left-most X-Forwarded-For does not escape the limit", async () => {
    const app = await appBehind(1);
    // The client writes "10.0.0.i"; the proxy appends the address it saw, 203.0.113.5.
    expect(await attempts(app, (i) => ({ "x-forwarded-for": `10.0.0.${i}, 203.0.113.5` }))).toEqual(refusedAfterLimit);
  });

  it("with one proxy, two real clients behind it keep separate budgets", async () => {
    const app = await appBehind(1);
    for (let i = 0; i < LIMIT; i++) expect((await forgot(app, { "x-forwarded-for": "203.0.113.5" })).status).toBe(200);
    expect((await forgot(app, { "x-forwarded-for": "203.0.113.5" })).status).toBe(429);
    expect((await forgot(app, { "x-forwarded-for": "203.0.113.6" })).status).toBe(200);
  });

  it("with two proxies, the second hop from the right is the client", async () => {
    const app = await appBehind(2);
    // client-written, client as the CDN saw it, the CDN as the load balancer saw it.
    expect(await attempts(app, (i) => ({ "x-forwarded-for": `10.0.0.${i}, 203.0.113.5, 192.0.2.1` }))).toEqual(refusedAfterLimit);
  });

  it("with no proxy configured, X-Forwarded-For and CF-Connecting-IP are ignored", async () => {
    const app = await appBehind(0);
    const statuses = await attempts(app, (i) => ({ "x-forwarded-for": `10.0.0.${i}`, "cf-connecting-ip": `10.1.0.${i}` }));
    expect(statuses).toEqual(refusedAfterLimit);
  });

  it("a header shorter than the proxy chain falls back to the socket's address", async () => {
    const app = await appBehind(2);
    expect(await attempts(app, (i) => ({ "x-forwarded-for": `10.0.0.${i}` }))).toEqual(refusedAfterLimit);
  });

  it("reads the proxy count from TRUSTED_PROXY_HOPS, TRUST_PROXY=1 meaning one", () => {
    expect(trustedProxyHops(readEnv({}))).toBe(0);
    expect(trustedProxyHops(readEnv({ TRUST_PROXY: "1" }))).toBe(1);
    expect(trustedProxyHops(readEnv({ TRUSTED_PROXY_HOPS: "2", TRUST_PROXY: "1" }))).toBe(2);
    expect(() => readEnv({ TRUSTED_PROXY_HOPS: "one" })).toThrow(/TRUSTED_PROXY_HOPS must be a whole number/);
  });
});
