import { AuthLayout } from "../../features/auth/components/auth-layout.tsx";
import { RegisterForm } from "../../features/auth/components/register-form.tsx";
import { FormSkeleton } from "../shell-parts.tsx";

export default function RegisterPage() {
  return (
    <AuthLayout title="Create your account" description="Sign up to open your member dashboard.">
      <RegisterForm />
    </AuthLayout>
  );
}

/** The first screen before the page's code runs (drawn into the HTML at build time). */
export function Shell() {
  return (
    <AuthLayout title="Create your account" description="Sign up to open your member dashboard.">
      <FormSkeleton fields={5} />
    </AuthLayout>
  );
}
