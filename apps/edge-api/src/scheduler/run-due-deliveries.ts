// Publishes due hub posts. Called by the Node interval and the Worker's Cron Trigger; runs may
// overlap (a slow run and the next tick, two Worker invocations) and the process may die mid-run:
// - claiming is one UPDATE … WHERE id IN (due rows) RETURNING, so two runs never take the same row;
// - a claim that never reached 'sending' (crash before the network call) is retaken after
//   CLAIM_STALE_MS: nothing was sent, so sending it now cannot duplicate it;
// - a row left in 'sending' (crash during the network call) is marked failed, never resent: the
//   network may already have published it, and a post must never appear twice (at most once).
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { hubPostDeliveries } from "../db/schema.ts";
import { jobLog } from "../lib/log.ts";
import type { AppDeps } from "../ports/app-deps.ts";
import { sendDueNotices } from "../services/mail/notice-outbox.ts";
import type { DbDeps } from "../services/service-deps.ts";
import { type Delivery, refreshPostStatus, sendClaimedDelivery } from "../services/social/deliveries.ts";
import { purgeExpiredStates } from "../services/social/oauth.ts";
import type { DeliveryDeps } from "../services/social/social-deps.ts";
import { refreshEngagement } from "./refresh-engagement.ts";

export const CLAIM_STALE_MS = 5 * 60_000;
/** Far longer than a send can take (every network call times out after 20 s). */
export const SENDING_STALE_MS = 15 * 60_000;
const BATCH = 20;
const MAX_BATCHES = 10;
const INTERRUPTED =
  "Sending was interrupted before the network answered. It was not sent again so it cannot appear twice: check the account and post again if it is missing.";

export interface RunReport {
  claimed: number;
  posted: number;
  retrying: number;
  failed: number;
  interrupted: number;
}

/** Takes up to `limit` due deliveries for this run; the claim time is the run's token. */
export async function claimDueDeliveries(deps: Pick<AppDeps, "db">, now: Date, limit = BATCH): Promise<Delivery[]> {
  const d = hubPostDeliveries;
  const due = or(
    and(eq(d.status, "pending"), or(isNull(d.nextAttemptAt), lte(d.nextAttemptAt, now))),
    and(eq(d.status, "claimed"), lt(d.claimedAt, new Date(now.getTime() - CLAIM_STALE_MS))),
  );
  const ids = deps.db.select({ id: d.id }).from(d).where(due).orderBy(d.nextAttemptAt, d.id).limit(limit);
  return deps.db
    .update(d)
    .set({ status: "claimed", claimedAt: now, attempts: sql`${d.attempts} + 1` })
    .where(and(inArray(d.id, ids), due))
    .returning();
}

/** Rows stuck in 'sending' past SENDING_STALE_MS: failed, with the reason, never resent. */
async function failInterrupted(deps: DbDeps, now: Date): Promise<number> {
  const d = hubPostDeliveries;
  const rows = await deps.db
    .update(d)
    .set({ status: "failed", lastError: INTERRUPTED, nextAttemptAt: null })
    .where(and(eq(d.status, "sending"), lt(d.claimedAt, new Date(now.getTime() - SENDING_STALE_MS))))
    .returning({ hubPostId: d.hubPostId });
  for (const postId of new Set(rows.map((r) => r.hubPostId))) await refreshPostStatus(deps, postId);
  return rows.length;
}

/** What a run uses. No request started it, so it logs under a run id of its own. */
export type SchedulerDeps = Omit<DeliveryDeps, "log"> & Pick<AppDeps, "payments">;

export async function runDueDeliveries(ports: SchedulerDeps, now: Date = ports.now()): Promise<RunReport> {
  const deps: DeliveryDeps & Pick<AppDeps, "payments"> = { ...ports, log: jobLog("scheduler") };
  const report: RunReport = { claimed: 0, posted: 0, retrying: 0, failed: 0, interrupted: await failInterrupted(deps, now) };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await claimDueDeliveries(deps, now);
    report.claimed += claimed.length;
    // Each platform independently: one network's failure or slowness does not hold the others.
    const outcomes = await Promise.all(claimed.map((row) => sendClaimedDelivery(deps, row, now)));
    for (const outcome of outcomes) {
      if (outcome.status === "posted") report.posted++;
      else if (outcome.status === "retrying") report.retrying++;
      else if (outcome.status === "failed") report.failed++;
    }
    if (claimed.length < BATCH) break;
  }
  // Receipts, refund notices and refunds of refused orders a crash or an outage left in the outbox.
  await sendDueNotices({ ...deps, origin: new URL(deps.config.publicUrl).origin });
  await refreshEngagement(deps, now);
  await purgeExpiredStates(deps, now);
  return report;
}
