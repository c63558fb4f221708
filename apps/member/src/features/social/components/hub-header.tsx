// The hub's header, one component for the page and for the first-screen shell drawn before the
// session answers, so the two can never name different networks.
import { Button } from "@realty/ui/button";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Logo } from "../../../components/layout/logo.tsx";
import { paths } from "../../../config/paths.ts";
import { HUB_SUBTITLE } from "../lib/hub-subtitle.ts";

/** `children`: controls beside Setup (the page adds the time zone; the shell has no session for it). */
export function HubHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
          <Logo />
          <div>
            <h1 className="text-lg font-bold text-ink">Social Media Hub</h1>
            <p className="text-sm text-muted">{HUB_SUBTITLE}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {children}
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
  );
}
