import { AuthLayout } from "../../features/auth/components/auth-layout.tsx";
import { ForgotPasswordForm } from "../../features/auth/components/forgot-password-form.tsx";

export default function ForgotPasswordPage() {
  return (
    <AuthLayout title="Forgot your password?" description="Enter your email and we'll send you a link to choose a new one.">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
