import { Skeleton } from "@realty/ui/skeleton";
import { MemberLayout } from "../../components/layout/member-layout.tsx";
import { AccountHeader, BackToDashboard } from "../../features/account/components/account-header.tsx";
import { AccountPage } from "../../features/account/components/account-page.tsx";
import { lazyPart } from "../../lib/lazy-part.tsx";
import { LoadingRegion } from "../shell-parts.tsx";

// The Brand tab loads when chosen; the account page holds it under its Suspense.
const BrandTab = lazyPart(
  "features/brand/components/brand-tab",
  () => import("../../features/brand/components/brand-tab.tsx"),
  (m) => m.BrandTab,
);

export default function Account() {
  return <AccountPage brandTab={<BrandTab />} />;
}

/**
 * The first screen before the session answers (drawn into the HTML at build time): the header, the
 * way back and the settings as a skeleton; the page decides between them and "Please log in".
 */
export function Shell() {
  return (
    <MemberLayout>
      <AccountHeader />
      <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <BackToDashboard />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">Account Settings</h1>
        <LoadingRegion label="Loading your account" className="mt-2 flex flex-col gap-6">
          <Skeleton className="h-5 w-64 max-w-full" />
          <Skeleton className="h-10 w-full max-w-lg" />
          <Skeleton className="h-64 rounded-(--radius-card)" />
        </LoadingRegion>
      </main>
    </MemberLayout>
  );
}
