// Draws a rendition on a thread of its own. Each frame's pixels are a fresh 8 MB buffer, and V8
// answers that much new memory with a full garbage collection every few frames: in a process that
// holds a whole server's heap, those collections cost as much as the drawing itself. A thread has
// a heap of its own, nearly empty, so they cost next to nothing there, and the server's event loop
// stays free while the frames are drawn.
import { Worker } from "node:worker_threads";
import type { Layout } from "../frames/constants.ts";
import type { RenderInput } from "../frames/scene.ts";
import type { BodyBrand } from "../render-port.ts";

/** What the thread is given: the photo as bytes, decoded there (an Image cannot cross threads). */
export interface ThreadRendition {
  input: Omit<RenderInput, "brand">;
  brand: BodyBrand | null;
  photo: Uint8Array | null;
  layout: Layout;
  outFile: string;
  /** Renders only the first frames (tests that need the real size but not the whole video). */
  frameLimit?: number;
}

/** The input without a brand: what crosses to the thread as plain data (a brand's photo cannot). */
export function unbranded({ slug, title, source, place, burnCaptions }: RenderInput): Omit<RenderInput, "brand"> {
  return { slug, title, source, place, burnCaptions };
}

/** What the thread says: how far it is, then what it made. */
export type ThreadMessage = { progress: number } | { done: { frames: number; seconds: number } };

export function renderInThread(
  job: ThreadRendition,
  onProgress?: (share: number) => void,
): Promise<{ frames: number; seconds: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./rendition-thread.ts", import.meta.url), { workerData: job });
    let result: { frames: number; seconds: number } | null = null;
    worker.on("message", (message: ThreadMessage) => {
      if ("progress" in message) onProgress?.(message.progress);
      else result = message.done;
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (result) resolve(result);
      else reject(new Error(`The drawing thread stopped (exit code ${code}) before the rendition was made`));
    });
  });
}
