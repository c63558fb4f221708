import { ArrowLeft } from "lucide-react";
import { paths } from "../../config/paths.ts";
import { AuthLayout } from "../../features/auth/components/auth-layout.tsx";
import { LoginForm } from "../../features/auth/components/login-form.tsx";
import { FormSkeleton } from "../shell-parts.tsx";

export default function LoginPage() {
  return (
    <AuthLayout title="Sign in to your account" description="Access your scripts, videos and posts.">
      <LoginForm />
      <a
        href={paths.homeAlias.path}
        className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Home
      </a>
    </AuthLayout>
  );
}

/** The first screen before the page's code runs (drawn into the HTML at build time). */
export function Shell() {
  return (
    <AuthLayout title="Sign in to your account" description="Access your scripts, videos and posts.">
      <FormSkeleton fields={2} />
    </AuthLayout>
  );
}
