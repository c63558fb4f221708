// Renders what the library is missing: queues a job per wanted render key, re-queues finished
// jobs whose files are gone, then works through the queue one job at a time. Used by
// `npm run media:build` and by the low-priority renderer `npm start` runs in the background.

import type { Layout } from "@realty/media/frames/constants";
import type { Database } from "../../db/types.ts";
import type { MediaPort } from "../../ports/media.ts";
import type { RenderPort } from "../../ports/render.ts";
import { bumpCatalogueVersion } from "../settings/catalogue-version.ts";
import { pruneOldRenders } from "./prune-renders.ts";
import type { LibraryRender } from "./render-inputs.ts";
import {
  claimNextRender,
  completeRender,
  enqueueRenders,
  failRender,
  getRenderJob,
  nextRetryAt,
  reportProgress,
  requeue,
} from "./render-jobs.ts";
import { posterKeys, renderOutputKeys } from "./render-keys.ts";
import { renderOutputs, renderPosters } from "./render-outputs.ts";

export interface BuildMediaDeps {
  db: Database;
  media: MediaPort;
  render: RenderPort;
  now: () => Date;
  log?: (line: string) => void;
  layouts?: readonly Layout[];
  /** Told which job this renderer holds (null between jobs), so a stopping process can hand it back. */
  onClaim?: (key: string | null) => void;
}

export interface BuildReport {
  rendered: string[];
  failed: string[];
  skipped: number;
}

const PROGRESS_WRITE_MS = 1000;

async function allPresent(media: MediaPort, keys: readonly string[]): Promise<boolean> {
  const found = await Promise.all(keys.map((k) => media.head(k)));
  return found.every(Boolean);
}

/**
 * Queues the wanted renders; a done job whose files are missing is queued again, except when only
 * its posters are (their drawing changed): those are drawn in a moment, the videos stay.
 */
export async function queueLibrary(deps: BuildMediaDeps, wanted: readonly LibraryRender[]): Promise<void> {
  const now = deps.now();
  await enqueueRenders(
    deps.db,
    wanted.map((w) => ({ key: w.key, slug: w.input.slug, priority: w.priority })),
    now,
  );
  for (const w of wanted) {
    const job = await getRenderJob(deps.db, w.key);
    if (job?.status !== "done" || (await allPresent(deps.media, renderOutputKeys(w.key)))) continue;
    const videosPresent = await allPresent(
      deps.media,
      renderOutputKeys(w.key).filter((k) => !posterKeys(w.key).includes(k)),
    );
    if (videosPresent) {
      await renderPosters(w.input, w.key, deps.media, deps.layouts);
      deps.log?.(`drew the posters of ${w.input.slug} again`);
    } else {
      await requeue(deps.db, w.key, now);
    }
  }
}

/** Works through due jobs for the wanted renders until none is left. */
export async function runRenderQueue(deps: BuildMediaDeps, wanted: readonly LibraryRender[]): Promise<BuildReport> {
  const byKey = new Map(wanted.map((w) => [w.key, w]));
  const report: BuildReport = { rendered: [], failed: [], skipped: 0 };
  for (;;) {
    const job = await claimNextRender(deps.db, deps.now());
    deps.onClaim?.(job?.key ?? null);
    if (!job) break;
    const target = byKey.get(job.key);
    if (!target) {
      // A job from an older source: nothing renders it any more; fail it so it leaves the queue.
      await failRender(deps.db, { ...job, attempts: Number.MAX_SAFE_INTEGER }, "Its source changed or was removed", deps.now());
      report.skipped++;
      continue;
    }
    const started = Date.now();
    let lastWrite = 0;
    try {
      const result = await renderOutputs(target.input, job.key, {
        media: deps.media,
        render: deps.render,
        layouts: deps.layouts,
        onProgress: (share) => {
          if (Date.now() - lastWrite < PROGRESS_WRITE_MS) return;
          lastWrite = Date.now();
          void reportProgress(deps.db, job.key, share * 100, deps.now()).catch(() => {});
        },
      });
      await completeRender(deps.db, job.key, result, deps.now());
      const pruned = await pruneOldRenders(deps, job.slug, job.key);
      if (pruned.length > 0) deps.log?.(`removed the files of ${job.slug}'s earlier render(s) ${pruned.join(", ")}`);
      // Lists and players pick the new files up within a second in every process.
      await bumpCatalogueVersion(deps.db, deps.now());
      report.rendered.push(job.key);
      deps.log?.(`rendered ${job.slug} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const outcome = await failRender(deps.db, job, message, deps.now());
      if (outcome === "failed") report.failed.push(job.key);
      deps.log?.(`render of ${job.slug} failed (${outcome}): ${message}`);
    }
  }
  return report;
}

/** Queues what is missing, renders it, and waits out the pauses before retries of failed renders. */
export async function buildMedia(deps: BuildMediaDeps, wanted: readonly LibraryRender[]): Promise<BuildReport> {
  await queueLibrary(deps, wanted);
  const total: BuildReport = { rendered: [], failed: [], skipped: 0 };
  for (;;) {
    const report = await runRenderQueue(deps, wanted);
    total.rendered.push(...report.rendered);
    total.failed.push(...report.failed);
    total.skipped += report.skipped;
    const retry = await nextRetryAt(
      deps.db,
      wanted.map((w) => w.key),
    );
    if (!retry) return total;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, retry.getTime() - deps.now().getTime()) + 50));
  }
}
