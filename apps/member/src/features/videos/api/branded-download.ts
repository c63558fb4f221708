// "Download for Reels / YouTube": the rendition with the member's end card. On Node the server makes
// the card during the request (seconds); on the Worker it answers 202 { status: "preparing",
// progress } while the render service makes it, so this asks again until the file comes.
import { saveVideoBlob } from "@realty/ui/video-file";
import { refreshStartHere } from "../../../lib/start-here.ts";

/** How often a preparing download asks again. */
export const BRANDED_POLL_MS = 2000;
/** Past this the member is told to come back rather than watch a bar that does not move. */
export const BRANDED_GIVE_UP_MS = 5 * 60_000;

export const TOO_LONG = "Your branded video is taking longer than usual. Please try again in a few minutes.";
export const DOWNLOAD_FAILED = "We couldn't download your video. Please check your connection and try again.";

interface Preparing {
  status: "preparing";
  progress: number;
}

function isPreparing(body: unknown): body is Preparing {
  return typeof body === "object" && body !== null && (body as Preparing).status === "preparing";
}

async function messageOf(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === "string" ? body.message : DOWNLOAD_FAILED;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Fetches the branded file (asking again while it is prepared, reporting its progress) and saves
 * it under the title's file name. Rejects with a message written for the member.
 */
export async function downloadBranded(
  url: string,
  title: string,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const started = Date.now();
  for (;;) {
    const res = await fetch(url, { credentials: "include", signal }).catch((err: unknown) => {
      if (signal.aborted) throw err;
      throw new Error(DOWNLOAD_FAILED);
    });
    if (res.status === 202) {
      const body: unknown = await res.json().catch(() => null);
      onProgress(isPreparing(body) ? body.progress : 0);
      if (Date.now() - started > BRANDED_GIVE_UP_MS) throw new Error(TOO_LONG);
      await wait(BRANDED_POLL_MS, signal);
      continue;
    }
    if (!res.ok) throw new Error(await messageOf(res));
    saveVideoBlob(await res.blob(), title);
    refreshStartHere();
    return;
  }
}
