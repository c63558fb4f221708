import { Button } from "@realty/ui/button";
import { PreparingProgress } from "@realty/ui/preparing-progress";
import { Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { downloadBranded } from "../api/branded-download.ts";

export interface BrandedDownload {
  label: string;
  url: string;
}

type State =
  | { phase: "idle" }
  | { phase: "preparing"; url: string; progress: number | null }
  | { phase: "done"; label: string }
  | { phase: "error"; message: string };

/**
 * The "Download for Reels / YouTube" buttons. While the member's end card is made (a few seconds on
 * Node, longer through the Worker's render service) the strip says so with its progress, in a live
 * region a screen reader announces; a failure says what to do, and the buttons stay usable.
 */
export function BrandedDownloads({ title, downloads }: { title: string; downloads: readonly BrandedDownload[] }) {
  const [state, setState] = useState<State>({ phase: "idle" });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function start(item: BrandedDownload) {
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: "preparing", url: item.url, progress: null });
    try {
      await downloadBranded(
        item.url,
        title,
        (progress) => setState({ phase: "preparing", url: item.url, progress }),
        controller.signal,
      );
      setState({ phase: "done", label: item.label });
    } catch (err) {
      if (controller.signal.aborted) return;
      setState({ phase: "error", message: err instanceof Error ? err.message : String(err) });
    }
  }

  const busy = state.phase === "preparing";
  return (
    <div className="flex flex-col gap-2 bg-neutral-950 px-3 py-2">
      <div className="flex flex-wrap gap-2">
        {downloads.map((item) => (
          <Button
            key={item.url}
            type="button"
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-busy={busy && state.url === item.url}
            onClick={() => void start(item)}
          >
            <Download aria-hidden />
            {item.label}
          </Button>
        ))}
      </div>
      <div aria-live="polite" className="text-sm">
        {state.phase === "preparing" ? <PreparingDownload progress={state.progress} /> : null}
        {state.phase === "done" ? <p className="text-white/80">Your branded video is downloading.</p> : null}
      </div>
      {state.phase === "error" ? (
        <p role="alert" className="text-sm text-red-300">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

function PreparingDownload({ progress }: { progress: number | null }) {
  return (
    <div className="flex flex-col gap-1.5" data-testid="branded-download-preparing">
      <PreparingProgress label="Preparing your branded video..." progress={progress} />
    </div>
  );
}
