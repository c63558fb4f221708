import { Skeleton } from "@realty/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@realty/ui/tabs";
import { type ComponentType, Suspense, useState } from "react";
import { StatCards } from "../../features/admin/analytics/components/stat-cards.tsx";
import { AdminHeader } from "../../features/admin/shared/components/admin-header.tsx";
import { UsersTab } from "../../features/admin/users/components/users-tab.tsx";
import { lazyPart } from "../../lib/lazy-part.tsx";
import { LoadingRegion } from "../shell-parts.tsx";

/** A tab's code loads when the tab is first opened: the first screen needs only Users. */
function lazyTab<K extends string>(part: string, load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazyPart(part, load, (module) => module[name]);
}

const OrdersTab = lazyTab(
  "features/admin/orders/components/orders-tab",
  () => import("../../features/admin/orders/components/orders-tab.tsx"),
  "OrdersTab",
);
const ClaimsTab = lazyTab(
  "features/admin/orders/components/claims-tab",
  () => import("../../features/admin/orders/components/claims-tab.tsx"),
  "ClaimsTab",
);
const ScriptsTab = lazyTab(
  "features/admin/content/components/scripts-tab",
  () => import("../../features/admin/content/components/scripts-tab.tsx"),
  "ScriptsTab",
);
const VideosTab = lazyTab(
  "features/admin/content/components/videos-tab",
  () => import("../../features/admin/content/components/videos-tab.tsx"),
  "VideosTab",
);
const SocialPostsTab = lazyTab(
  "features/admin/content/components/social-posts-tab",
  () => import("../../features/admin/content/components/social-posts-tab.tsx"),
  "SocialPostsTab",
);
const DiscountCodesTab = lazyTab(
  "features/admin/discounts/components/discount-codes-tab",
  () => import("../../features/admin/discounts/components/discount-codes-tab.tsx"),
  "DiscountCodesTab",
);
const AnalyticsTab = lazyTab(
  "features/admin/analytics/components/analytics-tab",
  () => import("../../features/admin/analytics/components/analytics-tab.tsx"),
  "AnalyticsTab",
);
const SettingsTab = lazyTab(
  "features/admin/settings/components/settings-tab",
  () => import("../../features/admin/settings/components/settings-tab.tsx"),
  "SettingsTab",
);
const AuditLogTab = lazyTab(
  "features/admin/settings/components/audit-log-tab",
  () => import("../../features/admin/settings/components/audit-log-tab.tsx"),
  "AuditLogTab",
);

/** A tab chosen in the shell before the page was ready: the page opens on it. */
let chosenInShell: string | undefined;

const TABS = [
  { value: "users", label: "Users", content: <UsersTab /> },
  { value: "orders", label: "Orders", content: <OrdersTab /> },
  { value: "claims", label: "Claims", content: <ClaimsTab /> },
  { value: "scripts", label: "Scripts", content: <ScriptsTab /> },
  { value: "videos", label: "Videos", content: <VideosTab /> },
  { value: "social-posts", label: "Social Posts", content: <SocialPostsTab /> },
  { value: "discount-codes", label: "Discount Codes", content: <DiscountCodesTab /> },
  { value: "analytics", label: "Analytics", content: <AnalyticsTab /> },
  { value: "settings", label: "Settings", content: <SettingsTab /> },
  { value: "audit-log", label: "Audit Log", content: <AuditLogTab /> },
] as const;

/**
 * The admin dashboard (part 2 §2): header, four stat cards and one tab per area. The route composes
 * the admin features; it is its own lazily loaded chunk (routes.tsx), so members never download it.
 */
export default function AdminDashboardPage() {
  return (
    <div className="min-h-dvh bg-surface">
      <AdminHeader />
      <main id="main" className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:px-6">
        <StatCards />
        <Tabs defaultValue={chosenInShell ?? "users"}>
          <TabsList aria-label="Admin areas" className="flex-wrap">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              <Suspense fallback={<Skeleton className="h-64 w-full" role="status" aria-label="Loading" />}>
                {tab.content}
              </Suspense>
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}

/** The first screen before the session answers (drawn into the HTML at build time). */
export function Shell() {
  const [tab, setTab] = useState("users");
  const choose = (next: string) => {
    chosenInShell = next;
    setTab(next);
  };
  return (
    <div className="min-h-dvh bg-surface">
      <AdminHeader />
      <main id="main" className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:px-6">
        <LoadingRegion label="Loading figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {["users", "orders", "revenue", "claims"].map((key) => (
            <Skeleton key={key} className="h-28 rounded-(--radius-card)" />
          ))}
        </LoadingRegion>
        <Tabs value={tab} onValueChange={choose}>
          <TabsList aria-label="Admin areas" className="flex-wrap">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* The chosen tab's panel, so the tab bar points at a panel that exists. */}
          <TabsContent value={tab}>
            <Skeleton className="h-64 w-full" />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
