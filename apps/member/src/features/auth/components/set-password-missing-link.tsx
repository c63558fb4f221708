import { MISSING_SET_PASSWORD_LINK } from "@realty/contracts/auth";
import { MailAlert } from "lucide-react";
import { Link } from "wouter";
import { paths } from "../../../config/paths.ts";

/**
 * /set-password opened without the e-mailed link's token: a password can only be set from that
 * link, so say so and offer a new e-mail (the reset link sets a first password too).
 */
export function SetPasswordMissingLink() {
  return (
    <div className="grid gap-4 text-center" aria-live="polite">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-danger/10 text-danger">
        <MailAlert className="size-7" aria-hidden />
      </div>
      <h2 className="text-xl font-bold text-ink">Use the link from your e-mail</h2>
      <p className="text-sm text-muted">{MISSING_SET_PASSWORD_LINK}</p>
      <Link href={paths.forgotPassword.path} className="text-sm font-semibold text-brand-600 hover:underline">
        Send me a new link
      </Link>
      <Link href={paths.login.path} className="text-sm text-muted hover:underline">
        Back to login
      </Link>
    </div>
  );
}
