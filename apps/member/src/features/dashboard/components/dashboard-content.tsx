import type { StartHereState } from "@realty/contracts/start-here";
import { Skeleton } from "@realty/ui/skeleton";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useAccessLevel } from "../../../lib/access-level.ts";
import { lazyPart } from "../../../lib/lazy-part.tsx";
import { type LibraryTabId, readVideoParam, tabAddress, tabAt, tabOfHash } from "../library-tab-address.ts";
import { LibraryTabs } from "./library-tabs.tsx";
import { StartHere } from "./start-here.tsx";

// Only an account without a purchase sees the banner, and only once its access level has answered:
// its code loads then, and stays out of the first load of every member with a plan.
const PurchaseBanner = lazyPart(
  "features/dashboard/components/purchase-banner",
  () => import("./purchase-banner.tsx"),
  (m) => m.PurchaseBanner,
);

type Tab = LibraryTabId;

export interface DashboardContentProps {
  /** The tabs' contents, composed by the route (features do not import each other). */
  scripts: ReactNode;
  videos: (deepLinkVideoId: number | undefined) => ReactNode;
  posts: ReactNode;
  /** The Leads tab; /dashboard/leads opens it, as the lead e-mail's link does. */
  leads?: ReactNode;
  /** Beside the "Start here" checklist of a member with a plan: the guarantee tracker. */
  startHereAside?: ReactNode;
  /** The checklist's state (GET /api/user/start-here). */
  startHere: StartHereState | undefined;
}

function TabFallback() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      {["t1", "t2", "t3", "t4", "t5", "t6"].map((slot) => (
        <Skeleton key={slot} className="h-48 rounded-(--radius-card)" />
      ))}
    </div>
  );
}

/** The dashboard's body under the header: the purchase banner or "Start here", then the library's tabs. */
export function DashboardContent({ scripts, videos, posts, leads, startHereAside, startHere }: DashboardContentProps) {
  const { accessLevel } = useAccessLevel();
  const [location, navigate] = useLocation();
  // Read once, on load: the deep link opens Videos, then the query string is cleared.
  const search = useSearch();
  const [deepLinkVideoId] = useState(() => readVideoParam(search));
  // Until the deep link has moved to the Videos address, ?video= on /dashboard shows Videos.
  const linksVideo = readVideoParam(search) !== undefined && location === tabAddress("scripts");
  const tab: Tab = linksVideo ? "videos" : tabAt(location, Boolean(leads));
  const openTab = (next: Tab) => navigate(tabAddress(next), { replace: true });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the address the dashboard opened at.
  useEffect(() => {
    // An older link names the tab by hash, which the server never sees: it moves to the tab's address.
    const hashed = location === tabAddress("scripts") ? tabOfHash(window.location.hash) : undefined;
    const opened = deepLinkVideoId !== undefined ? "videos" : hashed;
    if (opened) navigate(tabAddress(opened === "leads" && !leads ? "scripts" : opened), { replace: true });
  }, []);

  return (
    <div className="flex flex-col gap-6">
      {accessLevel === "none" ? (
        <Suspense fallback={null}>
          <PurchaseBanner />
        </Suspense>
      ) : null}
      {/* Its read is preloaded with the page; the server shows it only after a purchase. */}
      <StartHere state={startHere} aside={startHereAside} onOpenTab={openTab} />
      <LibraryTabs<Tab>
        label="Library"
        value={tab}
        onChange={openTab}
        tabs={[
          {
            id: "scripts",
            label: "Scripts",
            panel: scripts,
          },
          {
            id: "videos",
            label: "Videos",
            panel: <Suspense fallback={<TabFallback />}>{videos(deepLinkVideoId)}</Suspense>,
          },
          {
            id: "posts",
            label: "Posts",
            panel: <Suspense fallback={<TabFallback />}>{posts}</Suspense>,
          },
          ...(leads
            ? [{ id: "leads" as const, label: "Leads", panel: <Suspense fallback={<TabFallback />}>{leads}</Suspense> }]
            : []),
        ]}
      />
    </div>
  );
}
