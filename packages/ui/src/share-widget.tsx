import { PLATFORM_NAMES } from "@realty/library/taxonomy";
import { Link2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";
import {
  COPY_TOAST_MS,
  copyText,
  NETWORK_NAMES,
  openSharePopup,
  popupFeatures,
  type ShareItem,
  type ShareNetwork,
  sharePopupBlocked,
} from "./share.ts";
import { FacebookIcon, LinkedInIcon, XIcon } from "./social-icons.tsx";
import { toast } from "./use-toast.ts";

export interface ShareWidgetProps {
  item: ShareItem;
  /**
   * Resolves the link to share when it is not known yet (a signed link the server issues). The
   * popup opens at once, inside the click, and is pointed at the network when the link arrives.
   */
  resolveUrl?: () => Promise<string | undefined>;
  /** Called after each share action, for analytics. */
  onShare?: (action: ShareNetwork | "copy") => void;
  className?: string;
  heading?: ReactNode;
  /** More ways to share, after the buttons (e.g. the member's hub for a library video). */
  extra?: ReactNode;
}

const NETWORKS: { id: ShareNetwork; icon: ReactNode; label: string }[] = [
  { id: "facebook", icon: <FacebookIcon />, label: "Facebook" },
  { id: "linkedin", icon: <LinkedInIcon />, label: "LinkedIn" },
  { id: "twitter", icon: <XIcon />, label: PLATFORM_NAMES.twitter },
];

/** Share to Facebook, LinkedIn and X, or copy the link (part 1 §4 share widget, §7, §9). */
export function ShareWidget({ item, resolveUrl, onShare, className, heading = "Share", extra }: ShareWidgetProps) {
  const [generating, setGenerating] = useState(false);

  async function share(network: ShareNetwork) {
    onShare?.(network);
    if (!resolveUrl || item.url) {
      openSharePopup(network, item);
      return;
    }
    // Open now, while the click still allows a popup; fill it in once the signed link is ready.
    const popup = window.open("about:blank", `share-${network}`, popupFeatures(network, window));
    if (!popup) {
      sharePopupBlocked(network, item);
      return;
    }
    popup.opener = null;
    if (network === "facebook") setGenerating(true);
    try {
      const url = await resolveUrl();
      openSharePopup(network, { ...item, url: url ?? item.url }, popup);
    } catch {
      popup.close();
      toast({ title: "Sharing failed", description: "Please try again.", variant: "destructive" });
    } finally {
      setGenerating(false);
    }
  }

  async function copyLink() {
    onShare?.("copy");
    const url = item.url ?? (await resolveUrl?.().catch(() => undefined));
    const how = url ? await copyText(url) : null;
    if (!how) {
      toast({ title: "Copy failed", description: "Select the link and copy it by hand.", variant: "destructive" });
      return;
    }
    toast({
      title: how === "clipboard" ? "Link Copied!" : "Content Copied (Fallback)!",
      description: "Paste the link anywhere to share it.",
      duration: COPY_TOAST_MS,
    });
  }

  return (
    <section data-slot="share-widget" aria-label={`Share ${item.title}`} className={cn("flex flex-col gap-2", className)}>
      {heading ? <h3 className="text-sm font-semibold text-ink">{heading}</h3> : null}
      <div className="flex flex-wrap gap-2">
        {NETWORKS.map(({ id, icon, label }) => (
          <Button
            key={id}
            type="button"
            variant="outline"
            size="sm"
            aria-label={`Share on ${NETWORK_NAMES[id]}`}
            disabled={id === "facebook" && generating}
            onClick={() => void share(id)}
          >
            {icon}
            {id === "facebook" && generating ? "Generating..." : label}
          </Button>
        ))}
        <Button type="button" variant="outline" size="sm" onClick={() => void copyLink()}>
          <Link2 aria-hidden />
          Copy Link
        </Button>
        {extra}
      </div>
      {generating ? (
        <p role="status" className="text-xs text-muted">
          Creating beautiful thumbnail image...
        </p>
      ) : null}
    </section>
  );
}
