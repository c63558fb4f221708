// Helpers of the video player that need no React: time display, file name, download.

/** m:ss with two-digit seconds (part 1 §2.15); 0:00 for anything not a finite time. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "0:00";
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** Part 1 §5: the title lowercased, every non-alphanumeric replaced by an underscore, then .mp4. */
export function videoFileName(title: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, "_")}.mp4`;
}

/** "33MB" from a byte count, the size label the player shows as its quality (part 1 §2.15). */
export function sizeLabel(bytes: number | null | undefined): string | undefined {
  if (!bytes || bytes <= 0) return undefined;
  const mb = bytes / 1_000_000;
  return mb >= 10 ? `${Math.round(mb)}MB` : `${Math.max(0.1, Math.round(mb * 10) / 10)}MB`;
}

/**
 * Saves the video under its file name: fetched as a blob, then a temporary link. If that fails
 * the URL opens in a new tab instead (part 1 §7); a missing URL is only logged (part 1 §8).
 */
export async function downloadVideo(url: string | undefined, title: string): Promise<"saved" | "opened" | "missing"> {
  if (!url) {
    console.warn("Video download skipped: no URL");
    return "missing";
  }
  try {
    const res = await fetch(url, { credentials: "include" });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    saveVideoBlob(await res.blob(), title);
    return "saved";
  } catch (err) {
    console.warn("Video download failed, opening it in a new tab instead", err);
    const opened = window.open(url, "_blank");
    if (opened) opened.opener = null;
    return "opened";
  }
}

/** Saves a fetched file under the title's download name, as a click on a download link would. */
export function saveVideoBlob(blob: Blob, title: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = videoFileName(title);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
