import { Button } from "@realty/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@realty/ui/tabs";
import { ArrowLeft, BarChart3, History, Link2, PenSquare } from "lucide-react";
import { Link } from "wouter";
import { Logo } from "../../../components/layout/logo.tsx";
import { MemberLayout } from "../../../components/layout/member-layout.tsx";
import { paths } from "../../../config/paths.ts";
import { useSocialStatus } from "../api/social-api.ts";
import { useConnectionEvents } from "../hooks/use-connection-events.ts";
import { AccountsTab } from "./accounts-tab.tsx";
import { AnalyticsTab } from "./analytics-tab.tsx";
import { ComposeTab } from "./compose-tab.tsx";
import { HistoryTab } from "./history-tab.tsx";

/** The social hub at /social and /social-hub: Compose (default), Accounts, History, Analytics. */
export default function SocialHubPage() {
  const { data: status } = useSocialStatus();
  useConnectionEvents();
  return (
    <MemberLayout>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
            <Logo />
            <div>
              <h1 className="text-lg font-bold text-ink">Social Media Hub</h1>
              <p className="text-sm text-muted">Post and schedule to Facebook, LinkedIn and X from one place.</p>
            </div>
          </div>
          <div className="flex gap-2">
            <Button asChild variant="outline" size="sm">
              <Link href={paths.socialSetup.path}>Setup</Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link href={paths.dashboard.path}>
                <ArrowLeft aria-hidden />
                Back to Dashboard
              </Link>
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Tabs defaultValue="compose">
          <TabsList>
            <TabsTrigger value="compose">
              <PenSquare aria-hidden /> Compose
            </TabsTrigger>
            <TabsTrigger value="accounts">
              <Link2 aria-hidden /> Accounts
            </TabsTrigger>
            <TabsTrigger value="history">
              <History aria-hidden /> History
            </TabsTrigger>
            <TabsTrigger value="analytics">
              <BarChart3 aria-hidden /> Analytics
            </TabsTrigger>
          </TabsList>
          {/* Kept mounted, so a draft survives a visit to Accounts to connect a network. */}
          <TabsContent value="compose" forceMount className="data-[state=inactive]:hidden">
            <ComposeTab status={status} />
          </TabsContent>
          <TabsContent value="accounts">
            <AccountsTab status={status} />
          </TabsContent>
          <TabsContent value="history">
            <HistoryTab />
          </TabsContent>
          <TabsContent value="analytics">
            <AnalyticsTab />
          </TabsContent>
        </Tabs>
      </main>
    </MemberLayout>
  );
}
