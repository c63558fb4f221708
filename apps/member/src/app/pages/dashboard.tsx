import { lazy, Suspense } from "react";
import { MemberLayout } from "../../components/layout/member-layout.tsx";
import { DashboardContent } from "../../features/dashboard/components/dashboard-content.tsx";
import { DashboardHeader } from "../../features/dashboard/components/dashboard-header.tsx";
import { planSummary } from "../../features/dashboard/plan-summary.ts";
import { ScriptsTab } from "../../features/scripts/components/scripts-tab.tsx";
import type { ShareTarget } from "../../features/share/components/item-share.tsx";
import { useAccessLevel } from "../../lib/access-level.ts";
import { useUser } from "../../lib/auth.ts";

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
