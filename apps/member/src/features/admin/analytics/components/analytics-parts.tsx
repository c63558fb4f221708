import type { AnalyticsSummary } from "@realty/contracts/admin";
import { formatAmount } from "@realty/plans";

export interface RankedRow {
  key: string;
  label: string;
  value: number;
  shown?: string;
}

/** A titled list with a bar per row, longest first. */
export function RankedList({ title, rows }: { title: string; rows: RankedRow[] }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold text-ink">{title}</h3>
      {rows.length === 0 ? <p className="text-sm text-muted">Nothing recorded in this period.</p> : null}
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
        {rows.map((row) => (
          <li key={row.key} className="grid grid-cols-[minmax(0,1fr)] gap-1 text-sm">
            <div className="flex justify-between gap-3">
              <span className="truncate text-ink">{row.label}</span>
              <span className="shrink-0 text-muted tabular-nums">{row.shown ?? row.value}</span>
            </div>
            <div className="h-1.5 rounded-full bg-brand-50">
              <div className="h-full rounded-full bg-brand-500" style={{ width: `${(row.value / max) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Revenue per day as bars; each bar's title gives the day's figures. */
export function RevenueChart({ days }: { days: AnalyticsSummary["overTime"] }) {
  const max = Math.max(1, ...days.map((d) => d.revenue));
  return (
    <section aria-label="Revenue over time">
      <h3 className="mb-2 text-sm font-semibold text-ink">Revenue over time</h3>
      <p className="mb-2 text-xs text-muted">
        <span className="mr-1 inline-block size-2 rounded-sm bg-brand-500" />
        Net of refunds
        <span className="mr-1 ml-3 inline-block size-2 rounded-sm bg-brand-200" />
        Refunded (gross is the whole bar)
      </p>
      <div
        className="flex h-32 items-end gap-px rounded-lg border border-line p-2"
        role="img"
        aria-label={`Daily gross and net revenue over ${days.length} days`}
      >
        {days.map((d) => (
          // Gross is the whole bar; the solid part is what stayed after refunds (net).
          <div
            key={d.date}
            title={`${d.date}: ${formatAmount(d.netRevenue)} net, ${formatAmount(d.revenue)} gross, ${d.purchases} purchase(s)`}
            className="flex flex-1 flex-col justify-end rounded-t-sm bg-brand-200"
            style={{ height: `${Math.max(d.revenue > 0 ? 4 : 1, (d.revenue / max) * 100)}%`, opacity: d.revenue > 0 ? 1 : 0.2 }}
          >
            <div
              className="rounded-t-sm bg-brand-500"
              style={{ height: `${d.revenue > 0 ? (d.netRevenue / d.revenue) * 100 : 100}%` }}
            />
          </div>
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-muted">
        <span>{days[0]?.date}</span>
        <span>{days.at(-1)?.date}</span>
      </div>
    </section>
  );
}
