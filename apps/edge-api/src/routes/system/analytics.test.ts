// POST /api/analytics: one INSERT per hit that also refuses a flood from one address.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents } from "../../db/schema.ts";
import { DEFAULT_RATE_LIMITS } from "../../lib/app-config.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({
    // One proxy of ours in front, so X-Forwarded-For names the sender.
    config: { trustedProxyHops: 1, rateLimits: { ...DEFAULT_RATE_LIMITS, analytics: { limit: 3, windowMs: 60_000 } } },
  });
});
afterEach(() => t.cleanup());

const hit = (address: string) =>
  t.app.request("/api/analytics", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ event: "page_view", properties: { page: "/" } }),
  });

describe("POST /api/analytics", () => {
  it("records hits up to the limit per address, then answers 429 and records nothing more", async () => {
    for (let i = 0; i < 3; i++) expect((await hit("203.0.113.7")).status).toBe(204);
    const refused = await hit("203.0.113.7");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many attempts/);
    const rows = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.event, "page_view"));
    expect(rows).toHaveLength(3);
    // The sender is kept as a keyed hash, never the address itself.
    expect(rows.every((r) => r.clientKey && !r.clientKey.includes("203.0.113.7"))).toBe(true);
    // Another address has its own allowance.
    expect((await hit("198.51.100.2")).status).toBe(204);
    // A window later the address may record again.
    t.advance(60_001);
    expect((await hit("203.0.113.7")).status).toBe(204);
  });
});
