import type { AnalyticsSummary } from "@realty/contracts/admin";
import { formatAmount } from "@realty/plans";
import { Card } from "@realty/ui/card";
import { useState } from "react";
import { Options, Select } from "../../shared/components/form-controls.tsx";
import { ListNote, SectionCard } from "../../shared/components/section-card.tsx";
import { tierLabel } from "../../shared/lib/labels.ts";
import { useAdminAnalytics } from "../api/get-analytics.ts";
import { RankedList, RevenueChart } from "./analytics-parts.tsx";

const WINDOWS = ["7", "30", "90", "365"];

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Card className="gap-1 px-5 py-4">
      <p className="text-xs font-medium text-muted uppercase">{label}</p>
      <p className="text-xl font-bold text-ink">{value}</p>
    </Card>
  );
}

function Summary({ a }: { a: AnalyticsSummary }) {
  const revenue = a.revenueByTier.reduce((t, r) => t + r.revenue, 0);
  const net = a.revenueByTier.reduce((t, r) => t + r.netRevenue, 0);
  const purchases = a.revenueByTier.reduce((t, r) => t + r.purchases, 0);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure label="Net revenue" value={formatAmount(net)} />
        <Figure label="Gross revenue" value={formatAmount(revenue)} />
        <Figure label="Purchases" value={purchases} />
        <Figure label="Upgrades" value={`${a.upgrades.count} (${formatAmount(a.upgrades.revenue)})`} />
        <Figure label="Page views" value={a.pageViews.total} />
        <Figure label="CTA clicks" value={a.ctaClicks.total} />
        <Figure label="Script views" value={a.scriptViews} />
        <Figure label="Leads" value={a.leads} />
      </div>
      <RevenueChart days={a.overTime} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-2">
        <RankedList
          title="Revenue by plan"
          rows={a.revenueByTier.map((r) => ({
            key: r.tier,
            label: tierLabel(r.tier),
            value: r.revenue,
            shown: `${formatAmount(r.netRevenue)} net · ${formatAmount(r.revenue)} gross · ${r.purchases} sold`,
          }))}
        />
        <RankedList
          title="Upgrade paths"
          rows={a.upgrades.paths.map((p) => ({
            key: `${p.from}-${p.to}`,
            label: `${tierLabel(p.from)} → ${tierLabel(p.to)}`,
            value: p.count,
          }))}
        />
        <RankedList
          title="Page views by page"
          rows={a.pageViews.byPage.map((p) => ({ key: p.page, label: p.page, value: p.count }))}
        />
        <RankedList
          title="CTA clicks by location"
          rows={a.ctaClicks.byLocation.map((c) => ({ key: c.location, label: c.location, value: c.count }))}
        />
        <RankedList
          title="Most customized scripts"
          rows={a.mostCustomized.map((s) => ({ key: String(s.scriptId), label: s.title, value: s.count }))}
        />
        <RankedList
          title="Most shared scripts"
          rows={a.mostShared.map((s) => ({ key: String(s.scriptId), label: s.title, value: s.count }))}
        />
      </div>
    </div>
  );
}

export function AnalyticsTab() {
  const [days, setDays] = useState(30);
  const { data, error } = useAdminAnalytics(days);
  return (
    <SectionCard
      title="Analytics"
      description="Sales from recorded purchases; traffic from page views, CTA clicks and script events."
      actions={
        <Select aria-label="Period" className="w-40" value={String(days)} onChange={(e) => setDays(Number(e.target.value))}>
          <Options values={WINDOWS} labels={(d) => `Last ${d} days`} />
        </Select>
      }
    >
      {error ? (
        <ListNote>The figures could not be loaded.</ListNote>
      ) : data ? (
        <Summary a={data} />
      ) : (
        <ListNote>Loading figures...</ListNote>
      )}
    </SectionCard>
  );
}
