import { Field, fieldErrorId } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { PasswordInput } from "@realty/ui/password-input";
import { toast } from "@realty/ui/use-toast";
import { useForm } from "react-hook-form";
import { Link, useSearch } from "wouter";
import { SubmitButton } from "../../../components/forms/submit-button.tsx";
import { paths, safeRedirect } from "../../../config/paths.ts";
import { userMessage } from "../../../lib/api-client.ts";
import { isAdminUser, setCurrentUser } from "../../../lib/auth.ts";
import { lazyResolver } from "../../../lib/lazy-resolver.ts";
import { goTo } from "../../../lib/navigate.ts";
import { login } from "../api/login.ts";

const resolver = lazyResolver(() => import("../auth-resolvers.ts").then((m) => m.loginResolver));

const INVALID_LOGIN = "Invalid email or password. Please try again.";
/** Part 1 §4: the redirect happens 100 ms after a successful login. */
const REDIRECT_DELAY_MS = 100;

function redirectTarget(search: URLSearchParams): string {
  const target = safeRedirect(search.get("redirect"));
  return target === paths.login.path || target.startsWith(`${paths.login.path}?`) ? paths.dashboard.path : target;
}

export function LoginForm() {
  const search = new URLSearchParams(useSearch());
  const form = useForm({
    resolver,
    defaultValues: { email: search.get("email") ?? "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  // Sent here by the purchase page's "Sign in to continue": say where the sign-in leads.
  const resumesPurchase = redirectTarget(search).startsWith(`${paths.purchase.path}?`);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await login(values);
      if (!answer?.user) throw new Error("The login answer had no user");
      const { user } = answer;
      await setCurrentUser(user);
      toast({ title: "Login successful!", description: `Welcome back, ${user.firstName}.` });
      await new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS));
      goTo(isAdminUser(user) ? paths.adminDashboard.path : redirectTarget(search), { replace: true });
    } catch (error) {
      toast({ title: "Login Failed", description: userMessage(error, INVALID_LOGIN), variant: "destructive" });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {resumesPurchase ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-ink" data-testid="resume-purchase">
          Sign in to continue your purchase: you'll come back to the plan you chose.
        </p>
      ) : null}
      <Field id="login-email" label="Email" error={errors.email?.message}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? fieldErrorId("login-email") : undefined}
          {...form.register("email")}
        />
      </Field>
      <div className="grid gap-2">
        <Field id="login-password" label="Password" error={errors.password?.message}>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? fieldErrorId("login-password") : undefined}
            {...form.register("password")}
          />
        </Field>
        <Link href={paths.forgotPassword.path} className="justify-self-end text-sm font-medium text-brand-600 hover:underline">
          Forgot your password?
        </Link>
      </div>
      <SubmitButton pending={isSubmitting} pendingLabel="Signing in...">
        Sign In
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        Don't have an account?{" "}
        <Link href={paths.register.path} className="font-semibold text-brand-600 hover:underline">
          Create one
        </Link>
      </p>
    </form>
  );
}
