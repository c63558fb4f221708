import { LIBRARY_SIZE } from "@realty/plans";
import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { Logo } from "../../../components/layout/logo.tsx";

const HIGHLIGHTS = [
  `${LIBRARY_SIZE.scripts} social-media video scripts`,
  `${LIBRARY_SIZE.videos} professional industry-authority videos`,
  `${LIBRARY_SIZE.posts} ready-made social posts`,
  "AI personalization for your city, specialty and tone",
];

/** Frame of the sign-in screens: a brand panel beside the form on wide screens, the form alone on phones. */
export function AuthLayout({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <div className="grid min-h-dvh bg-surface lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-700 via-brand-900 to-ink p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <Logo className="text-white [&_span:first-child]:bg-white/15" />
        <div>
          <p className="text-3xl leading-tight font-bold">Content that makes you the go-to agent in your market.</p>
          <ul className="mt-8 space-y-3 text-brand-100">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-3">
                <CheckCircle2 className="size-5 shrink-0 text-accent-500" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-brand-200">One-time purchase • 30-day money-back guarantee</p>
      </aside>
      <main id="main" className="flex flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <Logo className="mb-8 lg:hidden" />
          <div className="rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card) sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
            {description ? <p className="mt-1.5 text-sm text-muted">{description}</p> : null}
            <div className="mt-6">{children}</div>
          </div>
        </div>
      </main>
    </div>
  );
}
