// Publishes due hub posts. Called by the Node interval and the Worker's Cron Trigger; runs may
// overlap (a slow run and the next tick, two Worker invocations) and the process may die mid-run:
// - claiming is one UPDATE … WHERE id IN (due rows) RETURNING, so two runs never take the same row;
// - a claim that never reached 'sending' (crash before the network call) is retaken after
//   CLAIM_STALE_MS: nothing was sent, so sending it now cannot duplicate it;
// - a row left in 'sending' (crash during the network call) is marked failed, never resent: the
//   network may already have published it, and a post must never appear twice (at most once). The
//   member is told, as for any other failure.
// A run drains the queue in rounds: Node until nothing is due; a Worker invocation while its D1
// query budget has room (the `allowance`), the next cron minute taking the rest, or by handing the
// claimed rows to a Cloudflare Queue (worker-scheduler.ts).
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { hubPostDeliveries } from "../db/schema.ts";
import { jobLog } from "../lib/log.ts";
import type { AppDeps } from "../ports/app-deps.ts";
import { sendDueNotices } from "../services/mail/notice-outbox.ts";
import { type Delivery, refreshPostStatus, sendClaimedDelivery } from "../services/social/deliveries.ts";
import { notifyDeliveryFailure } from "../services/social/notices.ts";
import { purgeExpiredStates } from "../services/social/oauth.ts";
import type { DeliveryDeps } from "../services/social/social-deps.ts";
import { refreshEngagement } from "./refresh-engagement.ts";

export const CLAIM_STALE_MS = 5 * 60_000;
/** Far longer than a send can take (every network call times out after 20 s). */
export const SENDING_STALE_MS = 15 * 60_000;
export const BATCH = 20;
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

/** Interrupted rows handled per run, so a crash that left many cannot blow one invocation's query budget. */
const INTERRUPTED_PER_RUN = 20;

/** Rows stuck in 'sending' past SENDING_STALE_MS: failed, with the reason, never resent; the member is told. */
async function failInterrupted(deps: DeliveryDeps, now: Date): Promise<number> {
  const d = hubPostDeliveries;
  const stuck = and(eq(d.status, "sending"), lt(d.claimedAt, new Date(now.getTime() - SENDING_STALE_MS)));
  const ids = deps.db.select({ id: d.id }).from(d).where(stuck).orderBy(d.id).limit(INTERRUPTED_PER_RUN);
  const rows = await deps.db
    .update(d)
    .set({ status: "failed", lastError: INTERRUPTED, nextAttemptAt: null })
    .where(and(inArray(d.id, ids), stuck))
    .returning({ id: d.id, hubPostId: d.hubPostId });
  for (const postId of new Set(rows.map((r) => r.hubPostId))) await refreshPostStatus(deps, postId);
  for (const row of rows) {
    await notifyDeliveryFailure(deps, row.id).catch((err: unknown) =>
      deps.log.error(`[social] failure notice for interrupted delivery ${row.id} not sent`, err),
    );
  }
  return rows.length;
}

/** What a run uses. No request started it, so it logs under a run id of its own. */
export type SchedulerDeps = Omit<DeliveryDeps, "log"> & Pick<AppDeps, "payments">;

/**
 * How many of `wanted` more deliveries the run may take now. Node has no per-run limit; a Worker
 * invocation answers from its D1 query budget.
 */
export type DeliveryAllowance = (wanted: number) => number;
const UNLIMITED: DeliveryAllowance = (wanted) => wanted;

/** A round's claim time: never before the run's `now`, and fresh for each round so a long run's later claims are not born stale. */
function claimTime(deps: Pick<AppDeps, "now">, now: Date): Date {
  return new Date(Math.max(now.getTime(), deps.now().getTime()));
}

/** Sends what one round claimed, each platform independently, and counts the outcomes. */
export async function sendClaimed(deps: DeliveryDeps, claimed: Delivery[], claimedAt: Date, report: RunReport): Promise<void> {
  // One network's failure or slowness does not hold the others.
  const outcomes = await Promise.all(claimed.map((row) => sendClaimedDelivery(deps, row, claimedAt)));
  for (const outcome of outcomes) {
    if (outcome.status === "posted") report.posted++;
    else if (outcome.status === "retrying") report.retrying++;
    else if (outcome.status === "failed") report.failed++;
  }
}

export function emptyReport(): RunReport {
  return { claimed: 0, posted: 0, retrying: 0, failed: 0, interrupted: 0 };
}

/** Claim rounds until nothing is due or the allowance runs out. */
export async function deliverDue(deps: DeliveryDeps, now: Date, allowance: DeliveryAllowance = UNLIMITED): Promise<RunReport> {
  const report = emptyReport();
  report.interrupted = await failInterrupted(deps, now);
  for (;;) {
    const room = allowance(BATCH);
    if (room <= 0) break;
    const at = claimTime(deps, now);
    const claimed = await claimDueDeliveries(deps, at, room);
    report.claimed += claimed.length;
    await sendClaimed(deps, claimed, at, report);
    if (claimed.length < room) break;
  }
  return report;
}

/** The run's other duties, after the deliveries. */
export async function runHousekeeping(deps: DeliveryDeps & Pick<AppDeps, "payments">, now: Date): Promise<void> {
  // Receipts, refund notices and refunds of refused orders a crash or an outage left in the outbox.
  await sendDueNotices({ ...deps, origin: new URL(deps.config.publicUrl).origin });
  await refreshEngagement(deps, now);
  await purgeExpiredStates(deps, now);
}

export async function runDueDeliveries(
  ports: SchedulerDeps,
  now: Date = ports.now(),
  allowance: DeliveryAllowance = UNLIMITED,
): Promise<RunReport> {
  const deps: DeliveryDeps & Pick<AppDeps, "payments"> = { ...ports, log: jobLog("scheduler") };
  const report = await deliverDue(deps, now, allowance);
  await runHousekeeping(deps, now);
  return report;
}
