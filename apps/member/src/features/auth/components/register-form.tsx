import { Field, fieldErrorId } from "@realty/ui/field";
import { PasswordInput } from "@realty/ui/password-input";
import { toast } from "@realty/ui/use-toast";
import { type FieldPath, useForm } from "react-hook-form";
import { Link } from "wouter";
import { AccountFields } from "../../../components/forms/account-fields.tsx";
import { SubmitButton } from "../../../components/forms/submit-button.tsx";
import { paths } from "../../../config/paths.ts";
import { serverFieldErrors, userMessage } from "../../../lib/api-client.ts";
import { lazyResolver } from "../../../lib/lazy-resolver.ts";
import { hardNavigate } from "../../../lib/navigate.ts";
import { register } from "../api/register.ts";

const resolver = lazyResolver(() => import("../auth-resolvers.ts").then((m) => m.registerResolver));

type Values = { firstName: string; lastName: string; email: string; password: string; confirmPassword: string };

export function RegisterForm() {
  const form = useForm({
    resolver,
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" } satisfies Values,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    try {
      await register(input);
      toast({ title: "Registration successful!", description: "Your account is ready." });
      // Part 1 §4: a hard redirect, so the app starts again signed in.
      hardNavigate(paths.dashboard.path);
      // Keep the button pending until the page unloads.
      await new Promise(() => undefined);
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (field in form.getValues()) form.setError(field as FieldPath<Values>, { message });
      }
      toast({
        title: "Registration Failed",
        description: userMessage(error, "Please check your information and try again."),
        variant: "destructive",
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <AccountFields form={form} idPrefix="register" />
      <Field id="register-confirmPassword" label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput
          id="register-confirmPassword"
          autoComplete="new-password"
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={errors.confirmPassword ? fieldErrorId("register-confirmPassword") : undefined}
          {...form.register("confirmPassword")}
        />
      </Field>
      <SubmitButton pending={isSubmitting} pendingLabel="Creating Account...">
        Create Account
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        Already have an account?{" "}
        <Link href={paths.login.path} className="font-semibold text-brand-600 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
