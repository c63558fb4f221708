// Resuming a checkout from another browser: the address's owner proves it by a single-use link
// e-mailed to it (30 minutes), and the browser that opens it takes the checkout over (a new token;
// the old one stops working). The request answers the same whether or not a checkout waits, so it
// tells a stranger nothing, and a stranger's checkout never stands between the owner and theirs.
import { CHECKOUT_RESUME_INVALID, type CheckoutResumed } from "@realty/contracts/payments";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { pendingRegistrations } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { randomToken, sha256Hex } from "../../lib/tokens.ts";
import type { MailPort } from "../../ports/mail.ts";
import { getPlatformSettings } from "../settings/settings.ts";

export const RESUME_LINK_TTL_MS = 30 * 60_000;

interface ResumeDeps {
  db: Database;
  mail: MailPort;
  origin: string;
}

/** E-mails a resume link for the newest live checkout of `email`, if there is one. */
export async function sendResumeLink(deps: ResumeDeps, email: string, now: Date): Promise<void> {
  const [live] = await deps.db
    .select()
    .from(pendingRegistrations)
    .where(
      and(eq(pendingRegistrations.email, email), isNull(pendingRegistrations.usedAt), gt(pendingRegistrations.expiresAt, now)),
    )
    .orderBy(desc(pendingRegistrations.id))
    .limit(1);
  if (!live) return;
  const code = randomToken(32);
  await deps.db
    .update(pendingRegistrations)
    .set({ resumeHash: await sha256Hex(code), resumeExpiresAt: new Date(now.getTime() + RESUME_LINK_TTL_MS) })
    .where(eq(pendingRegistrations.id, live.id));
  const { platformName } = await getPlatformSettings(deps.db);
  const link = `${deps.origin}/purchase?checkout=${code}`;
  await deps.mail.send({
    to: email,
    subject: `${platformName}: continue your checkout`,
    text: [
      `Hi ${live.firstName},`,
      "",
      "Open this link in the browser you want to pay from to continue your checkout. It works once, for 30 minutes:",
      link,
      "",
      "If you did not start a checkout, ignore this e-mail: nothing is charged and no account is made without a payment.",
    ].join("\n"),
    links: [link],
  });
}

/** Hands the checkout to this browser: a new registration token, the link used up. */
export async function resumeCheckout(db: Database, code: string, now: Date): Promise<CheckoutResumed> {
  const token = randomToken(32);
  const [row] = await db
    .update(pendingRegistrations)
    .set({ tokenHash: await sha256Hex(token), resumeHash: null, resumeExpiresAt: null })
    .where(
      and(
        eq(pendingRegistrations.resumeHash, await sha256Hex(code)),
        gt(pendingRegistrations.resumeExpiresAt, now),
        isNull(pendingRegistrations.usedAt),
        gt(pendingRegistrations.expiresAt, now),
      ),
    )
    .returning();
  if (!row) throw new AppError("BAD_REQUEST", CHECKOUT_RESUME_INVALID);
  return { registrationToken: token, plan: row.plan, firstName: row.firstName, lastName: row.lastName, email: row.email };
}
