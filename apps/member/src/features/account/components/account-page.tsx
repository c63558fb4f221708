import { Button } from "@realty/ui/button";
import { Card, CardContent } from "@realty/ui/card";
import { Skeleton } from "@realty/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@realty/ui/tabs";
import { CreditCard, History, LogIn, Palette, ShieldCheck, UserRound } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { Link } from "wouter";
import { MemberLayout } from "../../../components/layout/member-layout.tsx";
import { paths } from "../../../config/paths.ts";
import { useAccessLevel } from "../../../lib/access-level.ts";
import { useUser } from "../../../lib/auth.ts";
import { lazyPart } from "../../../lib/lazy-part.tsx";
import { usePrefetchLater } from "../../../lib/use-prefetch-later.ts";
import { useHashTab } from "../hooks/use-hash-tab.ts";
import { AccountHeader, BackToDashboard } from "./account-header.tsx";
import { SubscriptionTab } from "./subscription-tab.tsx";

// Current Plan is the tab shown by default; the others load when chosen or when the browser is
// idle: their forms bring zod and the contract schemas (38 KB gzip).
const loadProfileTab = () => import("./profile-tab.tsx");
const loadSecurityTab = () => import("./security-tab.tsx");
const loadHistoryTab = () => import("./history-tab.tsx");
const ProfileTab = lazyPart("features/account/components/profile-tab", loadProfileTab, (m) => m.ProfileTab);
const SecurityTab = lazyPart("features/account/components/security-tab", loadSecurityTab, (m) => m.SecurityTab);
const HistoryTab = lazyPart("features/account/components/history-tab", loadHistoryTab, (m) => m.HistoryTab);

function prefetchTabs() {
  void loadProfileTab();
  void loadSecurityTab();
  void loadHistoryTab();
}

const TAB_FALLBACK = <Skeleton className="mt-4 h-64 rounded-(--radius-card)" />;

/** /account (part 2 §2): tabs chosen by the URL hash; subscription by default. */
export function AccountPage({ brandTab }: { brandTab?: ReactNode } = {}) {
  const { data: user } = useUser();
  const { accessLevel } = useAccessLevel(Boolean(user));
  const [tab, selectTab] = useHashTab();
  usePrefetchLater(prefetchTabs);

  return (
    <MemberLayout>
      <AccountHeader />
      <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <BackToDashboard />
        {!user ? (
          <Card className="mt-6">
            <CardContent className="grid gap-4">
              <p className="font-semibold text-ink">Please log in to access your account.</p>
              <Button asChild className="w-fit">
                <Link href={paths.login.getHref({ redirect: paths.account.path })}>
                  <LogIn aria-hidden />
                  Log In
                </Link>
              </Button>
            </CardContent>
          </Card>
        ) : (
          <>
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">Account Settings</h1>
            <p className="text-sm text-muted">
              {user.firstName} {user.lastName} • {user.email}
            </p>
            <Tabs value={tab} onValueChange={selectTab} className="mt-6">
              <TabsList aria-label="Account sections">
                <TabsTrigger value="profile">
                  <UserRound aria-hidden />
                  Profile
                </TabsTrigger>
                <TabsTrigger value="subscription">
                  <CreditCard aria-hidden />
                  Current Plan
                </TabsTrigger>
                <TabsTrigger value="security">
                  <ShieldCheck aria-hidden />
                  Security
                </TabsTrigger>
                <TabsTrigger value="history">
                  <History aria-hidden />
                  History
                </TabsTrigger>
                <TabsTrigger value="brand">
                  <Palette aria-hidden />
                  Brand
                </TabsTrigger>
              </TabsList>
              <TabsContent value="profile">
                <Suspense fallback={TAB_FALLBACK}>
                  <ProfileTab user={user} />
                </Suspense>
              </TabsContent>
              <TabsContent value="subscription">
                <SubscriptionTab level={accessLevel} />
              </TabsContent>
              <TabsContent value="security">
                <Suspense fallback={TAB_FALLBACK}>
                  <SecurityTab />
                </Suspense>
              </TabsContent>
              <TabsContent value="history">
                <Suspense fallback={TAB_FALLBACK}>
                  <HistoryTab />
                </Suspense>
              </TabsContent>
              {/* The brand feature's tab, composed by the route (features do not import each other). */}
              <TabsContent value="brand">
                <Suspense fallback={TAB_FALLBACK}>{brandTab}</Suspense>
              </TabsContent>
            </Tabs>
          </>
        )}
      </main>
    </MemberLayout>
  );
}
