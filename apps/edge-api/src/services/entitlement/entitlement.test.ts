// The entitlement rule through the real routes: purchases, upgrades and refunds as an admin makes
// them, on a libSQL file. The member's stored level must always be the rule's answer.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { adminFixtureEachTest } from "../../testing/admin-each-test.ts";
import { refundKey, samplerThenDomination } from "../../testing/orders-testing.ts";
import { entitledLevel } from "./entitlement.ts";

const f = adminFixtureEachTest();

function refund(orderId: number, amountCents?: number) {
  return f.asAdmin.post(`/api/admin/orders/${orderId}/refund`, { idempotencyKey: refundKey(), amountCents });
}

async function member(email: string) {
  const [row] = await f.t.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error("no member");
  return { stored: row.accessLevel, derived: await entitledLevel(f.t.db, row.id) };
}

describe("the entitlement rule", () => {
  it("refunding the Sampler, then its Domination upgrade, ends at no access", async () => {
    const bought = await samplerThenDomination(f.t);
    expect((await refund(bought.samplerOrderId)).status).toBe(200);
    expect(await member(bought.person.email)).toEqual({ stored: "none", derived: "none" });
    expect((await refund(bought.upgradeOrderId)).status).toBe(200);
    expect(await member(bought.person.email)).toEqual({ stored: "none", derived: "none" });
  });

  it("refunding the upgrade, then the Sampler, ends at no access too", async () => {
    const bought = await samplerThenDomination(f.t);
    expect((await refund(bought.upgradeOrderId)).status).toBe(200);
    expect(await member(bought.person.email)).toEqual({ stored: "sampler", derived: "sampler" });
    expect((await refund(bought.samplerOrderId)).status).toBe(200);
    expect(await member(bought.person.email)).toEqual({ stored: "none", derived: "none" });
  });

  it("a partial refund keeps the plan", async () => {
    const bought = await samplerThenDomination(f.t);
    expect((await refund(bought.samplerOrderId, 1000)).status).toBe(200);
    expect(await member(bought.person.email)).toEqual({ stored: "domination", derived: "domination" });
  });

  it("an admin's grant stays through a refund, and the purchase adds to it", async () => {
    const bought = await samplerThenDomination(f.t);
    const [row] = await f.t.db.select().from(users).where(eq(users.email, bought.person.email));
    const grant = await f.asAdmin.post(`/api/admin/users/${row?.id}/set-access-level`, { accessLevel: "spark" });
    expect(grant.status).toBe(200);
    expect((await refund(bought.samplerOrderId)).status).toBe(200);
    // The upgrade from Sampler stands on the Spark grant: Spark is above Sampler.
    expect(await member(bought.person.email)).toEqual({ stored: "domination", derived: "domination" });
    expect((await refund(bought.upgradeOrderId)).status).toBe(200);
    expect(await member(bought.person.email)).toEqual({ stored: "spark", derived: "spark" });
  });
});
