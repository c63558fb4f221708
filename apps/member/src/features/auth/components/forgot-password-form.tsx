import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordInput } from "@realty/contracts/auth";
import { Button } from "@realty/ui/button";
import { Field, fieldErrorId } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { toast } from "@realty/ui/use-toast";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { SubmitButton } from "../../../components/forms/submit-button.tsx";
import { paths } from "../../../config/paths.ts";
import { userMessage } from "../../../lib/api-client.ts";
import { requestPasswordReset } from "../api/forgot-password.ts";

const SENT_FALLBACK = "If an account exists for that email, we've sent a link to reset the password.";

function BackToLogin() {
  return (
    <Link href={paths.login.path} className="text-sm font-semibold text-brand-600 hover:underline">
      Back to login
    </Link>
  );
}

/** Part 1 §2.10 and §4: the form, then 'Check your email'; 'Try again' returns to the form. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordInput), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const answer = await requestPasswordReset(email);
      const message = answer?.message ?? SENT_FALLBACK;
      toast({ title: "Reset email sent!", description: message });
      setSent({ email, message });
    } catch (error) {
      toast({
        title: "Error",
        description: userMessage(error, "Failed to send reset email. Please try again."),
        variant: "destructive",
      });
    }
  });

  if (sent) {
    return (
      <div className="grid gap-5 text-center" aria-live="polite">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-success/10 text-success">
          <MailCheck className="size-7" aria-hidden />
        </div>
        <div>
          <h2 className="text-xl font-bold text-ink">Check your email</h2>
          <p className="mt-2 text-sm text-muted">{sent.message}</p>
          <p className="mt-1 text-sm font-medium break-all text-ink">{sent.email}</p>
          <p className="mt-3 text-xs text-muted">The link works once and expires after 30 minutes.</p>
        </div>
        <Button variant="outline" onClick={() => setSent(null)}>
          Try again
        </Button>
        <BackToLogin />
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Field id="forgot-email" label="Email" error={errors.email?.message}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? fieldErrorId("forgot-email") : undefined}
          {...form.register("email")}
        />
      </Field>
      <SubmitButton pending={isSubmitting} pendingLabel="Sending...">
        Send Reset Link
      </SubmitButton>
      <p className="text-center">
        <BackToLogin />
      </p>
    </form>
  );
}
