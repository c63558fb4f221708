// Bad input gets a 4xx with a message, never a 5xx: 2,000 generated request bodies (wrong types,
// missing and extra fields, huge and hostile strings, broken JSON, wrong content types, odd ids)
// sent to every JSON write route as a visitor, a member and an admin, through the real app on a
// real database. The generator is seeded, so a failure names a body that can be replayed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../../apps/edge-api/src/lib/app-config.ts";
import { createSession } from "../../apps/edge-api/src/services/auth/sessions.ts";
import { insertUser } from "../../apps/edge-api/src/testing/admin-testing.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";

const BODIES = 2_000;
const SEED = 20261127;

/** Every route that reads a request body (GET routes read none), with who may call it. */
const ROUTES: { method: "POST" | "PUT" | "PATCH"; path: string; as: "visitor" | "member" | "admin" }[] = [
  { method: "POST", path: "/api/auth/register", as: "visitor" },
  { method: "POST", path: "/api/auth/login", as: "visitor" },
  { method: "POST", path: "/api/login", as: "visitor" },
  { method: "POST", path: "/api/auth/forgot-password", as: "visitor" },
  { method: "POST", path: "/api/reset-password", as: "visitor" },
  { method: "POST", path: "/api/set-password", as: "visitor" },
  { method: "POST", path: "/api/analytics", as: "visitor" },
  { method: "POST", path: "/api/leads", as: "visitor" },
  { method: "POST", path: "/api/discount/validate", as: "visitor" },
  { method: "POST", path: "/api/prepare-payment", as: "visitor" },
  { method: "POST", path: "/api/create-payment-intent", as: "member" },
  { method: "POST", path: "/api/test-payments/confirm", as: "visitor" },
  { method: "POST", path: "/api/confirm-payment", as: "member" },
  { method: "POST", path: "/api/stripe/webhook", as: "visitor" },
  { method: "PUT", path: "/api/auth/preferences", as: "member" },
  { method: "PUT", path: "/api/user/password", as: "member" },
  { method: "PUT", path: "/api/user/profile", as: "member" },
  { method: "PUT", path: "/api/user/brand", as: "member" },
  { method: "POST", path: "/api/scripts/:id/customize", as: "member" },
  { method: "PUT", path: "/api/market-figures", as: "member" },
  { method: "PATCH", path: "/api/leads/:id", as: "member" },
  { method: "POST", path: "/api/guarantee/claims", as: "member" },
  { method: "POST", path: "/api/social/post", as: "member" },
  { method: "POST", path: "/api/social/schedule", as: "member" },
  { method: "POST", path: "/api/social/calendar/schedule-week", as: "member" },
  { method: "POST", path: "/api/social/disconnect", as: "member" },
  { method: "PUT", path: "/api/social/preferences", as: "member" },
  { method: "PUT", path: "/api/social/posts/:id", as: "member" },
  { method: "POST", path: "/api/social/posts/:id/retry", as: "member" },
  { method: "POST", path: "/api/social/notices/seen", as: "member" },
  { method: "POST", path: "/api/admin/users", as: "admin" },
  { method: "PUT", path: "/api/admin/users/:id", as: "admin" },
  { method: "PUT", path: "/api/admin/users/:id/password", as: "admin" },
  { method: "POST", path: "/api/admin/users/:id/set-access-level", as: "admin" },
  { method: "POST", path: "/api/admin/discount-codes", as: "admin" },
  { method: "PUT", path: "/api/admin/discount-codes/:id", as: "admin" },
  { method: "POST", path: "/api/admin/scripts", as: "admin" },
  { method: "PUT", path: "/api/admin/scripts/:id", as: "admin" },
  { method: "POST", path: "/api/admin/social-posts", as: "admin" },
  { method: "PUT", path: "/api/admin/social-posts/:id", as: "admin" },
  { method: "PUT", path: "/api/admin/settings", as: "admin" },
  { method: "POST", path: "/api/admin/claims/:id/decision", as: "admin" },
  { method: "POST", path: "/api/admin/orders/:id/refund", as: "admin" },
];

/** mulberry32: small, seeded, good enough to spread inputs. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYS = [
  "email",
  "password",
  "newPassword",
  "currentPassword",
  "confirmPassword",
  "token",
  "userId",
  "firstName",
  "lastName",
  "name",
  "plan",
  "isUpgrade",
  "fromPlan",
  "code",
  "discountCode",
  "paymentIntentId",
  "clientSecret",
  "cardNumber",
  "expiry",
  "cvc",
  "registrationToken",
  "location",
  "specialty",
  "personality",
  "language",
  "accessLevel",
  "role",
  "title",
  "content",
  "category",
  "platform",
  "platforms",
  "scheduledAt",
  "message",
  "phone",
  "displayName",
  "brandColor",
  "licenseState",
  "licenseNumber",
  "brokerage",
  "equalHousing",
  "status",
  "notes",
  "event",
  "properties",
  "decision",
  "reason",
  "amount",
  "percent",
  "maxUses",
  "expiresAt",
  "defaultLocation",
  "defaultSpecialty",
  "defaultPersonality",
  "scriptId",
  "postId",
  "videoId",
  "source",
  "figures",
  "medianPrice",
  "timezone",
  "weekStart",
  "platformName",
  "supportEmail",
  "caption",
  "imageSize",
  "id",
  "__proto__",
  "constructor",
  "prototype",
];

function valuePool(rand: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const pool: (() => unknown)[] = [
    () => "",
    () => " ",
    () => "a",
    () => "x".repeat(Math.floor(rand() * 5000)),
    () => "y".repeat(300_000),
    () => "dana@example.com",
    () => `fuzz${Math.floor(rand() * 1e6)}@example.com`,
    () => "not-an-email",
    () => "quiet-harbor-lights",
    () => pick(["sampler", "spark", "momentum", "domination", "none", "admin", "user", "facebook", "linkedin", "twitter"]),
    () => pick([0, -1, 1, 2 ** 53, -(2 ** 63), 1.5, 1e308, -1e-308, 42]),
    () => pick([true, false, null]),
    () => [],
    () => {},
    () => ({}),
    () => [pick(["a", 1, null]), { nested: [1, { deeper: "x" }] }],
    () => ({ __proto__: { isAdmin: true }, role: "admin" }),
    () => pick(["2026-11-27T10:00:00Z", "2026-13-45T99:99:99Z", "yesterday", "0000-00-00", "9999-12-31T23:59:59Z"]),
    () =>
      pick([
        "<script>alert(1)</script>",
        "'; DROP TABLE users;--",
        "\u0000\u0001\u0002",
        "🏠🔑💸".repeat(50),
        "\u202e",
        "%00",
        "../../etc/passwd",
      ]),
    () => pick(["#1d4ed8", "blue", "#GGGGGG", "TX", "ZZ", "(555) 123-4567", "4242424242424242", "12/34", "123", "1e309"]),
    () => Math.floor(rand() * 1000).toString(),
  ];
  return () => (pick(pool) as () => unknown)();
}

interface Body {
  text: string | undefined;
  contentType: string;
}

function makeBody(rand: () => number, value: () => unknown): Body {
  const roll = rand();
  const json = (v: unknown) => ({ text: JSON.stringify(v), contentType: "application/json" });
  if (roll < 0.05)
    return {
      text: ["{", "[1,", '{"a":}', "nul", "\u0000", '{"email": "a" "b"}', ""][Math.floor(rand() * 7)],
      contentType: "application/json",
    };
  if (roll < 0.08)
    return { text: "email=a%40b.c&password=x", contentType: rand() < 0.5 ? "application/x-www-form-urlencoded" : "text/plain" };
  if (roll < 0.1) return { text: undefined, contentType: "application/json" };
  if (roll < 0.18) return json(value());
  if (roll < 0.22) {
    let deep: unknown = value();
    for (let i = 0; i < 200; i++) deep = i % 2 ? { a: deep } : [deep];
    return json(deep);
  }
  const fields: Record<string, unknown> = {};
  const count = Math.floor(rand() * 10);
  for (let i = 0; i < count; i++) fields[KEYS[Math.floor(rand() * KEYS.length)] ?? "x"] = value();
  return json(fields);
}

const ODD_IDS = ["1", "2", "0", "-1", "999999999", "abc", "1e3", "%20", "99999999999999999999"];

let t: TestApp;
const cookies: Record<"visitor" | "member" | "admin", string> = { visitor: "", member: "", admin: "" };

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    // A fresh forwarded address per request, so every body reaches validation instead of a 429.
    config: { trustedProxyHops: 1, rateLimits: { ...DEFAULT_RATE_LIMITS } },
  });
  const member = await insertUser(t, { email: "fuzz-member@example.com", accessLevel: "domination" });
  const admin = await insertUser(t, { email: "fuzz-admin@example.com", role: "admin", accessLevel: "domination" });
  // Several sessions each: a body that signs out or changes the password only ends one of them.
  cookies.member = `sid=${(await createSession(t.db, member, t.deps.now())).token}`;
  cookies.admin = `sid=${(await createSession(t.db, admin, t.deps.now())).token}`;
}, 120_000);
afterAll(() => t.cleanup());

describe("fuzzed request bodies", () => {
  it(`answer ${BODIES} generated bodies on every JSON write route without a 5xx`, { timeout: 600_000 }, async () => {
    const rand = prng(SEED);
    const value = valuePool(rand);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < BODIES; i++) {
      const route = ROUTES[i % ROUTES.length];
      if (!route) throw new Error("no route");
      const path = route.path.replace(":id", ODD_IDS[Math.floor(rand() * ODD_IDS.length)] ?? "1");
      const body = makeBody(rand, value);
      const headers: Record<string, string> = {
        "content-type": body.contentType,
        origin: TEST_ORIGIN,
        "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      };
      const as = route.as === "visitor" ? (rand() < 0.8 ? "visitor" : "member") : rand() < 0.9 ? route.as : "visitor";
      if (cookies[as]) headers.cookie = cookies[as];
      const res = await t.app.request(`${TEST_ORIGIN}${path}`, { method: route.method, headers, body: body.text });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const text = await res.text();
      if (res.status >= 500)
        failures.push(
          `#${i} ${route.method} ${path} as ${as} -> ${res.status} ${text.slice(0, 120)} body=${(body.text ?? "").slice(0, 200)}`,
        );
    }
    expect(failures).toEqual([]);
    // The bodies reached validation, not only the limits and the session check.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(BODIES / 4);
  });
});
