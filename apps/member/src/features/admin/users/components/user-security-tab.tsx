import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminUserDetail, adminPasswordForm } from "@realty/contracts/admin";
import { Button } from "@realty/ui/button";
import { Field } from "@realty/ui/field";
import { PasswordInput } from "@realty/ui/password-input";
import { toast } from "@realty/ui/use-toast";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { SubmitRow } from "../../shared/components/submit-row.tsx";
import { failureToast } from "../../shared/lib/errors.ts";
import { sendPasswordReset } from "../api/send-password-reset.ts";
import { setUserPassword } from "../api/set-user-password.ts";

export function UserSecurityTab({ user, editing }: { user: AdminUserDetail; editing: boolean }) {
  const form = useForm({ resolver: zodResolver(adminPasswordForm), defaultValues: { newPassword: "", confirmPassword: "" } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await setUserPassword(user.id, newPassword);
      form.reset();
      toast({
        title: "Password updated",
        description: "The user was signed out everywhere and can sign in with the new password.",
      });
    } catch (error) {
      failureToast("Password update failed", error);
    }
  });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <p className="text-sm text-muted">
        {user.hasPassword ? "Password set." : "No password yet."} Active sessions: {user.activeSessions}.
      </p>
      {user.isDemo ? null : <SendResetButton userId={user.id} />}
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
          <Field id="user-new-password" label="New Password" error={errors.newPassword?.message}>
            <PasswordInput id="user-new-password" autoComplete="new-password" {...form.register("newPassword")} />
          </Field>
          <Field id="user-confirm-password" label="Confirm Password" error={errors.confirmPassword?.message}>
            <PasswordInput id="user-confirm-password" autoComplete="new-password" {...form.register("confirmPassword")} />
          </Field>
          <SubmitRow busy={isSubmitting} busyLabel="Updating..." label="Update Password" />
        </form>
      ) : null}
    </div>
  );
}

/** E-mails the member the same single-use, 30-minute link as "Forgot password". */
function SendResetButton({ userId }: { userId: number }) {
  const [busy, setBusy] = useState(false);
  async function send() {
    setBusy(true);
    try {
      toast({ title: "Reset e-mail sent", description: await sendPasswordReset(userId) });
    } catch (error) {
      failureToast("Reset e-mail not sent", error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button type="button" variant="outline" className="w-fit" disabled={busy} onClick={send}>
      {busy ? "Sending..." : "Send password reset"}
    </Button>
  );
}
