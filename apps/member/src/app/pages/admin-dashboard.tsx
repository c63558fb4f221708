import { Tabs, TabsContent, TabsList, TabsTrigger } from "@realty/ui/tabs";
import { AnalyticsTab } from "../../features/admin/analytics/components/analytics-tab.tsx";
import { StatCards } from "../../features/admin/analytics/components/stat-cards.tsx";
import { ScriptsTab } from "../../features/admin/content/components/scripts-tab.tsx";
import { SocialPostsTab } from "../../features/admin/content/components/social-posts-tab.tsx";
import { VideosTab } from "../../features/admin/content/components/videos-tab.tsx";
import { DiscountCodesTab } from "../../features/admin/discounts/components/discount-codes-tab.tsx";
import { ClaimsTab } from "../../features/admin/orders/components/claims-tab.tsx";
import { OrdersTab } from "../../features/admin/orders/components/orders-tab.tsx";
import { AuditLogTab } from "../../features/admin/settings/components/audit-log-tab.tsx";
import { SettingsTab } from "../../features/admin/settings/components/settings-tab.tsx";
import { AdminHeader } from "../../features/admin/shared/components/admin-header.tsx";
import { UsersTab } from "../../features/admin/users/components/users-tab.tsx";

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
