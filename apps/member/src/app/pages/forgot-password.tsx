import { AuthLayout } from "../../features/auth/components/auth-layout.tsx";
import { ForgotPasswordForm } from "../../features/auth/components/forgot-password-form.tsx";
import { FormSkeleton } from "../shell-parts.tsx";

export default function ForgotPasswordPage() {
  return (
    <AuthLayout title="Forgot your password?" description="Enter your email and we'll send you a link to choose a new one.">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}

/** The first screen before the page's code runs (drawn into the HTML at build time). */
export function Shell() {
  return (
    <AuthLayout title="Forgot your password?" description="Enter your email and we'll send you a link to choose a new one.">
      <FormSkeleton fields={1} />
    </AuthLayout>
  );
}
