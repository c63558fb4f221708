import { Badge } from "@realty/ui/badge";
import { Button } from "@realty/ui/button";
import { LogOut, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Logo } from "../../../../components/layout/logo.tsx";
import { paths } from "../../../../config/paths.ts";
import { hardNavigate } from "../../../../lib/navigate.ts";
import { logout } from "../api/logout.ts";
import { failureToast } from "../lib/errors.ts";

/** Admin logout (part 2 §4): end the session, drop every cached answer, go to the home page. */
async function adminLogout(): Promise<void> {
  try {
    await logout();
  } catch (error) {
    failureToast("Logout failed", error);
    // The server's GET /api/logout ends the session without script (part 1 §4).
    setTimeout(() => hardNavigate(paths.logoutFallback.path), 1500);
    return;
  }
  hardNavigate(paths.home.path);
}

/** Logo, 'Admin Dashboard', the 'Admin Access' badge and Logout (part 2 §2). */
export function AdminHeader() {
  const [leaving, setLeaving] = useState(false);
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <div className="flex flex-wrap items-center gap-4">
          <Logo />
          <h1 className="text-xl font-bold text-ink">Admin Dashboard</h1>
          <Badge variant="secondary">
            <ShieldCheck aria-hidden />
            Admin Access
          </Badge>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void adminLogout().finally(() => setLeaving(false));
          }}
        >
          <LogOut aria-hidden />
          Logout
        </Button>
      </div>
    </header>
  );
}
