import { Skeleton } from "@realty/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@realty/ui/tabs";
import { BarChart3, CalendarDays, History, Link2, PenSquare } from "lucide-react";
import { Suspense, useState } from "react";
import { useSearch } from "wouter";
import { MemberLayout } from "../../components/layout/member-layout.tsx";
import { markFailuresSeen, useNotices, usePreferences } from "../../features/social/api/queue-api.ts";
import { useSocialStatus } from "../../features/social/api/social-api.ts";
import { ComposeTab } from "../../features/social/components/compose-tab.tsx";
import { HubHeader } from "../../features/social/components/hub-header.tsx";
import { TimeZoneControl } from "../../features/social/components/time-zone-control.tsx";
import { useConnectionEvents } from "../../features/social/hooks/use-connection-events.ts";
import { readComposeQuery } from "../../features/social/lib/compose-query.ts";
import { browserTimeZone } from "../../features/social/lib/time-zone.ts";
import { lazyPart } from "../../lib/lazy-part.tsx";
import { usePrefetchLater } from "../../lib/use-prefetch-later.ts";
import { LoadingRegion } from "../shell-parts.tsx";

// Compose is the tab shown first; the others load when chosen, or idle 3 s after the first screen
// (the hub's chunk was the largest on a member's first screen).
const loadCalendarTab = () => import("../../features/social/components/calendar-tab.tsx");
const loadAccountsTab = () => import("../../features/social/components/accounts-tab.tsx");
const loadHistoryTab = () => import("../../features/social/components/history-tab.tsx");
const loadAnalyticsTab = () => import("../../features/social/components/analytics-tab.tsx");
const CalendarTab = lazyPart("features/social/components/calendar-tab", loadCalendarTab, (m) => m.CalendarTab);
const AccountsTab = lazyPart("features/social/components/accounts-tab", loadAccountsTab, (m) => m.AccountsTab);
const HistoryTab = lazyPart("features/social/components/history-tab", loadHistoryTab, (m) => m.HistoryTab);
const AnalyticsTab = lazyPart("features/social/components/analytics-tab", loadAnalyticsTab, (m) => m.AnalyticsTab);

function prefetchTabs() {
  void loadCalendarTab();
  void loadAccountsTab();
  void loadHistoryTab();
  void loadAnalyticsTab();
}

const TAB_FALLBACK = <Skeleton className="mt-4 h-64 rounded-(--radius-card)" />;

const TABS = ["compose", "calendar", "accounts", "history", "analytics"] as const;
// On a phone the five tabs share the width as a grid, icon above label, so every tab is on screen
// without sideways scrolling; from sm up they sit in one row.
const TAB_LIST = "grid h-auto w-full grid-cols-5 overflow-visible sm:flex sm:w-fit sm:justify-start";
const TAB = "h-auto min-w-0 flex-col gap-0.5 px-1 py-1.5 text-xs sm:h-9 sm:flex-row sm:gap-1.5 sm:px-4 sm:py-0 sm:text-sm";

/** A tab chosen in the shell before the page was ready: the page opens on it. */
let chosenInShell: string | undefined;

/** The social hub at /social and /social-hub: Compose (default), Accounts, History, Analytics. */
export default function SocialHubPage() {
  const { data: status } = useSocialStatus();
  const { data: notices } = useNotices();
  const { data: prefs } = usePreferences();
  const zone = prefs?.timeZone ?? browserTimeZone();
  const search = useSearch();
  const [tab, setTab] = useState<string>(() => {
    const wanted = chosenInShell ?? readComposeQuery(search).tab;
    return TABS.find((t) => t === wanted) ?? "compose";
  });
  useConnectionEvents();
  usePrefetchLater(prefetchTabs);
  const failures = notices?.unseenFailures ?? 0;
  function open(next: string) {
    setTab(next);
    if (next === "history" && failures > 0) void markFailuresSeen();
  }
  return (
    <MemberLayout>
      <HubHeader>
        <TimeZoneControl />
      </HubHeader>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {notices && notices.needsReconnect.length > 0 ? (
          <p role="alert" className="mb-4 rounded-lg border border-danger/40 bg-white p-3 text-sm text-danger">
            An account needs reconnecting before posts can go out to it: open Accounts to reconnect.
          </p>
        ) : null}
        <Tabs value={tab} onValueChange={open}>
          <TabsList className={TAB_LIST}>
            <TabsTrigger className={TAB} value="compose">
              <PenSquare aria-hidden /> Compose
            </TabsTrigger>
            <TabsTrigger className={TAB} value="calendar">
              <CalendarDays aria-hidden /> Calendar
            </TabsTrigger>
            <TabsTrigger className={TAB} value="accounts">
              <Link2 aria-hidden /> Accounts
            </TabsTrigger>
            <TabsTrigger className={TAB} value="history">
              <History aria-hidden /> History
              {failures > 0 ? (
                <span
                  className="ml-1 rounded-full bg-danger px-1.5 text-xs text-white"
                  role="status"
                  aria-label={`${failures} failed ${failures === 1 ? "post" : "posts"}`}
                >
                  {failures}
                </span>
              ) : null}
            </TabsTrigger>
            <TabsTrigger className={TAB} value="analytics">
              <BarChart3 aria-hidden /> Analytics
            </TabsTrigger>
          </TabsList>
          {/* Kept mounted, so a draft survives a visit to Accounts to connect a network. */}
          <TabsContent value="compose" forceMount className="data-[state=inactive]:hidden">
            <ComposeTab status={status} />
          </TabsContent>
          <TabsContent value="calendar">
            <Suspense fallback={TAB_FALLBACK}>
              <CalendarTab status={status} zone={zone} />
            </Suspense>
          </TabsContent>
          <TabsContent value="accounts">
            <Suspense fallback={TAB_FALLBACK}>
              <AccountsTab status={status} />
            </Suspense>
          </TabsContent>
          <TabsContent value="history">
            <Suspense fallback={TAB_FALLBACK}>
              <HistoryTab zone={zone} />
            </Suspense>
          </TabsContent>
          <TabsContent value="analytics">
            <Suspense fallback={TAB_FALLBACK}>
              <AnalyticsTab />
            </Suspense>
          </TabsContent>
        </Tabs>
      </main>
    </MemberLayout>
  );
}

/** The first screen before the session answers (drawn into the HTML at build time): header, tab bar, Compose as a skeleton. */
export function Shell() {
  const [tab, setTab] = useState("compose");
  const choose = (next: string) => {
    chosenInShell = next;
    setTab(next);
  };
  return (
    <MemberLayout>
      <HubHeader />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Tabs value={tab} onValueChange={choose}>
          <TabsList className={TAB_LIST}>
            <TabsTrigger value="compose">
              <PenSquare aria-hidden /> Compose
            </TabsTrigger>
            <TabsTrigger value="calendar">
              <CalendarDays aria-hidden /> Calendar
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
          {/* The chosen tab's panel, so the tab bar points at a panel that exists. */}
          <TabsContent value={tab}>
            <LoadingRegion label="Loading the composer" className="mt-4">
              <Skeleton className="h-[32rem] rounded-(--radius-card)" />
            </LoadingRegion>
          </TabsContent>
        </Tabs>
      </main>
    </MemberLayout>
  );
}
