import { type ConnectionMode, HUB_TOASTS, type Platform } from "@realty/contracts/social-constants";
import { Button } from "@realty/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@realty/ui/dialog";
import { Input } from "@realty/ui/input";
import { Label } from "@realty/ui/label";
import { toast } from "@realty/ui/use-toast";
import { type FormEvent, useState } from "react";
import { platformInfo } from "../lib/platforms.ts";
import { startConnect } from "../lib/start-connect.ts";

interface Props {
  platform: Platform | null;
  /** How the server can connect this network for posting (offered beside the local entry). */
  mode: ConnectionMode | undefined;
  onConfirm: (platform: Platform, value: string) => void;
  onClose: () => void;
}

/** The onboarding connect dialog: the account URL or handle, kept in this browser (part 2 §4). */
export function SetupConnectDialog({ platform, mode, onConfirm, onClose }: Props) {
  const [value, setValue] = useState("");
  const info = platform ? platformInfo(platform) : null;

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (!platform) return;
    if (!value.trim()) return void toast({ ...HUB_TOASTS.connectMissing, variant: "destructive" });
    onConfirm(platform, value);
    setValue("");
  }

  return (
    <Dialog
      open={platform !== null}
      onOpenChange={(open) => {
        if (!open) {
          setValue("");
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connect {info?.name}</DialogTitle>
          <DialogDescription>Tell us which {info?.name} account you share to.</DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-4" onSubmit={confirm} noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor="setup-account">{info?.accountHint}</Label>
            <Input id="setup-account" value={value} placeholder={info?.placeholder} onChange={(e) => setValue(e.target.value)} />
          </div>
          {platform && mode && mode !== "unavailable" ? (
            <div className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
              <p>
                {mode === "live"
                  ? `To post from the Social Hub, also sign in with ${info?.name}.`
                  : `To try posting from the Social Hub, connect the sandbox ${info?.name} account (posts stay on this server).`}
              </p>
              <Button type="button" variant="link" className="h-auto px-0" onClick={() => startConnect(platform)}>
                {mode === "live" ? `Sign in with ${info?.name}` : "Connect sandbox account"}
              </Button>
            </div>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Connect</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
