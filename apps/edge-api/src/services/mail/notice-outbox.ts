// Sends the outbox's notices (notice-statements.ts writes them in the money batches). Each row is
// claimed by one sender at a time, sent, and marked sent; a failure waits and is tried again, with
// no limit, until it goes: the request that made the change sends its own rows at once, and the
// scheduler's run (Node interval, Worker cron) sends whatever a crash or an outage left behind.
// Delivery is at least once: a crash between the send and the mark sends that one notice twice.
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { noticeOutbox } from "../../db/schema.ts";
import type { Log } from "../../lib/log.ts";
import { type Notice, type NoticeDeps, SENDERS } from "./notice-messages.ts";

/** A claim older than this is taken to be a dead sender's (a send times out well before). */
export const NOTICE_CLAIM_STALE_MS = 5 * 60_000;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
const BATCH = 20;

export type NoticeSenderDeps = NoticeDeps & { now: () => Date; log: Log };

function due(now: Date) {
  const n = noticeOutbox;
  return and(
    isNull(n.sentAt),
    lte(n.nextAttemptAt, now),
    or(isNull(n.claimedAt), lt(n.claimedAt, new Date(now.getTime() - NOTICE_CLAIM_STALE_MS))),
  );
}

async function claim(deps: NoticeSenderDeps, now: Date, keys?: string[]): Promise<Notice[]> {
  const n = noticeOutbox;
  const which = keys ? and(due(now), inArray(n.dedupeKey, keys)) : due(now);
  const ids = deps.db.select({ id: n.id }).from(n).where(which).orderBy(n.id).limit(BATCH);
  return deps.db
    .update(n)
    .set({ claimedAt: now, attempts: sql`${n.attempts} + 1` })
    .where(and(inArray(n.id, ids), which))
    .returning();
}

async function sendOne(deps: NoticeSenderDeps, notice: Notice, claimedAt: Date): Promise<boolean> {
  const mine = and(eq(noticeOutbox.id, notice.id), eq(noticeOutbox.claimedAt, claimedAt));
  try {
    await SENDERS[notice.kind](deps, notice);
    await deps.db.update(noticeOutbox).set({ sentAt: deps.now(), lastError: null }).where(mine);
    return true;
  } catch (err) {
    const wait = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, notice.attempts - 1), RETRY_MAX_MS);
    deps.log.error(`[outbox] ${notice.kind} ${notice.dedupeKey} not sent (attempt ${notice.attempts})`, err);
    await deps.db
      .update(noticeOutbox)
      .set({ claimedAt: null, lastError: String(err).slice(0, 500), nextAttemptAt: new Date(deps.now().getTime() + wait) })
      .where(mine);
    return false;
  }
}

/** Sends due notices (only those with `keys`, when given); returns how many went. Never throws. */
export async function sendDueNotices(deps: NoticeSenderDeps, keys?: string[]): Promise<number> {
  let sent = 0;
  try {
    for (;;) {
      const now = deps.now();
      const claimed = await claim(deps, now, keys);
      for (const notice of claimed) if (await sendOne(deps, notice, now)) sent++;
      if (claimed.length < BATCH) break;
    }
  } catch (err) {
    // The rows stay in the outbox; the next run sends them.
    deps.log.error("[outbox] run failed", err);
  }
  return sent;
}
