import type { Log } from "../../lib/log.ts";
import type { MailPort } from "../../ports/mail.ts";

/**
 * Tells the old address that the account's e-mail changed, so an owner whose session was taken
 * learns of it. Sent after the change is saved; a mail failure is logged, not answered, because
 * the change itself succeeded.
 */
export async function notifyEmailChanged(
  deps: { mail: MailPort; productName: string; log: Log },
  change: { oldEmail: string; newEmail: string; firstName: string },
): Promise<void> {
  try {
    await deps.mail.send({
      to: change.oldEmail,
      subject: `Your ${deps.productName} e-mail address was changed`,
      text: [
        `Hi ${change.firstName},`,
        "",
        `The e-mail address of your ${deps.productName} account was changed from ${change.oldEmail} to ${change.newEmail}.`,
        "",
        "If you did not make this change, reply to this e-mail or contact support right away.",
      ].join("\n"),
    });
  } catch (err) {
    deps.log.error("E-mail change notice failed", err);
  }
}
