import { useSearch } from "wouter";
import { AuthLayout } from "../../features/auth/components/auth-layout.tsx";
import { ResetPassword } from "../../features/auth/components/reset-password.tsx";

export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token");
  return (
    <AuthLayout title="Reset your password" description="Choose a new password for your account.">
      <ResetPassword token={token} />
    </AuthLayout>
  );
}
