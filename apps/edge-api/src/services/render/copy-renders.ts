// For a deploy to the Worker: the renders media:build finished on a Node machine (its DATA_DIR
// database) are recorded in the production database, beside the files uploaded to R2, so the
// Worker lists them as ready. Only finished jobs are copied; a newer row in the target is kept.
import { eq, inArray } from "drizzle-orm";
import { renderJobs } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { bumpCatalogueVersion } from "../settings/catalogue-version.ts";

export async function copyFinishedRenders(from: Database, to: Database, now: Date = new Date()): Promise<number> {
  const done = await from.select().from(renderJobs).where(eq(renderJobs.status, "done"));
  if (done.length === 0) return 0;
  const present = await to
    .select({ key: renderJobs.key, status: renderJobs.status })
    .from(renderJobs)
    .where(
      inArray(
        renderJobs.key,
        done.map((d) => d.key),
      ),
    );
  const finished = new Set(present.filter((p) => p.status === "done").map((p) => p.key));
  const missing = done.filter((d) => !finished.has(d.key));
  for (const row of missing) {
    const values = { status: "done", progress: 100, result: row.result, error: null, claimedAt: null, updatedAt: now };
    await to
      .insert(renderJobs)
      .values({ key: row.key, slug: row.slug, priority: row.priority, attempts: row.attempts, createdAt: now, ...values })
      .onConflictDoUpdate({ target: renderJobs.key, set: values });
  }
  if (missing.length > 0) await bumpCatalogueVersion(to, now);
  return missing.length;
}
