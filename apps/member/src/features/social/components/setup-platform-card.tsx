import type { Platform } from "@realty/contracts/social-constants";
import { Button } from "@realty/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@realty/ui/card";
import { Spinner } from "@realty/ui/spinner";
import { Check } from "lucide-react";
import { platformInfo } from "../lib/platforms.ts";

interface Props {
  platform: Platform;
  value: string | null;
  connected: boolean;
  connecting: boolean;
  onConnect: () => void;
}

/** A platform card of the onboarding: connect opens the dialog; a connected card is disabled. */
export function SetupPlatformCard({ platform, value, connected, connecting, onConnect }: Props) {
  const { name, Icon, tile } = platformInfo(platform);
  return (
    <Card className="gap-4" role="region" aria-label={`${name} setup`}>
      <CardHeader className="flex-row items-center gap-3">
        <span className={`flex size-10 items-center justify-center rounded-lg ${tile}`}>
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <CardTitle className="text-base">{name}</CardTitle>
          <p className="truncate text-xs text-muted">{connected && value ? value : connected ? "Connected" : "Not connected"}</p>
        </div>
      </CardHeader>
      <CardContent>
        {connecting ? (
          <Button className="w-full" disabled>
            <Spinner /> Connecting...
          </Button>
        ) : connected ? (
          <Button className="w-full" variant="secondary" disabled>
            <Check aria-hidden /> Connected
          </Button>
        ) : (
          <Button className="w-full" onClick={onConnect}>
            Connect {name}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
