import { zodResolver } from "@hookform/resolvers/zod";
import { PROFILE_FAILED, type ProfileInput, profileInput } from "@realty/contracts/account";
import type { CurrentUser } from "@realty/contracts/auth";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@realty/ui/card";
import { Field, fieldErrorId } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { PasswordInput } from "@realty/ui/password-input";
import { toast } from "@realty/ui/use-toast";
import { type FieldPath, useForm } from "react-hook-form";
import { SubmitButton } from "../../../components/forms/submit-button.tsx";
import { serverFieldErrors } from "../../../lib/api-client.ts";
import { setCurrentUser } from "../../../lib/auth.ts";
import { updateProfile } from "../api/update-profile.ts";

const FIELDS: { name: FieldPath<ProfileInput>; label: string; type?: string; autoComplete: string }[] = [
  { name: "firstName", label: "First Name", autoComplete: "given-name" },
  { name: "lastName", label: "Last Name", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
];

const DEMO_NOTE = "This is a demo account: its email cannot be changed. Buy a plan to get your own account.";

/**
 * Profile (part 2 §2, §5): first name, last name and e-mail. A new e-mail also asks for the
 * current password (a session alone must not move the account to another address).
 */
export function ProfileTab({ user }: { user: CurrentUser }) {
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileInput),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email, currentPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const emailChanging = form.watch("email").trim().toLowerCase() !== user.email;

  const submit = form.handleSubmit(async ({ currentPassword, ...values }) => {
    try {
      const { user: updated } = await updateProfile(emailChanging ? { ...values, currentPassword } : values);
      await setCurrentUser(updated);
      form.reset({ firstName: updated.firstName, lastName: updated.lastName, email: updated.email, currentPassword: "" });
      toast({ title: "Profile updated", description: "Your details have been saved." });
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (field in form.getValues()) form.setError(field as FieldPath<ProfileInput>, { message });
      }
      toast({ title: "Error", description: PROFILE_FAILED, variant: "destructive" });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        {user.isDemo ? <CardDescription>{DEMO_NOTE}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid max-w-xl gap-5">
          {FIELDS.map(({ name, label, type, autoComplete }) => (
            <Field key={name} id={`profile-${name}`} label={label} error={errors[name]?.message}>
              <Input
                id={`profile-${name}`}
                type={type ?? "text"}
                autoComplete={autoComplete}
                readOnly={name === "email" && user.isDemo}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? fieldErrorId(`profile-${name}`) : undefined}
                {...form.register(name)}
              />
            </Field>
          ))}
          {emailChanging ? (
            <Field
              id="profile-currentPassword"
              label="Current Password"
              error={errors.currentPassword?.message}
              hint="Needed to change your email. We will also tell your old address."
            >
              <PasswordInput
                id="profile-currentPassword"
                autoComplete="current-password"
                aria-invalid={errors.currentPassword ? true : undefined}
                aria-describedby={errors.currentPassword ? fieldErrorId("profile-currentPassword") : undefined}
                {...form.register("currentPassword")}
              />
            </Field>
          ) : null}
          <div className="w-fit">
            <SubmitButton pending={isSubmitting} pendingLabel="Saving...">
              Save Changes
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
