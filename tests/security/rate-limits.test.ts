// Deliver, "Guessing is bounded everywhere": confirm-payment, share-link minting (per member and
// per address) and analytics have persistent budgets. Small limits here; the defaults are in deps.ts.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents, scripts, users } from "../../apps/edge-api/src/db/schema.ts";
import { DEFAULT_RATE_LIMITS } from "../../apps/edge-api/src/lib/app-config.ts";
import { insertUser, signedIn } from "../../apps/edge-api/src/testing/admin-testing.ts";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";

const LIMIT = 3;
const WINDOW = 15 * 60_000;
const TOO_MANY = { message: "Too many attempts. Please wait a few minutes and try again." };

let t: TestApp;
let scriptId: number;
beforeEach(async () => {
  t = await createTestApp({
    config: {
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        confirmPayment: { limit: LIMIT, windowMs: WINDOW },
        shareLink: { limit: LIMIT, windowMs: WINDOW },
        analytics: { limit: LIMIT, windowMs: WINDOW },
      },
    },
    // Each test request names its client address, as the runtime would see it.
    deps: { clientAddress: (raw) => raw.headers.get("x-test-address") ?? "192.0.2.1" },
  });
  const [script] = await t.db
    .insert(scripts)
    .values({ title: "Hook", content: "A script.", category: "buyer", accessLevel: "sampler" })
    .returning({ id: scripts.id });
  scriptId = script?.id ?? 0;
});
afterEach(() => t.cleanup());

const from = (address: string) => ({ "x-test-address": address });

describe("POST /api/confirm-payment", () => {
  it("is limited per client address", async () => {
    const browser = t.client();
    for (let i = 0; i < LIMIT; i++) {
      expect((await browser.post("/api/confirm-payment", { paymentIntentId: `pi_test_${i}` }, from("198.51.100.7"))).status).toBe(
        404,
      );
    }
    const limited = await browser.post("/api/confirm-payment", { paymentIntentId: "pi_test_x" }, from("198.51.100.7"));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual(TOO_MANY);
    expect((await browser.post("/api/confirm-payment", { paymentIntentId: "pi_test_x" }, from("198.51.100.8"))).status).toBe(404);
  });
});

describe("GET /api/share-links", () => {
  const mintAs = async (email: string, address: string) => {
    const [existing] = await t.db.select().from(users).where(eq(users.email, email));
    const user = existing ?? (await insertUser(t, { email, accessLevel: "domination" }));
    const browser = await signedIn(t, user);
    return (await browser.get(`/api/share-links?type=script&id=${scriptId}`, from(address))).status;
  };

  it("is limited per member, whatever address they use", async () => {
    for (let i = 0; i < LIMIT; i++) expect(await mintAs("a@example.com", "203.0.113.1")).toBe(200);
    expect(await mintAs("a@example.com", "203.0.113.1")).toBe(429);
    expect(await mintAs("a@example.com", "203.0.113.2")).toBe(429);
    expect(await mintAs("b@example.com", "203.0.113.2")).toBe(200);
  });

  it("is limited per address, whichever members use it", async () => {
    for (const email of ["c@example.com", "d@example.com", "e@example.com"]) expect(await mintAs(email, "203.0.113.9")).toBe(200);
    expect(await mintAs("f@example.com", "203.0.113.9")).toBe(429);
    expect(await mintAs("f@example.com", "203.0.113.10")).toBe(200);
  });
});

describe("POST /api/analytics", () => {
  it("is limited per client address and records nothing over the limit", async () => {
    const browser = t.client();
    const send = (address: string) =>
      browser.post("/api/analytics", { event: "page_view", data: { page: "home" } }, from(address));
    for (let i = 0; i < LIMIT; i++) expect((await send("198.51.100.20")).status).toBe(204);
    expect((await send("198.51.100.20")).status).toBe(429);
    expect(await t.db.select().from(analyticsEvents)).toHaveLength(LIMIT);
    expect((await send("198.51.100.21")).status).toBe(204);
  });
});
