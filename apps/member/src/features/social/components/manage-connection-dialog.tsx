import type { Platform, SocialStatus } from "@realty/contracts/social-constants";
import { Button } from "@realty/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@realty/ui/dialog";
import { toast } from "@realty/ui/use-toast";
import { useState } from "react";
import { serverMessage } from "../../../lib/api-client.ts";
import { disconnectPlatform } from "../api/social-api.ts";
import { platformInfo } from "../lib/platforms.ts";
import { startConnect } from "../lib/start-connect.ts";

interface Props {
  platform: Platform | null;
  status: SocialStatus | null | undefined;
  onClose: () => void;
}

/** Reconnect (a fresh OAuth flow) or disconnect (asks for confirmation first). */
export function ManageConnectionDialog({ platform, status, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const info = platform ? platformInfo(platform) : null;
  const label = platform ? status?.accounts[platform].label : null;

  async function disconnect() {
    if (!platform || !info) return;
    if (!window.confirm(`Disconnect ${info.name}? Scheduled posts to ${info.name} will not be published.`)) return;
    setBusy(true);
    try {
      await disconnectPlatform(platform);
      toast({ title: "Account Disconnected", description: `Your ${info.name} account is no longer connected.` });
      onClose();
    } catch (error) {
      toast({ title: "Disconnect Failed", description: serverMessage(error) ?? "Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={platform !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Manage {info?.name} Connection</DialogTitle>
          <DialogDescription>{label ? `Connected as ${label}.` : "Connected."}</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted">
          Reconnect if {info?.name} asks you to sign in again. Disconnecting removes the stored access from this account.
        </p>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => platform && startConnect(platform)}>
            Reconnect
          </Button>
          <Button variant="destructive" disabled={busy} onClick={disconnect}>
            Disconnect
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
