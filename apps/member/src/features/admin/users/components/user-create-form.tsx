import { zodResolver } from "@hookform/resolvers/zod";
import { adminCreateUserForm } from "@realty/contracts/admin";
import { ACCESS_LEVELS } from "@realty/plans";
import { Field } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { PasswordInput } from "@realty/ui/password-input";
import { toast } from "@realty/ui/use-toast";
import { useForm } from "react-hook-form";
import { SelectField } from "../../shared/components/select-field.tsx";
import { SubmitRow } from "../../shared/components/submit-row.tsx";
import { failureToast } from "../../shared/lib/errors.ts";
import { tierLabel } from "../../shared/lib/labels.ts";
import { createUser } from "../api/create-user.ts";

export function UserCreateForm({ onDone }: { onDone: () => void }) {
  const form = useForm({
    resolver: zodResolver(adminCreateUserForm),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "", accessLevel: "none" as const },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    try {
      const user = await createUser(input);
      toast({ title: "User created", description: `${user.email} can now sign in.` });
      onDone();
    } catch (error) {
      failureToast("User creation failed", error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
      <Field id="new-user-first" label="First Name" error={errors.firstName?.message}>
        <Input id="new-user-first" autoComplete="off" {...form.register("firstName")} />
      </Field>
      <Field id="new-user-last" label="Last Name" error={errors.lastName?.message}>
        <Input id="new-user-last" autoComplete="off" {...form.register("lastName")} />
      </Field>
      <Field id="new-user-email" label="Email" error={errors.email?.message} className="sm:col-span-2">
        <Input id="new-user-email" type="email" autoComplete="off" {...form.register("email")} />
      </Field>
      <Field id="new-user-password" label="Password" error={errors.password?.message}>
        <PasswordInput id="new-user-password" autoComplete="new-password" {...form.register("password")} />
      </Field>
      <Field id="new-user-confirm" label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput id="new-user-confirm" autoComplete="new-password" {...form.register("confirmPassword")} />
      </Field>
      <SelectField
        id="new-user-access"
        label="Access Level"
        error={errors.accessLevel?.message}
        fieldClassName="sm:col-span-2"
        values={ACCESS_LEVELS}
        labels={tierLabel}
        {...form.register("accessLevel")}
      />
      <SubmitRow busy={isSubmitting} busyLabel="Creating..." label="Create User" />
    </form>
  );
}
