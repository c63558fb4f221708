// 400 reset-token guesses went through in 2 s: the token endpoints had no limit. The tokens are
// long, so this is anti-automation: every endpoint that takes a secret (reset links, the calendar
// feed, share signatures, the render service's bearer token) now has a budget per address and per
// token prefix, from the same table as every other limit.
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS, type RateLimitBucket } from "../../apps/edge-api/src/lib/app-config.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";

let t: TestApp;
afterEach(() => t.cleanup());

const LIMIT = 3;
const RENDER_TOKEN = "render-service-token-that-is-long-enough-1234";

async function app(bucket: RateLimitBucket) {
  t = await createTestApp({
    config: {
      trustedProxyHops: 1,
      renderServiceToken: RENDER_TOKEN,
      rateLimits: { ...DEFAULT_RATE_LIMITS, [bucket]: { limit: LIMIT, windowMs: 15 * 60_000 } },
    },
  });
}

const from = (address: string) => ({ "x-forwarded-for": address });
const guess = (i: number) => `guess${String(i).padStart(4, "0")}${"x".repeat(40)}`;

/** LIMIT answers that are not 429, then 429s. */
const refusedAfterLimit = (statuses: number[]) => {
  expect(statuses.slice(0, LIMIT).every((s) => s !== 429)).toBe(true);
  expect(statuses.slice(LIMIT)).toEqual(Array(statuses.length - LIMIT).fill(429));
};

async function statuses(n: number, send: (i: number) => Promise<Response>) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await send(i)).status);
  return out;
}

describe("token endpoints are rate limited", () => {
  it("POST /api/reset-password: per address, and per token prefix across addresses", async () => {
    await app("resetToken");
    const byAddress = await statuses(LIMIT + 2, (i) =>
      t.client().post("/api/reset-password", { token: guess(i), newPassword: "quiet-harbor-lights" }, from("203.0.113.1")),
    );
    refusedAfterLimit(byAddress);
    const byPrefix = await statuses(LIMIT + 2, (i) =>
      t
        .client()
        .post(
          "/api/reset-password",
          { token: `samepref${i}${"y".repeat(40)}`, newPassword: "quiet-harbor-lights" },
          from(`198.51.100.${i + 1}`),
        ),
    );
    refusedAfterLimit(byPrefix);
  });

  it("GET /api/validate-reset-token/:token", async () => {
    await app("resetToken");
    refusedAfterLimit(
      await statuses(LIMIT + 2, (i) => t.client().get(`/api/validate-reset-token/${guess(i)}`, from("203.0.113.2"))),
    );
  });

  it("the calendar feed", async () => {
    await app("calendarFeed");
    refusedAfterLimit(
      await statuses(LIMIT + 2, (i) => t.client().get(`/api/social/calendar/${guess(i)}.ics`, from("203.0.113.3"))),
    );
  });

  it("share pages with a signature, but not the public page without one", async () => {
    await app("shareSignature");
    refusedAfterLimit(await statuses(LIMIT + 2, (i) => t.client().get(`/share/video/1?s=${guess(i)}`, from("203.0.113.4"))));
    const unsigned = await statuses(LIMIT + 2, () => t.client().get("/share/video/1", from("203.0.113.4")));
    expect(unsigned).not.toContain(429);
  });

  it("the render service's bearer check counts wrong tokens, and then refuses the right one too", async () => {
    await app("renderServiceAuth");
    const claim = async (token: string, address: string) =>
      t.app.request(`${TEST_ORIGIN}/api/internal/render/end-cards/claim`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "x-forwarded-for": address },
      });
    // The right token is not counted: a render service polls all day.
    for (let i = 0; i < LIMIT + 2; i++) expect((await claim(RENDER_TOKEN, "203.0.113.5")).status).not.toBe(429);
    const wrong = await statuses(LIMIT + 2, (i) => claim(guess(i), "203.0.113.6"));
    expect(wrong.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(wrong.slice(LIMIT)).toEqual([429, 429]);
    expect((await claim(RENDER_TOKEN, "203.0.113.6")).status).toBe(429);
  });
});
