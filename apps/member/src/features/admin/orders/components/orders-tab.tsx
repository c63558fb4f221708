import { type AdminOrder, ORDER_STATUSES } from "@realty/contracts/admin-business";
import { PAID_TIERS } from "@realty/plans";
import { Button } from "@realty/ui/button";
import { Input } from "@realty/ui/input";
import { Search } from "lucide-react";
import { useState } from "react";
import { Options, Select } from "../../shared/components/form-controls.tsx";
import { Pager } from "../../shared/components/pager.tsx";
import { ListNote, SectionCard } from "../../shared/components/section-card.tsx";
import { formatDate, tierLabel } from "../../shared/lib/labels.ts";
import { money, ORDER_STATUS_LABELS } from "../../shared/lib/money.ts";
import { useAdminOrders } from "../api/orders.ts";
import { OrderDialog } from "./order-dialog.tsx";
import { OrderStatusBadge } from "./order-status-badge.tsx";

const PAGE_SIZE = 20;

/** Orders (issue 16): search, filters and server-side pages; a list that reads well at 390 px. */
export function OrdersTab() {
  const [filters, setFilters] = useState({ q: "", plan: "", status: "", from: "", to: "" });
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, error, isLoading } = useAdminOrders({ ...filters, page, pageSize: PAGE_SIZE });
  const set = (key: keyof typeof filters) => (value: string) => {
    setFilters({ ...filters, [key]: value });
    setPage(1);
  };

  return (
    <SectionCard title="Orders" description={data ? `${data.total} orders` : undefined}>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className="relative sm:col-span-2 lg:col-span-1">
          <Search className="pointer-events-none absolute top-3 left-3 size-4 text-muted" aria-hidden />
          <Input
            type="search"
            aria-label="Search orders"
            placeholder="E-mail, name, payment reference or code"
            className="pl-9"
            value={filters.q}
            onChange={(e) => set("q")(e.target.value)}
          />
        </div>
        <Select aria-label="Plan" value={filters.plan} onChange={(e) => set("plan")(e.target.value)}>
          <option value="">All plans</option>
          <Options values={PAID_TIERS} labels={tierLabel} />
        </Select>
        <Select aria-label="Status" value={filters.status} onChange={(e) => set("status")(e.target.value)}>
          <option value="">All statuses</option>
          <Options values={ORDER_STATUSES} labels={(s) => ORDER_STATUS_LABELS[s as AdminOrder["status"]]} />
        </Select>
        <Input type="date" aria-label="From date" value={filters.from} onChange={(e) => set("from")(e.target.value)} />
        <Input type="date" aria-label="To date" value={filters.to} onChange={(e) => set("to")(e.target.value)} />
      </div>
      {isLoading && !data ? <ListNote>Loading orders...</ListNote> : null}
      {error ? <ListNote>Orders could not be loaded.</ListNote> : null}
      {data && data.items.length === 0 ? <ListNote>No orders match.</ListNote> : null}
      <ul aria-label="Orders" className="divide-y divide-line">
        {data?.items.map((order) => (
          <li key={order.id} className="grid grid-cols-[minmax(0,1fr)] gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                <span className="break-all">{order.buyerName}</span>
                <OrderStatusBadge status={order.status} />
              </p>
              <p className="text-sm break-all text-muted">{order.buyerEmail ?? "No personal data kept"}</p>
              <p className="text-sm text-muted">
                {tierLabel(order.plan)}
                {order.fromTier ? ` (from ${tierLabel(order.fromTier)})` : ""} · {money(order.amountCents)}
                {order.refundedCents > 0 ? ` · refunded ${money(order.refundedCents)}` : ""} · {formatDate(order.createdAt)}
              </p>
              <p className="font-mono text-xs break-all text-muted">{order.paymentReference}</p>
            </div>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => setOpenId(order.id)}>
              View order
            </Button>
          </li>
        ))}
      </ul>
      {data ? <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} /> : null}
      <OrderDialog orderId={openId} onClose={() => setOpenId(null)} />
    </SectionCard>
  );
}
