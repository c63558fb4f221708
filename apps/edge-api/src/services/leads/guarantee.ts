// The guarantee tracker: "3 leads in 30 days" counted from real leads (issue 14), over the 30 days
// after the member's first purchase. Visits to a shared link are not leads; only the form is.
import { GUARANTEE_DAYS, GUARANTEE_LEADS, type GuaranteeProgress } from "@realty/contracts/leads";
import { asc, eq } from "drizzle-orm";
import { purchases } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { countLeadsBetween } from "./leads.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function guaranteeProgress(db: Database, userId: number, now: Date): Promise<GuaranteeProgress | null> {
  const [first] = await db
    .select({ createdAt: purchases.createdAt })
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(asc(purchases.createdAt))
    .limit(1);
  if (!first) return null;
  const start = first.createdAt;
  const end = new Date(start.getTime() + GUARANTEE_DAYS * DAY_MS);
  return {
    startedAt: start.toISOString(),
    endsAt: end.toISOString(),
    daysLeft: Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS)),
    leads: await countLeadsBetween(db, userId, start, end),
    leadsTarget: GUARANTEE_LEADS,
  };
}
