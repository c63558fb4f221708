import { zodResolver } from "@hookform/resolvers/zod";
import { registerForm } from "@realty/contracts/auth";
import { Field, fieldErrorId } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { PasswordInput } from "@realty/ui/password-input";
import { toast } from "@realty/ui/use-toast";
import { type FieldPath, useForm } from "react-hook-form";
import { Link } from "wouter";
import { paths } from "../../../config/paths.ts";
import { serverFieldErrors, userMessage } from "../../../lib/api-client.ts";
import { hardNavigate } from "../../../lib/navigate.ts";
import { register } from "../api/register.ts";
import { SubmitButton } from "./submit-button.tsx";

type Values = { firstName: string; lastName: string; email: string; password: string; confirmPassword: string };

const FIELDS: { name: FieldPath<Values>; label: string; type?: string; autoComplete: string }[] = [
  { name: "firstName", label: "First Name", autoComplete: "given-name" },
  { name: "lastName", label: "Last Name", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
];

export function RegisterForm() {
  const form = useForm({
    resolver: zodResolver(registerForm),
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

  const errorOf = (name: FieldPath<Values>) => errors[name]?.message;
  const describedBy = (name: FieldPath<Values>) => (errors[name] ? fieldErrorId(`register-${name}`) : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map(({ name, label, type, autoComplete }) => (
          <Field
            key={name}
            id={`register-${name}`}
            label={label}
            error={errorOf(name)}
            className={name === "email" ? "sm:col-span-2" : undefined}
          >
            <Input
              id={`register-${name}`}
              type={type ?? "text"}
              autoComplete={autoComplete}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={describedBy(name)}
              {...form.register(name)}
            />
          </Field>
        ))}
      </div>
      <Field id="register-password" label="Password" error={errorOf("password")} hint="At least 8 characters.">
        <PasswordInput
          id="register-password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy("password")}
          {...form.register("password")}
        />
      </Field>
      <Field id="register-confirmPassword" label="Confirm Password" error={errorOf("confirmPassword")}>
        <PasswordInput
          id="register-confirmPassword"
          autoComplete="new-password"
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={describedBy("confirmPassword")}
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
