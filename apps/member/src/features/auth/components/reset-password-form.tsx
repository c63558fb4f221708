import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordInput } from "@realty/contracts/auth";
import { Alert, AlertDescription } from "@realty/ui/alert";
import { Field, fieldErrorId } from "@realty/ui/field";
import { PasswordInput } from "@realty/ui/password-input";
import { CircleAlert } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { SubmitButton } from "../../../components/forms/submit-button.tsx";
import { serverMessage } from "../../../lib/api-client.ts";
import { resetPassword } from "../api/reset-password.ts";

/** The length rule comes from the API's contract; the match rule never leaves the browser. */
const resetForm = z
  .object({ newPassword: resetPasswordInput.shape.newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords do not match.", path: ["confirmPassword"] });

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(resetForm), defaultValues: { newPassword: "", confirmPassword: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      const answer = await resetPassword(token, newPassword);
      onDone(answer?.message ?? "Your password has been reset. You can now sign in.");
    } catch (error) {
      setFailure(serverMessage(error) ?? "An error occurred. Please try again.");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {failure ? (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden />
          <AlertDescription className="text-ink">{failure}</AlertDescription>
        </Alert>
      ) : null}
      <Field id="reset-new" label="New Password" error={errors.newPassword?.message} hint="At least 8 characters.">
        <PasswordInput
          id="reset-new"
          autoComplete="new-password"
          aria-invalid={errors.newPassword ? true : undefined}
          aria-describedby={errors.newPassword ? fieldErrorId("reset-new") : undefined}
          {...form.register("newPassword")}
        />
      </Field>
      <Field id="reset-confirm" label="Confirm New Password" error={errors.confirmPassword?.message}>
        <PasswordInput
          id="reset-confirm"
          autoComplete="new-password"
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={errors.confirmPassword ? fieldErrorId("reset-confirm") : undefined}
          {...form.register("confirmPassword")}
        />
      </Field>
      <SubmitButton pending={isSubmitting} pendingLabel="Resetting Password...">
        Reset Password
      </SubmitButton>
    </form>
  );
}
