import { zodResolver } from "@hookform/resolvers/zod";
import { registerInput } from "@realty/contracts/auth";
import { ALL_FIELDS_REQUIRED } from "@realty/contracts/payments";
import { Alert, AlertDescription } from "@realty/ui/alert";
import { Field, fieldErrorId } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { PasswordInput } from "@realty/ui/password-input";
import { useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { SubmitButton } from "../../auth/components/submit-button.tsx";

export type BuyerInfo = { firstName: string; lastName: string; email: string; password: string };

const FIELDS: { name: FieldPath<BuyerInfo>; label: string; type?: string; autoComplete: string }[] = [
  { name: "firstName", label: "First Name", autoComplete: "given-name" },
  { name: "lastName", label: "Last Name", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
];

interface InformationStepProps {
  defaults: BuyerInfo;
  /** Saves the account-to-be on the server; throws with the server's message on failure. */
  onSubmit: (info: BuyerInfo) => Promise<void>;
}

/** Step 2 for a new customer: the account-creation form (part 2 §2, §5). */
export function InformationStep({ defaults, onSubmit }: InformationStepProps) {
  const form = useForm<BuyerInfo>({ resolver: zodResolver(registerInput), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (info) => {
      setFormError(null);
      await onSubmit(info);
    },
    () => {
      const values = form.getValues();
      setFormError(Object.values(values).some((v) => !v.trim()) ? ALL_FIELDS_REQUIRED : null);
    },
  );

  const describedBy = (name: FieldPath<BuyerInfo>) => (errors[name] ? fieldErrorId(`buyer-${name}`) : undefined);

  return (
    <section aria-labelledby="information-title">
      <h1 id="information-title" className="text-2xl font-bold tracking-tight text-ink">
        Your Information
      </h1>
      <p className="mt-1 text-sm text-muted">Create your account. You will sign in with this email and password.</p>
      <form onSubmit={submit} noValidate className="mt-6 grid gap-5">
        {formError ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription className="text-ink">{formError}</AlertDescription>
          </Alert>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          {FIELDS.map(({ name, label, type, autoComplete }) => (
            <Field
              key={name}
              id={`buyer-${name}`}
              label={label}
              error={errors[name]?.message}
              className={name === "email" ? "sm:col-span-2" : undefined}
            >
              <Input
                id={`buyer-${name}`}
                type={type ?? "text"}
                autoComplete={autoComplete}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={describedBy(name)}
                {...form.register(name)}
              />
            </Field>
          ))}
        </div>
        <Field id="buyer-password" label="Password" error={errors.password?.message} hint="At least 8 characters.">
          <PasswordInput
            id="buyer-password"
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy("password")}
            {...form.register("password")}
          />
        </Field>
        <SubmitButton pending={isSubmitting} pendingLabel="Saving...">
          Continue to Payment
        </SubmitButton>
      </form>
    </section>
  );
}
