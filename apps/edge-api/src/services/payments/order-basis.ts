// What an order's price and grant rest on, re-checked inside the fulfilment batch (an order is made
// minutes or hours before it is paid): its discount code is still active, unexpired and within its
// uses, and an order made by a signed-in member still starts from the tier the member holds now.
// An order whose basis changed is refused and refunded in full, never fulfilled.
import {
  REFUSED_CODE_EXPIRED,
  REFUSED_CODE_INACTIVE,
  REFUSED_CODE_USED_UP,
  REFUSED_EMAIL_TAKEN,
  REFUSED_TIER_CHANGED,
} from "@realty/contracts/payments";
import { type SQL, sql } from "drizzle-orm";
import type { PaymentOrder } from "../../db/types.ts";
import { rankSql } from "../entitlement/entitlement.ts";
import { replaceableDemoSql } from "./demo-accounts.ts";

/** Live orders holding one of the code's uses (reserved when made, released when they fail or expire). */
export function liveReservationsSql(code: string, now: Date, exceptOrderId: number | null): SQL {
  const except = exceptOrderId === null ? sql`` : sql` AND o.id <> ${exceptOrderId}`;
  return sql`(SELECT COUNT(*) FROM payment_orders o WHERE o.discount_code = ${code} AND o.status = 'pending'
    AND o.expires_at > ${now.getTime()}${except})`;
}

/** True while the code still has a use for this order: paid uses plus other orders' reservations. */
export function codeHasUseSql(code: string, now: Date, exceptOrderId: number | null): SQL {
  return sql`((SELECT max_uses FROM discount_codes WHERE code = ${code}) IS NULL
    OR (SELECT COUNT(*) FROM purchases WHERE discount_code = ${code}) + ${liveReservationsSql(code, now, exceptOrderId)}
      < (SELECT max_uses FROM discount_codes WHERE code = ${code}))`;
}

function codeActiveSql(code: string): SQL {
  return sql`EXISTS (SELECT 1 FROM discount_codes WHERE code = ${code} AND is_active = 1)`;
}

function codeUnexpiredSql(code: string, now: Date): SQL {
  return sql`EXISTS (SELECT 1 FROM discount_codes WHERE code = ${code} AND (expires_at IS NULL OR expires_at > ${now.getTime()}))`;
}

/** The member's tier now equals the tier the order's price was computed from. */
function tierUnchangedSql(order: PaymentOrder): SQL | null {
  if (order.userId === null) return null;
  return sql`(SELECT ${rankSql(sql`access_level`)} FROM users WHERE id = ${order.userId}) = ${rankSql(sql`${order.fromTier ?? "none"}`)}`;
}

/**
 * A new buyer's registration still makes (or already made) the account: no other account took its
 * e-mail meanwhile (a demo account gives way, as at fulfilment).
 */
function accountFreeSql(order: PaymentOrder): SQL | null {
  if (order.userId !== null || order.registrationId === null) return null;
  return sql`EXISTS (SELECT 1 FROM pending_registrations r WHERE r.id = ${order.registrationId} AND (r.user_id IS NOT NULL
    OR NOT EXISTS (SELECT 1 FROM users u WHERE u.email = r.email
      AND NOT (${replaceableDemoSql("u.")}))))`;
}

/** Each check with the reason the buyer is given when it fails, in the order they are told. */
function checks(order: PaymentOrder, now: Date): { holds: SQL; reason: string }[] {
  const list: { holds: SQL; reason: string }[] = [];
  const code = order.discountCode;
  if (code) {
    list.push({ holds: codeActiveSql(code), reason: REFUSED_CODE_INACTIVE });
    list.push({ holds: codeUnexpiredSql(code, now), reason: REFUSED_CODE_EXPIRED });
    list.push({ holds: codeHasUseSql(code, now, order.id), reason: REFUSED_CODE_USED_UP });
  }
  const tier = tierUnchangedSql(order);
  if (tier) list.push({ holds: tier, reason: REFUSED_TIER_CHANGED });
  const account = accountFreeSql(order);
  if (account) list.push({ holds: account, reason: REFUSED_EMAIL_TAKEN });
  return list;
}

export function basisHoldsSql(order: PaymentOrder, now: Date): SQL {
  const list = checks(order, now);
  if (list.length === 0) return sql`1`;
  return sql`(${sql.join(
    list.map((c) => sql`(${c.holds})`),
    sql` AND `,
  )})`;
}

/** The first failing check's reason (SQL text), for an order whose basis does not hold. */
export function refusalReasonSql(order: PaymentOrder, now: Date): SQL {
  const list = checks(order, now);
  if (list.length === 0) return sql`NULL`;
  const whens = list.map((c) => sql`WHEN NOT (${c.holds}) THEN ${c.reason}`);
  return sql`(CASE ${sql.join(whens, sql` `)} ELSE NULL END)`;
}
