import { Field, fieldErrorId } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { PasswordInput } from "@realty/ui/password-input";
import { toast } from "@realty/ui/use-toast";
import { type FormEvent, useState } from "react";
import { Link, useSearch } from "wouter";
import { SubmitButton } from "../../../components/forms/submit-button.tsx";
import { paths } from "../../../config/paths.ts";
import { serverMessage } from "../../../lib/api-client.ts";
import { goTo } from "../../../lib/navigate.ts";
import { clearPendingUser } from "../../../lib/pending-purchase.ts";
import { setPassword } from "../api/set-password.ts";
import { SetPasswordMissingLink } from "./set-password-missing-link.tsx";

type Problem = { field: "password" | "confirm"; title: string; description: string };

/** Part 1 §5's set-password rules, each a toast title and description. */
function check(password: string, confirm: string): Problem | null {
  if (password.length < 8)
    return { field: "password", title: "Password too short", description: "Password must be at least 8 characters long." };
  if (password !== confirm)
    return { field: "confirm", title: "Passwords don't match", description: "Please make sure both passwords are identical." };
  return null;
}

/**
 * Part 1 §2.9 with the e-mailed token: the link carries `token` (and `email`, shown
 * read-only). The spec's user id alone no longer sets a password; without a token the page says
 * where to get one.
 */
export function SetPasswordForm({ email }: { userId: string | null; email: string | null }) {
  const token = new URLSearchParams(useSearch()).get("token");
  return token ? <TokenForm token={token} email={email} /> : <SetPasswordMissingLink />;
}

function TokenForm({ token, email }: { token: string; email: string | null }) {
  const [password, setPasswordValue] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problem, setProblem] = useState<Problem | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(password, confirm);
    setProblem(found);
    if (found) {
      toast({ title: found.title, description: found.description, variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      await setPassword(email ? { token, email, password } : { token, password });
      clearPendingUser();
      toast({ title: "Password set successfully!", description: "You can now sign in with your new password." });
      goTo(email ? paths.login.getHref({ email }) : paths.login.path);
    } catch (error) {
      toast({
        title: "Error setting password",
        description: serverMessage(error) ?? "Something went wrong. Please try again.",
        variant: "destructive",
      });
      setPending(false);
    }
  }

  const errorFor = (field: Problem["field"]) => (problem?.field === field ? problem.description : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <Field id="set-email" label="Email">
        <Input id="set-email" type="email" value={email ?? ""} readOnly aria-readonly />
      </Field>
      <Field id="set-password" label="Password" error={errorFor("password")} hint="At least 8 characters.">
        <PasswordInput
          id="set-password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPasswordValue(e.target.value)}
          aria-invalid={errorFor("password") ? true : undefined}
          aria-describedby={errorFor("password") ? fieldErrorId("set-password") : undefined}
        />
      </Field>
      <Field id="set-confirm" label="Confirm Password" error={errorFor("confirm")}>
        <PasswordInput
          id="set-confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          aria-invalid={errorFor("confirm") ? true : undefined}
          aria-describedby={errorFor("confirm") ? fieldErrorId("set-confirm") : undefined}
        />
      </Field>
      <SubmitButton pending={pending} pendingLabel="Setting Password...">
        Set Password
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        Already have a password?{" "}
        <Link href={paths.login.path} className="font-semibold text-brand-600 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
