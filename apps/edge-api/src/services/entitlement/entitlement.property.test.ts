// A property over random histories of one member: purchases, upgrades, full and partial refunds,
// admin grants and payments of orders made before the history changed under them. After every
// step the stored level must equal the rule's SQL answer and an independent model of the rule.
import { ACCESS_LEVELS, type AccessLevel, canUpgrade, PAID_TIERS, type PaidTier, tierRank } from "@realty/plans";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purchases, users } from "../../db/schema.ts";
import { scaledRateLimits } from "../../lib/app-config.ts";
import { type AdminFixture, adminFixture, insertUser, signedIn } from "../../testing/admin-testing.ts";
import { payCard } from "../../testing/checkout-client.ts";
import { refundKey } from "../../testing/orders-testing.ts";
import { entitledLevel } from "./entitlement.ts";

/** The rule as the issue states it, written separately from the SQL. */
function modelLevel(
  grant: AccessLevel,
  bought: { from: AccessLevel; to: PaidTier; amount: number; refunded: number; refunds: number }[],
): AccessLevel {
  const standing = bought.filter((p) => !(p.refunds > 0 && p.refunded >= p.amount));
  let held = tierRank(grant);
  for (let changed = true; changed; ) {
    changed = false;
    for (const p of standing) {
      if (tierRank(p.from) <= held && tierRank(p.to) > held) {
        held = tierRank(p.to);
        changed = true;
      }
    }
  }
  return ACCESS_LEVELS[held] ?? "none";
}

type Step =
  /** A purchase (an upgrade once the member holds a plan) `up` tiers above the current level. */
  | { kind: "buy"; up: number }
  /** The same order, made now and paid later (payOrder), after the history may have changed. */
  | { kind: "order"; up: number }
  | { kind: "payOrder"; pick: number }
  | { kind: "refund"; pick: number; part: number | null }
  | { kind: "grant"; level: AccessLevel };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("buy" as const), up: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant("buy" as const), up: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant("order" as const), up: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant("payOrder" as const), pick: fc.nat(5) }),
  fc.record({ kind: fc.constant("refund" as const), pick: fc.nat(5), part: fc.constantFrom(null, null, null, 30, 70) }),
  fc.record({ kind: fc.constant("grant" as const), level: fc.constantFrom(...ACCESS_LEVELS) }),
);

let f: AdminFixture;
beforeAll(async () => {
  // Hundreds of confirms from one address: far past the per-address limit a real buyer meets.
  f = await adminFixture({ config: { rateLimits: scaledRateLimits(1000) } });
});
afterAll(() => f.t.cleanup());

let memberCount = 0;

async function runHistory(steps: Step[]) {
  const { t, asAdmin } = f;
  const user = await insertUser(t, { email: `prop-${++memberCount}@example.com` });
  const browser = await signedIn(t, user);
  const open: { paymentIntentId: string; clientSecret: string | null }[] = [];
  let grant: AccessLevel = "none";

  const levelNow = async () => {
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    return (row?.accessLevel ?? "none") as AccessLevel;
  };
  const makeOrder = async (up: number) => {
    const from = await levelNow();
    const plan = PAID_TIERS[Math.min(tierRank(from) + up, PAID_TIERS.length) - 1];
    if (!plan || (from !== "none" && !canUpgrade(from, plan))) return null;
    const upgrade = from !== "none";
    const res = await browser.post("/api/create-payment-intent", {
      plan,
      isUpgrade: upgrade,
      ...(upgrade ? { fromPlan: from } : {}),
    });
    if (res.status !== 200) return null;
    return (await res.json()) as { paymentIntentId: string; clientSecret: string | null };
  };
  const pay = async (o: { paymentIntentId: string; clientSecret: string | null }) => {
    if (o.clientSecret) await payCard(browser, o.clientSecret);
    const res = await browser.post("/api/confirm-payment", { paymentIntentId: o.paymentIntentId });
    // Fulfilled, or refused because the member's plan changed since the order was made.
    expect([200, 409]).toContain(res.status);
  };

  for (const s of steps) {
    if (s.kind === "buy") {
      const o = await makeOrder(s.up);
      if (o) await pay(o);
    } else if (s.kind === "order") {
      const o = await makeOrder(s.up);
      if (o) open.push(o);
    } else if (s.kind === "payOrder") {
      const o = open.splice(s.pick % Math.max(open.length, 1), 1)[0];
      if (o) await pay(o);
    } else if (s.kind === "refund") {
      const mine = await t.db.select().from(purchases).where(eq(purchases.userId, user.id)).orderBy(purchases.id);
      const left = mine.filter((x) => x.refundedCents < x.amountCents);
      const p = left[s.pick % Math.max(left.length, 1)];
      if (p) {
        const rest = p.amountCents - p.refundedCents;
        const amountCents = s.part === null ? undefined : Math.max(1, Math.floor((rest * s.part) / 100));
        const orders = (await (await asAdmin.get(`/api/admin/orders?q=${p.paymentIntentId}`)).json()) as {
          items: { id: number }[];
        };
        const res = await asAdmin.post(`/api/admin/orders/${orders.items[0]?.id}/refund`, {
          idempotencyKey: refundKey(),
          amountCents,
        });
        expect(res.status).toBe(200);
      }
    } else {
      const res = await asAdmin.post(`/api/admin/users/${user.id}/set-access-level`, { accessLevel: s.level });
      expect(res.status).toBe(200);
      grant = s.level;
    }
    const mine = await t.db.select().from(purchases).where(eq(purchases.userId, user.id));
    const refundsOf = async (id: number) =>
      (await t.db.all<{ n: number }>(`SELECT COUNT(*) AS n FROM purchase_refunds WHERE purchase_id = ${id}`))[0]?.n ?? 0;
    const bought = await Promise.all(
      mine.map(async (p) => ({
        from: (p.fromTier ?? "none") as AccessLevel,
        to: p.productType as PaidTier,
        amount: p.amountCents,
        refunded: p.refundedCents,
        refunds: await refundsOf(p.id),
      })),
    );
    const stored = await levelNow();
    expect({ stored, rule: await entitledLevel(t.db, user.id) }).toEqual({
      stored: modelLevel(grant, bought),
      rule: modelLevel(grant, bought),
    });
  }
}

describe("access always equals what the entitlement rule derives", () => {
  it("over random purchases, upgrades, stale orders, full and partial refunds and grants", async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), runHistory), { numRuns: 50 });
  }, 300_000);
});
