import { useSearch } from "wouter";
import { AuthLayout } from "../../features/auth/components/auth-layout.tsx";
import { SetPasswordForm } from "../../features/auth/components/set-password-form.tsx";
import { readPendingUser } from "../../lib/pending-purchase.ts";
import { FormSkeleton } from "../shell-parts.tsx";

export default function SetPasswordPage() {
  const query = new URLSearchParams(useSearch());
  const pending = readPendingUser();
  // The link's values win; the ones kept in the browser after a purchase fill the gaps.
  const userId = query.get("userId") ?? pending.userId;
  const email = query.get("email") ?? pending.email;
  return (
    <AuthLayout title="Set your password" description="Choose a password to sign in to your dashboard.">
      <SetPasswordForm userId={userId} email={email} />
    </AuthLayout>
  );
}

/** The first screen before the page's code runs (drawn into the HTML at build time). */
export function Shell() {
  return (
    <AuthLayout title="Set your password" description="Choose a password to sign in to your dashboard.">
      <FormSkeleton fields={2} />
    </AuthLayout>
  );
}
