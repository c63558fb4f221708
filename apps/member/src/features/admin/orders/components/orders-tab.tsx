import { ORDER_STATUSES } from "@realty/contracts/admin-business";
import { PAID_TIERS } from "@realty/plans";
import { Input } from "@realty/ui/input";
import { useState } from "react";
import { ListActions } from "../../shared/components/list-controls.tsx";
import { FilterSelect, SearchBox } from "../../shared/components/list-filters.tsx";
import { PagedResults } from "../../shared/components/paged-results.tsx";
import { SectionCard } from "../../shared/components/section-card.tsx";
import { useListQuery } from "../../shared/hooks/use-list-query.ts";
import { tierLabel } from "../../shared/lib/labels.ts";
import { ORDER_STATUS_LABELS } from "../../shared/lib/money.ts";
import { withQuery } from "../../shared/lib/with-query.ts";
import { useAdminOrders } from "../api/get-orders.ts";
import { CustomerDialog } from "./customer-dialog.tsx";
import { OrderDialog } from "./order-dialog.tsx";
import { OrderItem } from "./order-item.tsx";

const PAGE_SIZE = 20;

/** Orders: search, filters and server-side pages; a list that reads well at 390 px. */
export function OrdersTab() {
  const list = useListQuery({ q: "", plan: "", status: "", from: "", to: "" }, PAGE_SIZE);
  const [openId, setOpenId] = useState<number | null>(null);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const { page: _page, pageSize: _size, ...filters } = list.query;
  const orders = useAdminOrders(list.query);
  const { data } = orders;

  return (
    <SectionCard
      title="Orders"
      description={data ? `${data.total} orders` : undefined}
      actions={<ListActions csvHref={withQuery("/api/admin/orders.csv", filters)} />}
    >
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SearchBox
          label="Search orders"
          placeholder="E-mail, name, payment reference or code"
          icon
          className="sm:col-span-2 lg:col-span-1"
          {...list.field("q")}
        />
        <FilterSelect label="Plan" allLabel="All plans" values={PAID_TIERS} labels={tierLabel} {...list.field("plan")} />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          values={ORDER_STATUSES}
          labels={(s) => ORDER_STATUS_LABELS[s]}
          {...list.field("status")}
        />
        <Input type="date" aria-label="From date" {...list.field("from")} />
        <Input type="date" aria-label="To date" {...list.field("to")} />
      </div>
      <PagedResults
        list={list}
        result={orders}
        notes={{ loading: "Loading orders...", failed: "Orders could not be loaded.", empty: "No orders match." }}
      >
        <ul aria-label="Orders" className="divide-y divide-line">
          {data?.items.map((order) => (
            <OrderItem key={order.id} order={order} onOpen={() => setOpenId(order.id)} />
          ))}
        </ul>
      </PagedResults>
      <OrderDialog
        orderId={openId}
        onClose={() => setOpenId(null)}
        onOpenCustomer={(id) => {
          setOpenId(null);
          setCustomerId(id);
        }}
      />
      <CustomerDialog
        userId={customerId}
        onClose={() => setCustomerId(null)}
        onOpenOrder={(id) => {
          setCustomerId(null);
          setOpenId(id);
        }}
      />
    </SectionCard>
  );
}
