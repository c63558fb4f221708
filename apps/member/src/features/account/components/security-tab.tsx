import { zodResolver } from "@hookform/resolvers/zod";
import { PASSWORD_FAILED, type PasswordChangeForm, passwordChangeForm } from "@realty/contracts/account";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@realty/ui/card";
import { Field, fieldErrorId } from "@realty/ui/field";
import { PasswordInput } from "@realty/ui/password-input";
import { toast } from "@realty/ui/use-toast";
import { type FieldPath, useForm } from "react-hook-form";
import { SubmitButton } from "../../../components/forms/submit-button.tsx";
import { serverFieldErrors } from "../../../lib/api-client.ts";
import { useUser } from "../../../lib/auth.ts";
import { changePassword } from "../api/change-password.ts";
import { SessionsCard } from "./sessions-card.tsx";

const FIELDS: { name: FieldPath<PasswordChangeForm>; label: string; autoComplete: string }[] = [
  { name: "currentPassword", label: "Current Password", autoComplete: "current-password" },
  { name: "newPassword", label: "New Password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm Password", autoComplete: "new-password" },
];

const EMPTY: PasswordChangeForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Demo accounts have no password and get none: the tab says so instead of a form. */
function DemoSecurityNote() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>
          This is a demo account: it has no password and cannot have one. Buy a plan to get your own account.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

/** Security (part 2 §2, §5): current, new and confirmation, each with show/hide. */
export function SecurityTab() {
  const { data: user } = useUser();
  return (
    <div className="grid gap-6">
      {user?.isDemo ? <DemoSecurityNote /> : <PasswordForm />}
      <SessionsCard />
    </div>
  );
}

function PasswordForm() {
  const form = useForm<PasswordChangeForm>({ resolver: zodResolver(passwordChangeForm), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword });
      form.reset(EMPTY);
      toast({ title: "Password updated", description: "You have been signed out on your other devices." });
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (field in EMPTY) form.setError(field as FieldPath<PasswordChangeForm>, { message });
      }
      toast({ title: "Error", description: PASSWORD_FAILED, variant: "destructive" });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>Changing your password signs you out everywhere else.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid max-w-xl gap-5">
          {FIELDS.map(({ name, label, autoComplete }) => (
            <Field
              key={name}
              id={`security-${name}`}
              label={label}
              error={errors[name]?.message}
              hint={name === "newPassword" ? "At least 8 characters." : undefined}
            >
              <PasswordInput
                id={`security-${name}`}
                autoComplete={autoComplete}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? fieldErrorId(`security-${name}`) : undefined}
                {...form.register(name)}
              />
            </Field>
          ))}
          <div className="w-fit">
            <SubmitButton pending={isSubmitting} pendingLabel="Updating...">
              Update Password
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
