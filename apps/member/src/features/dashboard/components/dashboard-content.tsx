import type { StartHereState } from "@realty/contracts/start-here";
import { Skeleton } from "@realty/ui/skeleton";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useAccessLevel } from "../../../lib/access-level.ts";
import { LibraryTabs } from "./library-tabs.tsx";
import { StartHere } from "./start-here.tsx";

// Only an account without a purchase sees the banner, and only once its access level has answered:
// its code loads then, and stays out of the first load of every member with a plan.
const PurchaseBanner = lazy(() => import("./purchase-banner.tsx").then((m) => ({ default: m.PurchaseBanner })));

type Tab = "scripts" | "videos" | "posts" | "leads";

/** ?video={id} as a positive integer, or undefined (part 1 §2.12). */
export function readVideoParam(search: string): number | undefined {
  const raw = new URLSearchParams(search).get("video");
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** `#videos`, `#posts` or `#leads` opens that tab (a link, or the bench measuring each tab); else Scripts. */
export function readTabHash(hash: string, hasLeads: boolean): Tab {
  const name = hash.replace(/^#/, "");
  if (name === "videos" || name === "posts") return name;
  return name === "leads" && hasLeads ? "leads" : "scripts";
}

export interface DashboardContentProps {
  /** The tabs' contents, composed by the route (features do not import each other). */
  scripts: ReactNode;
  videos: (deepLinkVideoId: number | undefined) => ReactNode;
  posts: ReactNode;
  /** The Leads tab; `#leads` opens it, as the lead e-mail's link does. */
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
  // Read once, on load: the deep link switches to Videos, then the query string is cleared.
  const [deepLinkVideoId] = useState(() => readVideoParam(window.location.search));
  const [tab, setTab] = useState<Tab>(
    deepLinkVideoId !== undefined ? "videos" : readTabHash(window.location.hash, Boolean(leads)),
  );

  useEffect(() => {
    if (deepLinkVideoId === undefined) return;
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.hash}`);
  }, [deepLinkVideoId]);

  return (
    <div className="flex flex-col gap-6">
      {accessLevel === "none" ? (
        <Suspense fallback={null}>
          <PurchaseBanner />
        </Suspense>
      ) : null}
      {/* Its read is preloaded with the page; the server shows it only after a purchase. */}
      <StartHere state={startHere} aside={startHereAside} onOpenTab={setTab} />
      <LibraryTabs<Tab>
        label="Library"
        value={tab}
        onChange={setTab}
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
