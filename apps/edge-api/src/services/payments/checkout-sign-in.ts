// The one sign-in a checkout gives its buyer: the browser that prepared the registration (it holds
// the token) is signed into the account the payment created, once, while the order is live. The
// claim is a guarded UPDATE, so two confirm calls racing with the same token sign in one browser.
import { sql } from "drizzle-orm";
import { pendingRegistrations } from "../../db/schema.ts";
import type { Database, PaymentOrder } from "../../db/types.ts";
import { sha256Hex } from "../../lib/tokens.ts";
import { ORDER_LIFETIME_MS } from "./orders.ts";

export const CHECKOUT_SIGN_IN_USED =
  "This checkout has already signed you in, or its time ran out. Please log in with your email and password.";

/** True for the one call that may start a session for `userId` with this token. */
export async function claimCheckoutSignIn(
  db: Database,
  token: string,
  order: PaymentOrder,
  userId: number,
  now: Date,
): Promise<boolean> {
  const until = order.expiresAt ?? new Date(order.createdAt.getTime() + ORDER_LIFETIME_MS);
  if (order.registrationId === null || until.getTime() <= now.getTime()) return false;
  const claimed = await db
    .update(pendingRegistrations)
    .set({ signedInAt: now })
    .where(
      sql`token_hash = ${await sha256Hex(token)} AND id = ${order.registrationId} AND user_id = ${userId}
        AND signed_in_at IS NULL`,
    )
    .returning({ id: pendingRegistrations.id });
  return claimed.length > 0;
}
