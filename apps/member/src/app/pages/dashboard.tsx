import { lazy, Suspense } from "react";
import { preload } from "swr";
import { MemberLayout } from "../../components/layout/member-layout.tsx";
import { DashboardContent } from "../../features/dashboard/components/dashboard-content.tsx";
import { DashboardHeader } from "../../features/dashboard/components/dashboard-header.tsx";
import { planSummary } from "../../features/dashboard/plan-summary.ts";
import { GUARANTEE_KEY } from "../../features/leads/api/get-guarantee.ts";
import { LEADS_KEY } from "../../features/leads/api/get-leads.ts";
import { POSTS_KEY } from "../../features/posts/api/get-posts.ts";
import { ScriptsTab } from "../../features/scripts/components/scripts-tab.tsx";
import type { ShareTarget } from "../../features/share/components/item-share.tsx";
import { FEATURED_VIDEOS_KEY } from "../../features/videos/api/get-videos.ts";
import { useAccessLevel } from "../../lib/access-level.ts";
import { fetcher } from "../../lib/api-client.ts";
import { useUser } from "../../lib/auth.ts";

// Scripts is the first tab; Videos and Posts load when opened, outside the first load.
const loadVideosTab = () => import("../../features/videos/components/videos-tab.tsx");
const loadPostsTab = () => import("../../features/posts/components/posts-tab.tsx");
const loadLeadsTab = () => import("../../features/leads/components/leads-tab.tsx");
const VideosTab = lazy(loadVideosTab);
const PostsTab = lazy(loadPostsTab);
const LeadsTab = lazy(loadLeadsTab);

/**
 * A tab opened by its hash (#videos, #posts, #leads: links, the bench) starts its code and its
 * first reads when this page's code runs, beside the page's first render instead of after it
 * (issue 18). Only signed-in members reach this page, so the reads cannot answer 401.
 */
function warmLinkedTab(hash: string) {
  if (hash === "#videos") {
    void loadVideosTab();
    void preload(FEATURED_VIDEOS_KEY, fetcher).catch(() => undefined);
  } else if (hash === "#posts") {
    void loadPostsTab();
    void preload(POSTS_KEY, fetcher).catch(() => undefined);
  } else if (hash === "#leads") {
    void loadLeadsTab();
    for (const key of [LEADS_KEY, GUARANTEE_KEY]) void preload(key, fetcher).catch(() => undefined);
  }
}
warmLinkedTab(window.location.hash);
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
