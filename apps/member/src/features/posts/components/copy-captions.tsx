import { Button } from "@realty/ui/button";
import { COPY_TOAST_MS, copyText } from "@realty/ui/share";
import { toast } from "@realty/ui/use-toast";
import { Copy } from "lucide-react";
import { useRef, useState } from "react";
import { serverMessage } from "../../../lib/api-client.ts";
import { captionsGeneration } from "../api/caption-voice.ts";
import { CAPTION_NETWORKS, type CaptionNetwork, getPostCaptions, type PostCaptions } from "../api/get-post-captions.ts";

/**
 * "Copy caption" per network: the member's own captions (their city, specialty and tone), fetched
 * when the pointer or focus reaches the buttons so the copy itself happens within the click.
 */
export function CopyCaptions({ postId, title }: { postId: number; title: string }) {
  const pending = useRef<Promise<PostCaptions> | null>(null);
  // Captions fetched before the member changed their caption settings are fetched again.
  const loadedFor = useRef(captionsGeneration());
  // The fair-housing note stays beside the buttons once the captions are known.
  const [fairHousingNote, setFairHousingNote] = useState<string | null>(null);
  const load = () => {
    if (loadedFor.current !== captionsGeneration()) {
      loadedFor.current = captionsGeneration();
      pending.current = null;
    }
    pending.current ??= getPostCaptions(postId).then(
      (loaded) => {
        setFairHousingNote(loaded.fairHousing.message);
        return loaded;
      },
      (error: unknown) => {
        pending.current = null;
        throw error;
      },
    );
    return pending.current;
  };

  async function copy(network: CaptionNetwork) {
    try {
      const { captions, fairHousing } = await load();
      const how = await copyText(captions[network]);
      toast(
        how
          ? {
              title: "Copied!",
              description: fairHousing.message
                ? `Caption copied to clipboard. ${fairHousing.message}`
                : "Caption copied to clipboard.",
              duration: COPY_TOAST_MS,
            }
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
      {fairHousingNote ? (
        <p role="note" className="text-xs text-amber-900">
          {fairHousingNote}
        </p>
      ) : null}
    </div>
  );
}
