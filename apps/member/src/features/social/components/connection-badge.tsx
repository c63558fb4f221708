import type { Platform, SocialStatus } from "@realty/contracts/social-constants";
import { Badge } from "@realty/ui/badge";

/** The same connection truth everywhere (hub, setup, composer): read from the server's status. */
export function connectionState(status: SocialStatus | null | undefined, platform: Platform) {
  const account = status?.accounts[platform];
  return {
    connected: Boolean(status?.[platform]),
    sandbox: account?.mode === "sandbox",
    needsReconnect: Boolean(account?.needsReconnect),
    unavailable: account?.mode === "unavailable",
    notice: account?.notice ?? null,
    label: account?.label ?? null,
  };
}

export function ConnectionBadge({ status, platform }: { status: SocialStatus | null | undefined; platform: Platform }) {
  const s = connectionState(status, platform);
  return (
    <span className="flex flex-wrap items-center gap-1">
      {s.needsReconnect ? (
        <Badge variant="destructive">Needs reconnect</Badge>
      ) : (
        <Badge variant={s.connected ? "success" : "outline"}>{s.connected ? "Connected" : "Not Connected"}</Badge>
      )}
      {s.sandbox ? <Badge variant="outline">Sandbox</Badge> : null}
    </span>
  );
}
