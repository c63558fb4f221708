import { Button } from "@realty/ui/button";
import { COPY_TOAST_MS, copyText } from "@realty/ui/share";
import { toast } from "@realty/ui/use-toast";
import { Copy } from "lucide-react";
import { useRef } from "react";
import { serverMessage } from "../../../lib/api-client.ts";
import { CAPTION_NETWORKS, type CaptionNetwork, getPostCaptions, type PostCaptions } from "../api/get-post-captions.ts";

/**
 * "Copy caption" per network: the member's own captions (their city, specialty and tone), fetched
 * when the pointer or focus reaches the buttons so the copy itself happens within the click.
 */
export function CopyCaptions({ postId, title }: { postId: number; title: string }) {
  const pending = useRef<Promise<PostCaptions> | null>(null);
  const load = () => {
    pending.current ??= getPostCaptions(postId).catch((error: unknown) => {
      pending.current = null;
      throw error;
    });
    return pending.current;
  };

  async function copy(network: CaptionNetwork) {
    try {
      const { captions } = await load();
      const how = await copyText(captions[network]);
      toast(
        how
          ? { title: "Copied!", description: "Caption copied to clipboard.", duration: COPY_TOAST_MS }
          : { title: "Copy failed", description: "Select the caption and copy it by hand.", variant: "destructive" },
      );
    } catch (error) {
      toast({ title: "Error", description: serverMessage(error) ?? "Loading the caption failed.", variant: "destructive" });
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: prefetching on hover or focus is not an interaction of its own
    <div
      className="flex flex-col gap-1.5"
      onPointerEnter={() => void load().catch(() => {})}
      onFocus={() => void load().catch(() => {})}
    >
      <p className="text-xs font-semibold text-ink">Copy caption</p>
      <div className="flex flex-wrap gap-1.5">
        {CAPTION_NETWORKS.map((n) => (
          <Button
            key={n.key}
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Copy ${n.label} caption of ${title}`}
            onClick={() => void copy(n.key)}
          >
            <Copy aria-hidden />
            {n.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
