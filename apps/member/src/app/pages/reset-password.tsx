import { useSearch } from "wouter";
import { AuthLayout } from "../../features/auth/components/auth-layout.tsx";
import { ResetPassword } from "../../features/auth/components/reset-password.tsx";
import { FormSkeleton } from "../shell-parts.tsx";

export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token");
  return (
    <AuthLayout title="Reset your password" description="Choose a new password for your account.">
      <ResetPassword token={token} />
    </AuthLayout>
  );
}

/** The first screen before the page's code runs (drawn into the HTML at build time). */
export function Shell() {
  return (
    <AuthLayout title="Reset your password" description="Choose a new password for your account.">
      <FormSkeleton fields={2} />
    </AuthLayout>
  );
}
