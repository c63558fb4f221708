import type { Platform, SocialStatus } from "@realty/contracts/social-constants";
import { Button } from "@realty/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@realty/ui/card";
import { Spinner } from "@realty/ui/spinner";
import { Check } from "lucide-react";
import { platformInfo } from "../lib/platforms.ts";
import { ConnectionBadge, connectionState } from "./connection-badge.tsx";

interface Props {
  platform: Platform;
  status: SocialStatus | null | undefined;
  connecting: boolean;
  onConnect: () => void;
}

/** A platform card of the onboarding: connect runs the real connect flow; state comes from the server. */
export function SetupPlatformCard({ platform, status, connecting, onConnect }: Props) {
  const { name, Icon, tile } = platformInfo(platform);
  const state = connectionState(status, platform);
  const { connected, label: value } = state;
  return (
    <Card className="gap-4" role="region" aria-label={`${name} setup`}>
      <CardHeader className="flex-row items-center gap-3">
        <span className={`flex size-10 items-center justify-center rounded-lg ${tile}`}>
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <CardTitle className="text-base">{name}</CardTitle>
          {connected && value ? <p className="truncate text-xs text-muted">{value}</p> : null}
          <ConnectionBadge status={status} platform={platform} />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {state.notice ? <p className="text-xs text-danger">{state.notice}</p> : null}
        {connecting ? (
          <Button className="w-full" disabled>
            <Spinner /> Connecting...
          </Button>
        ) : state.unavailable ? null : connected && !state.needsReconnect ? (
          <Button className="w-full" variant="secondary" disabled>
            <Check aria-hidden /> Connected
          </Button>
        ) : (
          <Button className="w-full" onClick={onConnect}>
            {state.needsReconnect ? `Reconnect ${name}` : `Connect ${name}`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
