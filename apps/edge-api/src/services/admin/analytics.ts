import { ANALYTICS_EVENTS, type AnalyticsSummary } from "@realty/contracts/admin";
import { and, count, desc, eq, gte, isNotNull, type SQL, sql, sum } from "drizzle-orm";
import { analyticsEvents, leads, purchases, scriptCustomizations, scripts } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { eventScriptId } from "../analytics/script-events.ts";

const DAY_MS = 24 * 60 * 60_000;
const TOP = 10;

const purchaseDay = sql<string>`date(${purchases.createdAt} / 1000, 'unixepoch')`;
const eventProp = (name: string) => sql<string | null>`json_extract(${analyticsEvents.properties}, ${`$.${name}`})`;

/** UTC days from `since` to `now`, inclusive, as YYYY-MM-DD. */
function daysBetween(since: Date, now: Date): string[] {
  const days: string[] = [];
  for (let t = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate()); t <= now.getTime(); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

async function eventBreakdown(db: Database, event: string, prop: string, since: Date) {
  const key = eventProp(prop);
  const rows = await db
    .select({ key, n: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.event, event), gte(analyticsEvents.createdAt, since)))
    .groupBy(key)
    .orderBy(desc(count()));
  return { total: rows.reduce((t, r) => t + r.n, 0), rows: rows.map((r) => ({ key: String(r.key ?? "unknown"), count: r.n })) };
}

async function countEvents(db: Database, which: SQL | undefined, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(analyticsEvents)
    .where(and(which, gte(analyticsEvents.createdAt, since)));
  return row?.n ?? 0;
}

/** Lead-form submissions on members' share pages (the leads table), not visits to a shared link. */
async function countLeads(db: Database, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leads).where(gte(leads.createdAt, since));
  return row?.n ?? 0;
}

async function topSharedScripts(db: Database, since: Date) {
  return db
    .select({ scriptId: scripts.id, title: scripts.title, count: count() })
    .from(analyticsEvents)
    .innerJoin(scripts, eq(scripts.id, eventScriptId))
    .where(and(eq(analyticsEvents.event, ANALYTICS_EVENTS.scriptShare), gte(analyticsEvents.createdAt, since)))
    .groupBy(scripts.id)
    .orderBy(desc(count()), scripts.id)
    .limit(TOP);
}

async function topCustomizedScripts(db: Database, since: Date) {
  return db
    .select({ scriptId: scripts.id, title: scripts.title, count: count() })
    .from(scriptCustomizations)
    .innerJoin(scripts, eq(scripts.id, scriptCustomizations.scriptId))
    .where(gte(scriptCustomizations.updatedAt, since))
    .groupBy(scripts.id)
    .orderBy(desc(count()), scripts.id)
    .limit(TOP);
}

/**
 * The Analytics tab: sales from purchases, traffic from /api/analytics events, over `days` days.
 * Net revenue is each purchase's amount less its refunds, counted on the purchase's day and plan
 * (so a later refund lowers the day it was bought, and net never goes below zero).
 */
export async function getAnalytics(db: Database, days: number, now: Date): Promise<AnalyticsSummary> {
  const since = new Date(now.getTime() - (days - 1) * DAY_MS);
  since.setUTCHours(0, 0, 0, 0);
  const inWindow = gte(purchases.createdAt, since);
  const cents = sql<number>`coalesce(${sum(purchases.amountCents)}, 0)`;
  const net = sql<number>`coalesce(${sum(sql`${purchases.amountCents} - ${purchases.refundedCents}`)}, 0)`;

  const [byTier, byDay, upgradePaths, pages, ctas, scriptViews, leadCount, mostCustomized, mostShared] = await Promise.all([
    db
      .select({ tier: purchases.productType, revenue: cents, netRevenue: net, purchases: count() })
      .from(purchases)
      .where(inWindow)
      .groupBy(purchases.productType),
    db
      .select({ date: purchaseDay, revenue: cents, netRevenue: net, purchases: count() })
      .from(purchases)
      .where(inWindow)
      .groupBy(purchaseDay),
    db
      .select({ from: purchases.fromTier, to: purchases.productType, count: count(), revenue: cents })
      .from(purchases)
      .where(and(inWindow, isNotNull(purchases.fromTier)))
      .groupBy(purchases.fromTier, purchases.productType),
    eventBreakdown(db, ANALYTICS_EVENTS.pageView, "page", since),
    eventBreakdown(db, ANALYTICS_EVENTS.ctaClick, "location", since),
    countEvents(db, eq(analyticsEvents.event, ANALYTICS_EVENTS.scriptView), since),
    countLeads(db, since),
    topCustomizedScripts(db, since),
    topSharedScripts(db, since),
  ]);

  const dayMap = new Map(byDay.map((d) => [d.date, d]));
  return {
    days,
    revenueByTier: byTier.map((r) => ({
      tier: r.tier,
      revenue: Number(r.revenue),
      netRevenue: Number(r.netRevenue),
      purchases: r.purchases,
    })),
    overTime: daysBetween(since, now).map((date) => ({
      date,
      revenue: Number(dayMap.get(date)?.revenue ?? 0),
      netRevenue: Number(dayMap.get(date)?.netRevenue ?? 0),
      purchases: dayMap.get(date)?.purchases ?? 0,
    })),
    upgrades: {
      count: upgradePaths.reduce((t, r) => t + r.count, 0),
      revenue: upgradePaths.reduce((t, r) => t + Number(r.revenue), 0),
      paths: upgradePaths.map((r) => ({ from: r.from ?? "", to: r.to, count: r.count })),
    },
    pageViews: { total: pages.total, byPage: pages.rows.map((r) => ({ page: r.key, count: r.count })) },
    ctaClicks: { total: ctas.total, byLocation: ctas.rows.map((r) => ({ location: r.key, count: r.count })) },
    scriptViews,
    leads: leadCount,
    mostCustomized,
    mostShared,
  };
}
