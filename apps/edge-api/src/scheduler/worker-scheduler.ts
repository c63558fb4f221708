// The Worker's scheduler. D1 answers at most D1_QUERY_LIMIT queries per invocation and a delivery
// costs about ten, so one cron invocation cannot send a busy minute's posts by itself:
// - with a Cloudflare Queue bound (DELIVERY_QUEUE), the cron only claims (one UPDATE per hundred
//   rows) and hands the claims to the queue; each consumer invocation sends a small batch with a
//   budget of its own, and Cloudflare runs consumers side by side;
// - without one (local `wrangler dev`, a plan without Queues) the cron sends inline, round after
//   round, while its budget has room; the next minute takes the rest.
// Either way a claim is a lease: a message lost or a consumer that dies leaves the row 'claimed', and
// the claim's lease running out (CLAIM_STALE_MS) puts it back in the queue, never failed unsent.
import { and, eq, inArray } from "drizzle-orm";
import { hubPostDeliveries } from "../db/schema.ts";
import { countD1Queries } from "../lib/d1-query-counter.ts";
import { jobLog } from "../lib/log.ts";
import type { AppDeps } from "../ports/app-deps.ts";
import type { Delivery } from "../services/social/deliveries.ts";
import type { DeliveryDeps } from "../services/social/social-deps.ts";
import { depsFor, type WorkerBindings } from "../worker-deps.ts";
import {
  claimDueDeliveries,
  type DeliveryAllowance,
  deliverDue,
  emptyReport,
  type RunReport,
  runHousekeeping,
  sendClaimed,
} from "./run-due-deliveries.ts";

/** D1's per-invocation query limit on the paid plan. */
export const D1_QUERY_LIMIT = 1000;
/** Kept back from each invocation's budget for the run's housekeeping (outbox, engagement, OAuth states). */
export const HOUSEKEEPING_RESERVE = 300;
/** What a delivery is assumed to cost before a round has been measured (a success costs about seven). */
const FIRST_GUESS_PER_DELIVERY = 12;
/** Claims per UPDATE when handing rows to the queue (and the most a queue sendBatch takes). */
const QUEUE_CLAIM = 100;
/** The most one cron invocation hands to the queue: its claims alone stay far under the budget. */
const QUEUE_CLAIM_ROUNDS = 50;

/** The message a claimed delivery travels in: the row and the claim (lease) it was taken under. */
export interface DeliveryMessage {
  id: number;
  claimedAt: number;
}

/** The part of a Cloudflare Queue producer binding the scheduler uses. */
export interface DeliveryQueue {
  sendBatch(messages: { body: DeliveryMessage }[]): Promise<unknown>;
}

/** The part of a Cloudflare Queue consumer's batch the scheduler uses. */
export interface DeliveryBatch {
  messages: readonly { body: unknown; ack(): void; retry(): void }[];
}

/**
 * Deliveries that still fit in this invocation: what is left of the budget over the measured cost
 * per delivery (the largest seen so far, so a costly round makes the next ones smaller).
 */
export function queryAllowance(used: () => number, budget: number): DeliveryAllowance {
  const start = used();
  let granted = 0;
  let perDelivery = FIRST_GUESS_PER_DELIVERY;
  return (wanted) => {
    const spent = used() - start;
    if (granted > 0) perDelivery = Math.max(perDelivery, Math.ceil(spent / granted));
    const room = Math.min(wanted, Math.max(0, Math.floor((budget - spent) / perDelivery)));
    granted += room;
    return room;
  };
}

/** The invocation's deps over a counted D1 binding (Turso over HTTP, when set, is not counted: it has no such limit). */
function countedDeps(bindings: WorkerBindings): { deps: AppDeps; used: () => number } {
  const counted = countD1Queries(bindings.DB);
  return { deps: depsFor({ ...bindings, DB: counted.binding }), used: counted.used };
}

/** Claims due rows and hands them to the queue, in rounds, until nothing more is due. */
async function enqueueDue(deps: DeliveryDeps, queue: DeliveryQueue, now: Date): Promise<RunReport> {
  const report = emptyReport();
  for (let round = 0; round < QUEUE_CLAIM_ROUNDS; round++) {
    const at = new Date(Math.max(now.getTime(), deps.now().getTime()));
    const claimed = await claimDueDeliveries(deps, at, QUEUE_CLAIM);
    if (claimed.length > 0) await queue.sendBatch(claimed.map((row) => ({ body: { id: row.id, claimedAt: at.getTime() } })));
    report.claimed += claimed.length;
    if (claimed.length < QUEUE_CLAIM) break;
  }
  return report;
}

/** The cron minute: deliveries first (to the queue, or inline within the budget), then housekeeping. */
export function runScheduledMinute(bindings: WorkerBindings, now: Date): Promise<RunReport> {
  const { deps, used } = countedDeps(bindings);
  return runCronMinute(deps, used, bindings.DELIVERY_QUEUE as DeliveryQueue | undefined, now);
}

/**
 * One cron invocation over ports whose database queries `used` counts: the Worker's counted D1
 * binding, or a counted libSQL client in the Node test that drives ten thousand deliveries.
 */
export async function runCronMinute(
  ports: AppDeps,
  used: () => number,
  queue: DeliveryQueue | undefined,
  now: Date,
): Promise<RunReport> {
  const deps = { ...ports, log: jobLog("scheduler") };
  const report = queue
    ? await enqueueDue(deps, queue, now)
    : await deliverDue(deps, now, queryAllowance(used, D1_QUERY_LIMIT - HOUSEKEEPING_RESERVE));
  await runHousekeeping(deps, now);
  deps.log.info(`claimed ${report.claimed}, posted ${report.posted}, ${used()} D1 queries`);
  return report;
}

function isDeliveryMessage(body: unknown): body is DeliveryMessage {
  const m = body as DeliveryMessage | null;
  return typeof m?.id === "number" && typeof m.claimedAt === "number";
}

/**
 * A queue consumer's batch: each message's delivery is sent if its claim is still the one the
 * message carries (a lease retaken since then belongs to another message). Messages past the
 * budget are retried; a message that cannot be sent is acknowledged and its lease does the rest.
 */
export function deliverQueued(bindings: WorkerBindings, batch: DeliveryBatch): Promise<RunReport> {
  const { deps, used } = countedDeps(bindings);
  return sendQueuedBatch(deps, used, batch);
}

/** A consumer invocation over ports whose database queries `used` counts (as runCronMinute). */
export async function sendQueuedBatch(ports: AppDeps, used: () => number, batch: DeliveryBatch): Promise<RunReport> {
  const deps = { ...ports, log: jobLog("deliveries") };
  const report = emptyReport();
  const room = queryAllowance(used, D1_QUERY_LIMIT - HOUSEKEEPING_RESERVE)(batch.messages.length);
  const taken = batch.messages.slice(0, room);
  for (const message of batch.messages.slice(room)) message.retry();
  const wanted = taken.map((m) => m.body).filter(isDeliveryMessage);
  const d = hubPostDeliveries;
  const rows =
    wanted.length === 0
      ? []
      : await deps.db
          .select()
          .from(d)
          .where(
            and(
              inArray(
                d.id,
                wanted.map((m) => m.id),
              ),
              eq(d.status, "claimed"),
            ),
          );
  const byClaim = new Map<number, Delivery[]>();
  for (const row of rows) {
    const message = wanted.find((m) => m.id === row.id);
    if (!message || row.claimedAt?.getTime() !== message.claimedAt) continue;
    byClaim.set(message.claimedAt, [...(byClaim.get(message.claimedAt) ?? []), row]);
  }
  for (const [claimedAt, claimed] of byClaim) {
    report.claimed += claimed.length;
    await sendClaimed(deps, claimed, new Date(claimedAt), report);
  }
  for (const message of taken) message.ack();
  deps.log.info(`sent ${report.claimed} queued, posted ${report.posted}, ${used()} D1 queries`);
  return report;
}
