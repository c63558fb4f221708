import type { Platform, SocialStatus } from "@realty/contracts/social-constants";
import { Button } from "@realty/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@realty/ui/card";
import { Skeleton } from "@realty/ui/skeleton";
import { Link2, Settings2 } from "lucide-react";
import { useState } from "react";
import { PLATFORM_LIST } from "../lib/platforms.ts";
import { startConnect } from "../lib/start-connect.ts";
import { ConnectionBadge } from "./connection-badge.tsx";
import { ManageConnectionDialog } from "./manage-connection-dialog.tsx";

const SANDBOX_NOTE = "Sandbox account: posts are recorded on this server and never leave it.";

/** One card per platform: Connected or Not Connected, connect or 'Manage Connection'. */
export function AccountsTab({ status }: { status: SocialStatus | null | undefined }) {
  const [managing, setManaging] = useState<Platform | null>(null);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {PLATFORM_LIST.map(({ id, name, Icon, tile }) => {
        const account = status?.accounts[id];
        const connected = Boolean(status?.[id]);
        return (
          <Card key={id} className="gap-4" aria-label={`${name} account`} role="region">
            <CardHeader className="flex-row items-center gap-3">
              <span className={`flex size-10 items-center justify-center rounded-lg ${tile}`}>
                <Icon className="size-5" />
              </span>
              <div className="min-w-0">
                <CardTitle className="text-base">{name}</CardTitle>
                {status === undefined ? (
                  <Skeleton className="mt-1 h-5 w-24" />
                ) : (
                  <ConnectionBadge status={status} platform={id} />
                )}
              </div>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              {connected && account?.label ? <p className="truncate text-sm text-ink">{account.label}</p> : null}
              {account?.mode === "sandbox" ? <p className="text-xs text-muted">{SANDBOX_NOTE}</p> : null}
              {account?.notice ? (
                <p role={account.needsReconnect ? "alert" : undefined} className="text-xs text-danger">
                  {account.notice}
                </p>
              ) : null}
              {account?.needsReconnect ? (
                <Button onClick={() => startConnect(id)}>
                  <Link2 aria-hidden />
                  Reconnect {name}
                </Button>
              ) : null}
              {connected ? (
                <Button variant="outline" onClick={() => setManaging(id)}>
                  <Settings2 aria-hidden />
                  Manage Connection
                </Button>
              ) : (
                <Button onClick={() => startConnect(id)} disabled={status === undefined || account?.mode === "unavailable"}>
                  <Link2 aria-hidden />
                  Connect {name}
                </Button>
              )}
            </CardContent>
          </Card>
        );
      })}
      <ManageConnectionDialog platform={managing} status={status} onClose={() => setManaging(null)} />
    </div>
  );
}
