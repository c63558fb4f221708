import { Tabs, TabsContent, TabsList, TabsTrigger } from "@realty/ui/tabs";
import { AnalyticsTab } from "../../analytics/components/analytics-tab.tsx";
import { StatCards } from "../../analytics/components/stat-cards.tsx";
import { ScriptsTab } from "../../content/components/scripts-tab.tsx";
import { SocialPostsTab } from "../../content/components/social-posts-tab.tsx";
import { VideosTab } from "../../content/components/videos-tab.tsx";
import { DiscountCodesTab } from "../../discounts/components/discount-codes-tab.tsx";
import { ClaimsTab } from "../../orders/components/claims-tab.tsx";
import { OrdersTab } from "../../orders/components/orders-tab.tsx";
import { AuditLogTab } from "../../settings/components/audit-log-tab.tsx";
import { SettingsTab } from "../../settings/components/settings-tab.tsx";
import { UsersTab } from "../../users/components/users-tab.tsx";
import { AdminHeader } from "./admin-header.tsx";

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
