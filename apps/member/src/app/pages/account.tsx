import { Button } from "@realty/ui/button";
import { Skeleton } from "@realty/ui/skeleton";
import { ArrowLeft } from "lucide-react";
import { lazy } from "react";
import { Link } from "wouter";
import { Logo } from "../../components/layout/logo.tsx";
import { MemberLayout } from "../../components/layout/member-layout.tsx";
import { paths } from "../../config/paths.ts";
import { AccountPage } from "../../features/account/components/account-page.tsx";
import { LoadingRegion } from "../shell-parts.tsx";

// The Brand tab loads when chosen; the account page holds it under its Suspense.
const BrandTab = lazy(() => import("../../features/brand/components/brand-tab.tsx").then((m) => ({ default: m.BrandTab })));

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
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between px-4 py-4 sm:px-6">
          <Logo />
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link href={paths.dashboard.path}>
            <ArrowLeft aria-hidden />
            Back to Dashboard
          </Link>
        </Button>
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
