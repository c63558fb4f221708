import { zodResolver } from "@hookform/resolvers/zod";
import { registerInput } from "@realty/contracts/auth";
import { ALL_FIELDS_REQUIRED } from "@realty/contracts/payments";
import { Alert, AlertDescription } from "@realty/ui/alert";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { AccountFields, type AccountValues } from "../../../components/forms/account-fields.tsx";
import { SubmitButton } from "../../../components/forms/submit-button.tsx";

export type BuyerInfo = AccountValues;

interface InformationStepProps {
  defaults: BuyerInfo;
  /** Saves the account-to-be on the server; throws with the server's message on failure. */
  onSubmit: (info: BuyerInfo) => Promise<void>;
}

/** Step 2 for a new customer: the account-creation form (part 2 §2, §5). */
export function InformationStep({ defaults, onSubmit }: InformationStepProps) {
  const form = useForm<BuyerInfo>({ resolver: zodResolver(registerInput), defaultValues: defaults });
  const { isSubmitting } = form.formState;
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
        <AccountFields form={form} idPrefix="buyer" />
        <SubmitButton pending={isSubmitting} pendingLabel="Saving...">
          Continue to Payment
        </SubmitButton>
      </form>
    </section>
  );
}
