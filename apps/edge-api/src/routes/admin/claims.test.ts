// The guarantee claims queue: approve refunds the member's order once; decline
// e-mails the reason; a decided claim cannot be decided again; bad input changes nothing.
import type { AdminClaim, Paged } from "@realty/contracts/admin-business";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  guaranteeClaimDecisions,
  guaranteeClaims,
  hubPosts,
  leads,
  mailOutbox,
  purchaseRefunds,
  users,
} from "../../db/schema.ts";
import { adminFixtureEachTest } from "../../testing/admin-each-test.ts";
import { buyAsNewVisitor } from "../../testing/checkout-client.ts";
import { refundKey } from "../../testing/orders-testing.ts";

const f = adminFixtureEachTest();

/** A member who bought Spark and filed a claim with the tracker's evidence. */
async function claimant() {
  const { person } = await buyAsNewVisitor(f.t, "spark");
  const [user] = await f.t.db.select().from(users).where(eq(users.email, person.email));
  if (!user) throw new Error("no buyer");
  const evidence = { leads: 1, leadsTarget: 3, videos: 30, authorityVideos: 4, startedAt: "2026-01-15T12:00:00.000Z" };
  const [claim] = await f.t.db
    .insert(guaranteeClaims)
    .values({ userId: user.id, evidence, note: "Posted every day" })
    .returning();
  if (!claim) throw new Error("no claim");
  await f.t.db
    .insert(leads)
    .values({ userId: user.id, itemType: "video", itemId: 3, itemTitle: "Rates explained", name: "Pat", consentText: "ok" });
  await f.t.db.insert(hubPosts).values({
    userId: user.id,
    content: "Today's video",
    platforms: ["facebook"],
    status: "posted",
    libraryVideoId: 3,
    media: { kind: "video", videoId: 3 },
  });
  return { user, claim };
}

const decide = (id: number, body: Record<string, unknown>) => f.asAdmin.post(`/api/admin/claims/${id}/decision`, body);

describe("admin guarantee claims", () => {
  it("lists open claims with the member's evidence and the order a refund would go to", async () => {
    const { user, claim } = await claimant();
    const res = await f.asAdmin.get("/api/admin/claims?status=open");
    expect(res.status).toBe(200);
    const page = (await res.json()) as Paged<AdminClaim>;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: claim.id,
      memberEmail: user.email,
      accessLevel: "spark",
      note: "Posted every day",
      evidence: { leads: 1, videos: 30 },
      refundableCents: expect.any(Number),
      decision: null,
      activity: {
        leads: [{ title: "Rates explained", type: "video", createdAt: expect.any(String) }],
        posts: [{ status: "posted", platforms: ["facebook"], libraryVideo: true, createdAt: expect.any(String) }],
      },
    });
    expect(page.items[0]?.orderId).not.toBeNull();
    expect((await f.asMember.get("/api/admin/claims")).status).toBe(403);
  });

  it("approving refunds in full, returns the member to no access, and twice refunds once", async () => {
    const { user, claim } = await claimant();
    const body = { decision: "approve", reason: "Conditions met", idempotencyKey: refundKey() };
    const answers = await Promise.all([decide(claim.id, body), decide(claim.id, body)]);
    // Both clicks carry the same claim: one refund; the second sees it recorded or already decided.
    expect(answers.map((r) => r.status).sort()).toContain(200);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect((await decide(claim.id, body)).status).toBe(409);
    expect(await f.t.db.select().from(purchaseRefunds)).toEqual([
      expect.objectContaining({ source: "claim", tierAfter: "none" }),
    ]);
    const [after] = await f.t.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.accessLevel).toBe("none");
    const [stored] = await f.t.db.select().from(guaranteeClaims).where(eq(guaranteeClaims.id, claim.id));
    expect(stored?.status).toBe("approved");
    expect(await f.t.db.select().from(guaranteeClaimDecisions)).toEqual([expect.objectContaining({ decision: "approved" })]);
    const mails = await f.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.filter((m) => m.subject.includes("refund"))).toHaveLength(1);
  });

  it("declining needs a reason, e-mails it to the member, audits, and cannot be repeated", async () => {
    const { user, claim } = await claimant();
    const short = await decide(claim.id, { decision: "decline", reason: "no" });
    expect(short.status).toBe(400);
    expect((await decide(claim.id, { decision: "maybe" })).status).toBe(400);
    const reason = "Only 1 of the 30 daily videos was posted through the hub.";
    const [a, b] = await Promise.all([
      decide(claim.id, { decision: "decline", reason }),
      decide(claim.id, { decision: "decline", reason }),
    ]);
    expect([a?.status, b?.status].sort()).toEqual([200, 409]);
    const [stored] = await f.t.db.select().from(guaranteeClaims).where(eq(guaranteeClaims.id, claim.id));
    expect(stored?.status).toBe("rejected");
    const mails = await f.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    const decline = mails.filter((m) => m.subject.includes("guarantee claim"));
    expect(decline).toHaveLength(1);
    expect(decline[0]?.text).toContain(reason);
    expect(await f.t.db.select().from(auditLog).where(eq(auditLog.action, "guarantee_claim.decline"))).toHaveLength(1);
    expect(await f.t.db.select().from(purchaseRefunds)).toHaveLength(0);
    expect((await decide(claim.id, { decision: "approve", idempotencyKey: refundKey() })).status).toBe(409);
    const [member] = await f.t.db.select().from(users).where(eq(users.id, user.id));
    expect(member?.accessLevel).toBe("spark");
  });
});
