import type { PaidTier } from "@realty/plans";
import { Alert, AlertDescription, AlertTitle } from "@realty/ui/alert";
import { LogIn } from "lucide-react";
import { signInToContinueHref } from "../lib/resume-link.ts";

interface ExistingAccountNoticeProps {
  email: string;
  plan: PaidTier;
  code: string | null;
}

/** Inline, not a toast: the buyer needs the way forward for as long as they read it. */
export function ExistingAccountNotice({ email, plan, code }: ExistingAccountNoticeProps) {
  return (
    <Alert variant="info" role="alert" data-testid="existing-account">
      <LogIn aria-hidden />
      <AlertTitle>You already have an account</AlertTitle>
      <AlertDescription className="text-ink">
        <p>
          <span className="font-semibold break-all">{email}</span> already has an account. Sign in and we'll bring you back here
          with the same plan{code ? " and code" : ""}, priced as an upgrade if your account already has a plan.
        </p>
        <a
          href={signInToContinueHref(email, plan, code)}
          className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Sign in to continue
        </a>
      </AlertDescription>
    </Alert>
  );
}
