import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "./button.tsx";
import { downloadVideo } from "./video-file.ts";

/** A file the member can take away, e.g. "Download for Reels" (the 9:16 file with their end card). */
export interface VideoDownload {
  label: string;
  url: string;
}

/** The strip shown while a video's own render is being made: never an error, with its progress. */
export function PreparingNotice({ progress }: { progress: number }) {
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <div className="flex flex-col gap-1.5 bg-neutral-900 px-4 py-3 text-sm" role="status" data-testid="video-preparing">
      <div className="flex items-center justify-between gap-3">
        <span className="font-semibold">Preparing this video...</span>
        <span className="tabular-nums text-white/80">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Preparing this video"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-white/20"
      >
        <div className="h-full rounded-full bg-accent-500 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-white/70">Until it is ready, the plan's title card plays below.</p>
    </div>
  );
}

/** One button per download; each fetches the file and saves it under the title's file name. */
export function VideoDownloads({ title, downloads }: { title: string; downloads: readonly VideoDownload[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  async function save(item: VideoDownload) {
    setBusy(item.url);
    await downloadVideo(item.url, title);
    setBusy(null);
  }
  return (
    <div className="flex flex-wrap gap-2 bg-neutral-950 px-3 py-2">
      {downloads.map((item) => (
        <Button
          key={item.url}
          type="button"
          size="sm"
          variant="secondary"
          disabled={busy !== null}
          aria-busy={busy === item.url}
          onClick={() => void save(item)}
        >
          <Download aria-hidden />
          {busy === item.url ? "Preparing download..." : item.label}
        </Button>
      ))}
    </div>
  );
}
