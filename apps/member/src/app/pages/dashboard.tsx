import { lazy, Suspense, useState } from "react";
import { MemberLayout } from "../../components/layout/member-layout.tsx";
import { useStartHere } from "../../features/dashboard/api/get-start-here.ts";
import { DashboardContent } from "../../features/dashboard/components/dashboard-content.tsx";
import { DashboardHeader } from "../../features/dashboard/components/dashboard-header.tsx";
import { LibraryTabs } from "../../features/dashboard/components/library-tabs.tsx";
import { planSummary } from "../../features/dashboard/plan-summary.ts";
import { ScriptsTab } from "../../features/scripts/components/scripts-tab.tsx";
import type { ShareTarget } from "../../features/share/components/item-share.tsx";
import { useAccessLevel } from "../../lib/access-level.ts";
import { useUser } from "../../lib/auth.ts";
import { CardsSkeleton } from "../shell-parts.tsx";

// Scripts is the first tab; the others load when opened, or with the entry when linked by hash
// (app/warm-linked-tab.ts).
const loadVideosTab = () => import("../../features/videos/components/videos-tab.tsx");
const loadPostsTab = () => import("../../features/posts/components/posts-tab.tsx");
const loadLeadsTab = () => import("../../features/leads/components/leads-tab.tsx");
const VideosTab = lazy(loadVideosTab);
const PostsTab = lazy(loadPostsTab);
const LeadsTab = lazy(loadLeadsTab);
const GuaranteeTracker = lazy(() =>
  import("../../features/leads/components/guarantee-tracker.tsx").then((m) => ({ default: m.GuaranteeTracker })),
);

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
  // Asked again each time the dashboard opens (the member may have taken a step elsewhere).
  const startHere = useStartHere(Boolean(user));
  // The router only opens this page for a signed-in member.
  if (!user) return null;
  // "Start here" sits above the library: drawn before its answer, it would push the open tab down
  // when the answer came. Its read is preloaded with the HTML, so the first screen waits briefly.
  if (startHere.data === undefined && startHere.error === undefined) return <Shell />;
  return (
    <MemberLayout>
      <DashboardHeader user={user} />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <DashboardContent
          scripts={<ScriptsTab user={user} planName={planSummary(accessLevel ?? "none").planName} renderShare={renderShare} />}
          videos={(deepLinkVideoId) => <VideosTab userId={user.id} deepLinkVideoId={deepLinkVideoId} renderShare={renderShare} />}
          posts={<PostsTab />}
          leads={<LeadsTab />}
          startHere={startHere.data}
          startHereAside={
            <Suspense fallback={null}>
              <GuaranteeTracker />
            </Suspense>
          }
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
      <DashboardHeader user={null} />
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
