import { AuthLayout } from "../../features/auth/components/auth-layout.tsx";
import { RegisterForm } from "../../features/auth/components/register-form.tsx";

export default function RegisterPage() {
  return (
    <AuthLayout title="Create your account" description="Sign up to open your member dashboard.">
      <RegisterForm />
    </AuthLayout>
  );
}
