// "Send password reset" in the admin's user dialog: the member's own single-use link, valid for 30
// minutes, older links ended. The token and the audit row land in ONE batch
// (docs/decisions/440-admin-password-and-delete-audited-in-their-batch.md), so an audit log that
// refuses the row leaves no live link behind; the e-mail goes after the batch, and its failure is
// logged like the member's own forgot-password mail.
import { atomically } from "../../db/batch.ts";
import { AppError } from "../../lib/errors.ts";
import { RESET_TOKEN_TTL_MS, type ResetRequestDeps, sendResetMail } from "../auth/password-reset.ts";
import { newToken, tokenInsert, tokenRevocation } from "../auth/reset-tokens.ts";
import type { Actor } from "./audited.ts";
import { auditStatement } from "./audited.ts";
import { getUser } from "./users.ts";

export const DEMO_RESET_REFUSED = "Demo accounts have no real e-mail address, so no reset link can be sent.";

/** The member's own reset flow's deps; the answer waits for the batch, so nothing is deferred. */
export type UserResetDeps = Omit<ResetRequestDeps, "defer">;

/** Stores the link and its audit row together, then e-mails it; answers the address it went to. */
export async function sendUserPasswordReset(deps: UserResetDeps, userId: number, actor: Actor): Promise<string> {
  const user = await getUser(deps.db, userId);
  if (user.isDemo) throw new AppError("BAD_REQUEST", DEMO_RESET_REFUSED);
  const { token, tokenHash } = await newToken();
  await atomically(deps.db, [
    tokenRevocation(deps.db, user.id, deps.now),
    tokenInsert(deps.db, user.id, tokenHash, deps.now, RESET_TOKEN_TTL_MS),
    auditStatement(
      deps.db,
      actor,
      { action: "user.password_reset_sent", targetType: "user", targetId: user.id, details: { email: user.email } },
      deps.now,
    ),
  ]);
  await sendResetMail(deps, user, token);
  return user.email;
}
