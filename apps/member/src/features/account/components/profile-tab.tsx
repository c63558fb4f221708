import { zodResolver } from "@hookform/resolvers/zod";
import { PROFILE_FAILED, type ProfileInput, profileInput } from "@realty/contracts/account";
import type { CurrentUser } from "@realty/contracts/auth";
import { Card, CardContent, CardHeader, CardTitle } from "@realty/ui/card";
import { Field, fieldErrorId } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
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

/** Profile (part 2 §2, §5): first name, last name and e-mail. */
export function ProfileTab({ user }: { user: CurrentUser }) {
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileInput),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { user: updated } = await updateProfile(values);
      await setCurrentUser(updated);
      form.reset({ firstName: updated.firstName, lastName: updated.lastName, email: updated.email });
      toast({ title: "Profile updated", description: "Your details have been saved." });
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (field in values) form.setError(field as FieldPath<ProfileInput>, { message });
      }
      toast({ title: "Error", description: PROFILE_FAILED, variant: "destructive" });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid max-w-xl gap-5">
          {FIELDS.map(({ name, label, type, autoComplete }) => (
            <Field key={name} id={`profile-${name}`} label={label} error={errors[name]?.message}>
              <Input
                id={`profile-${name}`}
                type={type ?? "text"}
                autoComplete={autoComplete}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? fieldErrorId(`profile-${name}`) : undefined}
                {...form.register(name)}
              />
            </Field>
          ))}
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
