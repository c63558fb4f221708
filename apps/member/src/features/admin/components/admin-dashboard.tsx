import { Tabs, TabsContent, TabsList, TabsTrigger } from "@realty/ui/tabs";
import { AdminHeader } from "./admin-header.tsx";
import { AnalyticsTab } from "./analytics-tab.tsx";
import { AuditLogTab } from "./audit-log-tab.tsx";
import { ClaimsTab } from "./claims-tab.tsx";
import { DiscountCodesTab } from "./discount-codes-tab.tsx";
import { OrdersTab } from "./orders-tab.tsx";
import { ScriptsTab } from "./scripts-tab.tsx";
import { SettingsTab } from "./settings-tab.tsx";
import { SocialPostsTab } from "./social-posts-tab.tsx";
import { StatCards } from "./stat-cards.tsx";
import { UsersTab } from "./users-tab.tsx";
import { VideosTab } from "./videos-tab.tsx";

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

/** The admin dashboard (part 2 §2): header, four stat cards and one tab per area. */
export function AdminDashboard() {
  return (
    <div className="min-h-dvh bg-surface">
      <AdminHeader />
      <main className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:px-6">
        <StatCards />
        <Tabs defaultValue="users">
          <TabsList aria-label="Admin areas" className="flex-wrap">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              {tab.content}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
