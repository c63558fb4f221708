import { Suspense } from "react";
import { useLocation } from "wouter";
import { MemberLayout } from "../../components/layout/member-layout.tsx";
import { useStartHere } from "../../features/dashboard/api/get-start-here.ts";
import { DashboardContent } from "../../features/dashboard/components/dashboard-content.tsx";
import { DashboardHeader } from "../../features/dashboard/components/dashboard-header.tsx";
import { LibraryTabs } from "../../features/dashboard/components/library-tabs.tsx";
import { type LibraryTabId, tabAddress, tabAt } from "../../features/dashboard/library-tab-address.ts";
import { planSummary } from "../../features/dashboard/plan-summary.ts";
import { ScriptsTab } from "../../features/scripts/components/scripts-tab.tsx";
import type { ShareTarget } from "../../features/share/components/item-share.tsx";
import { useAccessLevel } from "../../lib/access-level.ts";
import { useUser } from "../../lib/auth.ts";
import { lazyPart } from "../../lib/lazy-part.tsx";
import { CardsSkeleton } from "../shell-parts.tsx";

// Scripts is the first tab; the others load when opened, or beside the page when their address is
// opened (the server's modulepreloads, FIRST_SCREEN_PARTS in vite.config.ts).
const loadVideosTab = () => import("../../features/videos/components/videos-tab.tsx");
const loadPostsTab = () => import("../../features/posts/components/posts-tab.tsx");
const loadLeadsTab = () => import("../../features/leads/components/leads-tab.tsx");
const VideosTab = lazyPart("features/videos/components/videos-tab", loadVideosTab, (m) => m.default);
const PostsTab = lazyPart("features/posts/components/posts-tab", loadPostsTab, (m) => m.default);
const LeadsTab = lazyPart("features/leads/components/leads-tab", loadLeadsTab, (m) => m.default);
const GuaranteeTracker = lazyPart(
  "features/leads/components/guarantee-tracker",
  () => import("../../features/leads/components/guarantee-tracker.tsx"),
  (m) => m.GuaranteeTracker,
);

// Sharing shows inside dialogs only, so its code loads with the first dialog that needs it.
const ItemShare = lazyPart(
  "features/share/components/item-share",
  () => import("../../features/share/components/item-share.tsx"),
  (m) => m.ItemShare,
);

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
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
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

/**
 * The first screen before the session answers (drawn into each tab address's HTML at build time):
 * the header with its links, the library's tab bar on the address's tab, its cards as skeletons. A
 * tab chosen here moves to that tab's address, where the page opens once it runs.
 */
export function Shell() {
  const [location, navigate] = useLocation();
  const tab = tabAt(location, true);
  const choose = (next: LibraryTabId) => navigate(tabAddress(next), { replace: true });
  return (
    <MemberLayout>
      <DashboardHeader user={null} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
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
