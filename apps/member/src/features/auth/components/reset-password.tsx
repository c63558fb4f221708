import { Button } from "@realty/ui/button";
import { Spinner } from "@realty/ui/spinner";
import { CircleCheck, CircleX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import { paths } from "../../../config/paths.ts";
import { useResetTokenCheck } from "../api/reset-password.ts";
import { ResetPasswordForm } from "./reset-password-form.tsx";

const NO_TOKEN = "Invalid reset link. Please request a new password reset.";

function Outcome({ ok, title, message, children }: { ok: boolean; title: string; message: string; children: ReactNode }) {
  return (
    <div className="grid gap-4 text-center" aria-live="polite">
      <div
        className={`mx-auto flex size-14 items-center justify-center rounded-full ${ok ? "bg-success/10 text-success" : "bg-danger/10 text-danger"}`}
      >
        {ok ? <CircleCheck className="size-7" aria-hidden /> : <CircleX className="size-7" aria-hidden />}
      </div>
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      <p className="text-sm text-muted">{message}</p>
      {children}
    </div>
  );
}

/** Part 1 §2.11: validate the link first, then the form, then the confirmation. */
export function ResetPassword({ token }: { token: string | null }) {
  const check = useResetTokenCheck(token);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  if (doneMessage) {
    return (
      <Outcome ok title="Password reset successful" message={doneMessage}>
        <Button asChild size="lg">
          <Link href={paths.login.path}>Go to Login</Link>
        </Button>
      </Outcome>
    );
  }

  if (token && check.data === undefined && !check.error) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-muted">
        <Spinner className="text-brand-600" />
        Validating reset link...
      </p>
    );
  }

  const invalidMessage = !token
    ? NO_TOKEN
    : check.error
      ? "Error validating reset link. Please try again."
      : !check.data?.valid
        ? (check.data?.message ?? "Invalid or expired reset link.")
        : null;

  if (invalidMessage) {
    return (
      <Outcome ok={false} title="Invalid Reset Link" message={invalidMessage}>
        <Link href={paths.forgotPassword.path} className="text-sm font-semibold text-brand-600 hover:underline">
          Request a new password reset
        </Link>
      </Outcome>
    );
  }

  return (
    <div className="grid gap-6">
      <ResetPasswordForm token={token ?? ""} onDone={setDoneMessage} />
      <p className="text-center text-sm text-muted">
        Remembered it?{" "}
        <Link href={paths.login.path} className="font-semibold text-brand-600 hover:underline">
          Sign in here
        </Link>
      </p>
    </div>
  );
}
