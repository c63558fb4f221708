import type { VoiceKind } from "@realty/contracts/voice-over";
import { Button } from "@realty/ui/button";
import { PreparingProgress } from "@realty/ui/preparing-progress";
import { Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { downloadBranded } from "../api/branded-download.ts";
import { withVoiceChoice } from "../api/voice-over.ts";

export interface BrandedDownload {
  label: string;
  url: string;
  /** The full video or its 20-35 s short cut. */
  cut: "full" | "short";
  seconds: number | null;
}

const CUT_NAMES = { full: "Full video", short: "Short cut" } as const;

/** The cuts the downloads cover, the full video first. */
export function downloadCuts(downloads: readonly BrandedDownload[]): ("full" | "short")[] {
  return (["full", "short"] as const).filter((cut) => downloads.some((d) => d.cut === cut));
}

/** "Short cut · 28 s": the cut's name and, once rendered, its length (the same in every shape). */
function cutLabel(cut: "full" | "short", downloads: readonly BrandedDownload[]): string {
  const seconds = downloads.find((d) => d.cut === cut)?.seconds;
  return seconds ? `${CUT_NAMES[cut]} · ${Math.round(seconds)} s` : CUT_NAMES[cut];
}

type State =
  | { phase: "idle" }
  | { phase: "preparing"; url: string; progress: number | null }
  | { phase: "done"; label: string }
  | { phase: "error"; message: string };

/** The download's URL with the member's music choice: without music, the file has no sound at all. */
export function withMusicChoice(url: string, music: boolean): string {
  return music ? url : `${url}${url.includes("?") ? "&" : "?"}music=off`;
}

/** The download's URL asking for the captions burned into the pictures. */
export function withCaptionsChoice(url: string, captions: boolean): string {
  return captions ? `${url}${url.includes("?") ? "&" : "?"}captions=on` : url;
}

/**
 * For the chosen cut, one button per shape (Reels 9:16, YouTube 16:9, feeds 4:5), with the music bed
 * on or off ("no music" suits a member who adds a trending sound in the app) and captions burned in
 * or not. While the member's end card is made (a few seconds on
 * Node, longer through the Worker's render service) the strip says so with its progress, in a live
 * region a screen reader announces; a failure says what to do, and the buttons stay usable.
 */
export function BrandedDownloads({
  title,
  downloads,
  voice = null,
  cut,
}: {
  title: string;
  downloads: readonly BrandedDownload[];
  /** The voice-over the file carries, if any (voiced-downloads.tsx). */
  voice?: VoiceKind | null;
  /** The chosen cut (CutChoice, above the voice-over that follows it). */
  cut: "full" | "short";
}) {
  const [state, setState] = useState<State>({ phase: "idle" });
  const [music, setMusic] = useState(true);
  const [captions, setCaptions] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function start(item: BrandedDownload) {
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: "preparing", url: item.url, progress: null });
    try {
      await downloadBranded(
        withCaptionsChoice(withMusicChoice(withVoiceChoice(item.url, voice), music), captions),
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
      <div className="flex flex-wrap items-center gap-2">
        {downloads
          .filter((item) => item.cut === cut)
          .map((item) => (
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
        <label className="ml-auto flex items-center gap-2 text-sm text-white/90">
          <input
            type="checkbox"
            className="size-4 accent-white"
            checked={music}
            disabled={busy}
            onChange={(e) => setMusic(e.currentTarget.checked)}
          />
          Music
        </label>
        <label className="flex items-center gap-2 text-sm text-white/90">
          <input
            type="checkbox"
            className="size-4 accent-white"
            checked={captions}
            disabled={busy}
            onChange={(e) => setCaptions(e.currentTarget.checked)}
          />
          Burn in captions
        </label>
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

/** Full video or short cut, each with its length once rendered: the voice-over and the buttons below follow it. */
export function CutChoice({
  downloads,
  cut,
  onCutChange,
}: {
  downloads: readonly BrandedDownload[];
  cut: "full" | "short";
  onCutChange: (cut: "full" | "short") => void;
}) {
  const cuts = downloadCuts(downloads);
  if (cuts.length < 2) return null;
  return (
    <fieldset className="flex flex-wrap items-center gap-3 border-b border-white/10 bg-neutral-950 px-3 py-2 text-sm text-white/90">
      <legend className="sr-only">Which cut to download</legend>
      {cuts.map((option) => (
        <label key={option} className="flex items-center gap-1.5">
          <input
            type="radio"
            name="download-cut"
            className="size-4 accent-white"
            value={option}
            checked={cut === option}
            onChange={() => onCutChange(option)}
          />
          {cutLabel(option, downloads)}
        </label>
      ))}
    </fieldset>
  );
}
