import { Skeleton } from "@realty/ui/skeleton";
import { Logo } from "../../../components/layout/logo.tsx";
import { MemberNav } from "../../../components/layout/member-nav.tsx";
import { useAccessLevel } from "../../../lib/access-level.ts";
import type { CurrentUser } from "../../../lib/auth.ts";
import { planSummary } from "../plan-summary.ts";

function PlanLine({ isDemo }: { isDemo: boolean }) {
  const { accessLevel } = useAccessLevel();
  if (!accessLevel) return <Skeleton className="h-5 w-72 max-w-full" />;
  const { planName, scripts, videos, posts } = planSummary(accessLevel, isDemo);
  return (
    <p className="text-sm text-muted" data-testid="plan-line">
      <span className="font-semibold text-brand-700">{planName}</span>
      <span aria-hidden> • </span>
      {scripts} Scripts<span aria-hidden> • </span>
      {videos} Videos<span aria-hidden> • </span>
      {posts} Posts
    </p>
  );
}

/**
 * Welcome line, plan line, Social Hub, Account and Logout (part 1 §2.12). Without a user (the first
 * screen drawn at build time, before the session answers) the two lines are placeholders.
 */
export function DashboardHeader({ user }: { user: CurrentUser | null }) {
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
          <Logo />
          {user ? (
            <div className="min-w-0">
              <h1 className="truncate text-lg font-bold text-ink">
                Welcome, {user.firstName} {user.lastName}
              </h1>
              <PlanLine isDemo={user.isDemo} />
            </div>
          ) : (
            <div className="flex min-w-0 flex-col gap-1">
              <h1 className="text-lg font-bold text-ink">
                <span className="sr-only">Your dashboard</span>
                {/* A span: a heading holds phrasing content only. */}
                <span aria-hidden className="block h-6 w-56 max-w-full animate-pulse rounded-md bg-brand-100/70" />
              </h1>
              <Skeleton className="h-5 w-72 max-w-full" />
            </div>
          )}
        </div>
        <MemberNav />
      </div>
    </header>
  );
}
