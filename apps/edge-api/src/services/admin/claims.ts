// The admin's queue of guarantee claims: the member's evidence as filed, the order
// a refund would go to, and the decision. Approving refunds through refundOrder, whose batch also
// moves the claim; declining is its own guarded batch with the audit row, then the member's e-mail.
import type { AdminClaim, ClaimStatus, Paged } from "@realty/contracts/admin-business";
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { atomically } from "../../db/batch.ts";
import { guaranteeClaimDecisions, guaranteeClaims, paymentOrders, purchases, users } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { safely } from "../mail/refund-mail.ts";
import { type RefundDeps, refundOrder } from "../payments/refund-order.ts";
import { getPlatformSettings } from "../settings/settings.ts";
import { claimActivity } from "./claim-evidence.ts";

export const CLAIM_DECIDED = "This claim has already been decided.";
export const NO_REFUNDABLE_ORDER = "This member has no paid order left to refund. Decline the claim or refund from Orders.";

/** The member's latest paid order with money left on it: what approving the claim refunds. */
async function refundableOrder(db: Database, userId: number) {
  const [row] = await db
    .select({ orderId: paymentOrders.id, left: sql<number>`${purchases.amountCents} - ${purchases.refundedCents}` })
    .from(purchases)
    .innerJoin(paymentOrders, eq(paymentOrders.paymentIntentId, purchases.paymentIntentId))
    .where(and(eq(purchases.userId, userId), gt(sql`${purchases.amountCents} - ${purchases.refundedCents}`, 0)))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(1);
  return row ?? null;
}

export async function listClaims(
  db: Database,
  query: { status?: ClaimStatus | undefined; page?: number; pageSize?: number },
): Promise<Paged<AdminClaim>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const where = query.status ? eq(guaranteeClaims.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ claim: guaranteeClaims, user: users, decision: guaranteeClaimDecisions })
      .from(guaranteeClaims)
      .innerJoin(users, eq(users.id, guaranteeClaims.userId))
      .leftJoin(guaranteeClaimDecisions, eq(guaranteeClaimDecisions.claimId, guaranteeClaims.id))
      .where(where)
      // Open claims first, oldest first among them: the queue is worked from the top.
      .orderBy(sql`CASE WHEN ${guaranteeClaims.status} = 'open' THEN 0 ELSE 1 END`, guaranteeClaims.createdAt)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(guaranteeClaims).where(where),
  ]);
  const items = await Promise.all(
    rows.map(async ({ claim, user, decision }): Promise<AdminClaim> => {
      const [order, activity] = await Promise.all([refundableOrder(db, user.id), claimActivity(db, user.id)]);
      return {
        id: claim.id,
        userId: user.id,
        memberName: `${user.firstName} ${user.lastName}`.trim(),
        memberEmail: user.email,
        accessLevel: user.accessLevel,
        status: claim.status,
        note: claim.note,
        evidence: claim.evidence,
        activity,
        orderId: order?.orderId ?? null,
        refundableCents: Number(order?.left ?? 0),
        decision: decision
          ? {
              decision: decision.decision,
              reason: decision.reason,
              actorEmail: decision.actorEmail,
              createdAt: decision.createdAt.toISOString(),
            }
          : null,
        createdAt: claim.createdAt.toISOString(),
      };
    }),
  );
  return { items, total: total?.n ?? 0, page, pageSize };
}

async function openClaimById(db: Database, id: number) {
  const [row] = await db.select().from(guaranteeClaims).where(eq(guaranteeClaims.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Claim not found");
  return row;
}

export async function approveClaim(deps: RefundDeps, id: number, reason: string, actor: Pick<User, "id" | "email">) {
  const claim = await openClaimById(deps.db, id);
  const key = `claim-${id}`;
  if (claim.status !== "open") throw new AppError("CONFLICT", CLAIM_DECIDED);
  const order = await refundableOrder(deps.db, claim.userId);
  if (!order) throw new AppError("BAD_REQUEST", NO_REFUNDABLE_ORDER);
  const reasonText = reason || "Guarantee claim approved";
  return refundOrder(deps, {
    orderId: order.orderId,
    reason: reasonText,
    idempotencyKey: key,
    actor,
    source: "claim",
    claimId: id,
  });
}

export async function declineClaim(
  deps: RefundDeps,
  id: number,
  reason: string,
  actor: Pick<User, "id" | "email">,
): Promise<void> {
  const { db } = deps;
  const claim = await openClaimById(db, id);
  if (claim.status !== "open") throw new AppError("CONFLICT", CLAIM_DECIDED);
  const at = deps.now.getTime();
  const [moved] = await atomically(db, [
    db
      .update(guaranteeClaims)
      .set({ status: "rejected", updatedAt: deps.now })
      .where(and(eq(guaranteeClaims.id, id), eq(guaranteeClaims.status, "open")))
      .returning({ id: guaranteeClaims.id }),
    db.run(sql`INSERT INTO guarantee_claim_decisions (claim_id, decision, reason, refund_id, actor_email, created_at)
      SELECT ${id}, 'rejected', ${reason}, NULL, ${actor.email}, ${at}
      WHERE EXISTS (SELECT 1 FROM guarantee_claims WHERE id = ${id} AND status = 'rejected' AND updated_at = ${at})
        AND NOT EXISTS (SELECT 1 FROM guarantee_claim_decisions WHERE claim_id = ${id})`),
    db.run(sql`INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, details, created_at)
      SELECT ${actor.id}, ${actor.email}, 'guarantee_claim.decline', 'guarantee_claim', ${String(id)},
        json_object('reason', ${reason}, 'userId', ${claim.userId}), ${at}
      WHERE EXISTS (SELECT 1 FROM guarantee_claim_decisions WHERE claim_id = ${id} AND created_at = ${at} AND actor_email = ${actor.email} AND decision = 'rejected')
        AND NOT EXISTS (SELECT 1 FROM audit_log WHERE action = 'guarantee_claim.decline' AND target_id = ${String(id)})`),
  ]);
  if (moved.length === 0) throw new AppError("CONFLICT", CLAIM_DECIDED);
  await safely(deps.log, "claim decision", () => mailDecline(deps, claim.userId, reason));
}

async function mailDecline(deps: RefundDeps, userId: number, reason: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  const { platformName, contactEmail } = await getPlatformSettings(deps.db);
  await deps.mail.send({
    to: user.email,
    subject: `${platformName}: your guarantee claim`,
    text: [
      `Hi ${user.firstName},`,
      "",
      "We reviewed your money-back guarantee claim and could not approve it.",
      "",
      `Reason: ${reason}`,
      "",
      `If you think we got this wrong, reply to ${contactEmail} and we will look again.`,
    ].join("\n"),
  });
}
