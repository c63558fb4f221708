import { Button } from "@realty/ui/button";
import { Skeleton } from "@realty/ui/skeleton";
import { LogOut, Share2, UserRound } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import { Logo } from "../../components/layout/logo.tsx";
import { MemberLayout } from "../../components/layout/member-layout.tsx";
import { paths } from "../../config/paths.ts";
import { DashboardContent } from "../../features/dashboard/components/dashboard-content.tsx";
import { DashboardHeader } from "../../features/dashboard/components/dashboard-header.tsx";
import { LibraryTabs } from "../../features/dashboard/components/library-tabs.tsx";
import { planSummary } from "../../features/dashboard/plan-summary.ts";
import { ScriptsTab } from "../../features/scripts/components/scripts-tab.tsx";
import type { ShareTarget } from "../../features/share/components/item-share.tsx";
import { useAccessLevel } from "../../lib/access-level.ts";
import { logout, useUser } from "../../lib/auth.ts";
import { CardsSkeleton } from "../shell-parts.tsx";

// Scripts is the first tab; the others load when opened, or with the entry when linked by hash
// (app/warm-linked-tab.ts).
const loadVideosTab = () => import("../../features/videos/components/videos-tab.tsx");
const loadPostsTab = () => import("../../features/posts/components/posts-tab.tsx");
const loadLeadsTab = () => import("../../features/leads/components/leads-tab.tsx");
const VideosTab = lazy(loadVideosTab);
const PostsTab = lazy(loadPostsTab);
const LeadsTab = lazy(loadLeadsTab);

// Sharing shows inside dialogs only, so its code loads with the first dialog that needs it.
const ItemShare = lazy(() => import("../../features/share/components/item-share.tsx").then((m) => ({ default: m.ItemShare })));

function renderShare(target: ShareTarget) {
  return (
    <Suspense fallback={null}>
      <ItemShare target={target} />
    </Suspense>
  );
}

export default function DashboardPage() {
  const { data: user } = useUser();
  const { accessLevel } = useAccessLevel(Boolean(user));
  // The router only opens this page for a signed-in member.
  if (!user) return null;
  return (
    <MemberLayout>
      <DashboardHeader user={user} />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <DashboardContent
          scripts={<ScriptsTab user={user} planName={planSummary(accessLevel ?? "none").planName} renderShare={renderShare} />}
          videos={(deepLinkVideoId) => <VideosTab userId={user.id} deepLinkVideoId={deepLinkVideoId} renderShare={renderShare} />}
          posts={<PostsTab />}
          leads={<LeadsTab />}
        />
      </main>
    </MemberLayout>
  );
}

const SHELL_TABS = [
  ["scripts", "Scripts"],
  ["videos", "Videos"],
  ["posts", "Posts"],
  ["leads", "Leads"],
] as const;

type ShellTab = (typeof SHELL_TABS)[number][0];

/**
 * The first screen before the session answers (drawn into the HTML at build time): the header with
 * its links, the library's tab bar and the Scripts cards as skeletons. The tab shown is decided by
 * the page once it runs (a #hash never reaches the build); a tab chosen here is written into the
 * hash, which the page reads when it mounts, so the choice carries over.
 */
export function Shell() {
  const [tab, setTab] = useState<ShellTab>("scripts");
  const choose = (next: ShellTab) => {
    setTab(next);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}#${next}`);
  };
  return (
    <MemberLayout>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
            <Logo />
            <div className="flex min-w-0 flex-col gap-1">
              <h1 className="text-lg font-bold text-ink">
                <span className="sr-only">Your dashboard</span>
                {/* A span: a heading holds phrasing content only. */}
                <span aria-hidden className="block h-6 w-56 max-w-full animate-pulse rounded-md bg-brand-100/70" />
              </h1>
              <Skeleton className="h-5 w-72 max-w-full" />
            </div>
          </div>
          <nav aria-label="Member" className="flex gap-2">
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
            <Button variant="ghost" size="sm" onClick={() => void logout()}>
              <LogOut aria-hidden />
              Logout
            </Button>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <LibraryTabs
          label="Library"
          value={tab}
          onChange={choose}
          tabs={SHELL_TABS.map(([id, label]) => ({
            id,
            label,
            panel: <CardsSkeleton label={`Loading ${label.toLowerCase()}`} count={6} className="h-48 rounded-(--radius-card)" />,
          }))}
        />
      </main>
    </MemberLayout>
  );
}
