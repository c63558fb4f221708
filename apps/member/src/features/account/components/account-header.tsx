import { Button } from "@realty/ui/button";
import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { Logo } from "../../../components/layout/logo.tsx";
import { paths } from "../../../config/paths.ts";

/** The account page's header; also drawn in its first screen at build time, so both stay one. */
export function AccountHeader() {
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-4xl items-center justify-between px-4 py-4 sm:px-6">
        <Logo />
      </div>
    </header>
  );
}

export function BackToDashboard() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link href={paths.dashboard.path}>
        <ArrowLeft aria-hidden />
        Back to Dashboard
      </Link>
    </Button>
  );
}
