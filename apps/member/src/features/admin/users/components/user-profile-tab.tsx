import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminUserDetail, adminUpdateUserInput } from "@realty/contracts/admin";
import { formatAmount } from "@realty/plans";
import { Field } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { toast } from "@realty/ui/use-toast";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { SubmitRow } from "../../shared/components/submit-row.tsx";
import { failureToast } from "../../shared/lib/errors.ts";
import { formatDate, tierLabel } from "../../shared/lib/labels.ts";
import { updateUser } from "../api/update-user.ts";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 border-b border-line py-2 text-sm last:border-0">
      <dt className="font-medium text-muted">{label}</dt>
      <dd className="col-span-2 text-ink">{children}</dd>
    </div>
  );
}

export function UserProfileTab({ user, editing }: { user: AdminUserDetail; editing: boolean }) {
  if (!editing) {
    return (
      <dl>
        <Row label="Name">{`${user.firstName} ${user.lastName}`.trim()}</Row>
        <Row label="Email">{user.email}</Row>
        <Row label="Role">{user.isAdmin ? "Admin" : user.isDemo ? "Demo account" : "Member"}</Row>
        <Row label="Joined">{formatDate(user.createdAt)}</Row>
        <Row label="Purchases">
          {user.purchases.length === 0
            ? "None"
            : user.purchases.map((p) => (
                <span key={p.id} className="block">
                  {tierLabel(p.productType)} · {formatAmount(p.amount)} · {formatDate(p.createdAt)}
                </span>
              ))}
        </Row>
        <Row label="Customized scripts">{user.customizations}</Row>
      </dl>
    );
  }
  return <ProfileForm user={user} />;
}

function ProfileForm({ user }: { user: AdminUserDetail }) {
  const form = useForm({
    resolver: zodResolver(adminUpdateUserInput),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await updateUser(user.id, input);
      toast({ title: "User updated", description: "The profile was saved." });
    } catch (error) {
      failureToast("Update failed", error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
      <Field id="edit-user-first" label="First Name" error={errors.firstName?.message}>
        <Input id="edit-user-first" {...form.register("firstName")} />
      </Field>
      <Field id="edit-user-last" label="Last Name" error={errors.lastName?.message}>
        <Input id="edit-user-last" {...form.register("lastName")} />
      </Field>
      <Field id="edit-user-email" label="Email" error={errors.email?.message} className="sm:col-span-2">
        <Input id="edit-user-email" type="email" {...form.register("email")} />
      </Field>
      <SubmitRow busy={isSubmitting} busyLabel="Saving..." label="Save Changes" />
    </form>
  );
}
