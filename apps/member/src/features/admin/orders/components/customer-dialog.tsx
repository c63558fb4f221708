import { Button } from "@realty/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@realty/ui/dialog";
import { ListNote } from "../../shared/components/section-card.tsx";
import { formatDateTime, tierLabel } from "../../shared/lib/labels.ts";
import { money } from "../../shared/lib/money.ts";
import { useAdminCustomer } from "../api/get-customer.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";

/** One customer: figures, orders (each opens the order view) and refunds. */
export function CustomerDialog({
  userId,
  onClose,
  onOpenOrder,
}: {
  userId: number | null;
  onClose: () => void;
  onOpenOrder: (orderId: number) => void;
}) {
  const { data: customer, error } = useAdminCustomer(userId);
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="grid-cols-[minmax(0,1fr)] max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{customer ? customer.name : "Customer"}</DialogTitle>
          <DialogDescription>{customer ? customer.email : "Loading..."}</DialogDescription>
        </DialogHeader>
        {error ? <ListNote>This customer could not be loaded.</ListNote> : null}
        {customer ? (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3" aria-label="Customer figures">
              <Figure label="Plan" value={customer.accessLevelLabel} />
              <Figure label="Lifetime value" value={money(customer.lifetimeValueCents)} />
              <Figure label="Refunded" value={money(customer.refundedCents)} />
              <Figure label="Leads" value={String(customer.leadsCount)} />
              <Figure label="Joined" value={formatDateTime(customer.joinedAt)} />
              <Figure
                label="Last sign-in"
                value={customer.lastSignInAt ? formatDateTime(customer.lastSignInAt) : "Not signed in"}
              />
            </dl>
            <section aria-label="Customer orders" className="grid gap-2">
              <h3 className="text-sm font-semibold text-ink">Orders</h3>
              <ul className="divide-y divide-line">
                {customer.orders.map((o) => (
                  <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    <span>
                      {tierLabel(o.plan)} · {money(o.amountCents)} · {formatDateTime(o.createdAt)}
                    </span>
                    <span className="flex items-center gap-2">
                      <OrderStatusBadge status={o.status} />
                      <Button size="sm" variant="outline" onClick={() => onOpenOrder(o.id)}>
                        View order {o.id}
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
            {customer.refunds.length > 0 ? (
              <section aria-label="Customer refunds" className="grid gap-1 text-sm">
                <h3 className="font-semibold text-ink">Refunds</h3>
                {customer.refunds.map((r) => (
                  <p key={r.id} className="text-muted">
                    {money(r.amountCents)} · {formatDateTime(r.createdAt)}
                    {r.reason ? ` · ${r.reason}` : ""}
                  </p>
                ))}
              </section>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}
