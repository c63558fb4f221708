import type { AdminOrder } from "@realty/contracts/admin-business";
import { Button } from "@realty/ui/button";
import { formatDate, tierLabel } from "../../shared/lib/labels.ts";
import { money } from "../../shared/lib/money.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";

/** One order in the Orders list: buyer, status, plan and amounts, and the button that opens it. */
export function OrderItem({ order, onOpen }: { order: AdminOrder; onOpen: () => void }) {
  return (
    <li className="grid grid-cols-[minmax(0,1fr)] gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center">
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
      <Button variant="outline" size="sm" className="w-fit" onClick={onOpen}>
        View order
      </Button>
    </li>
  );
}
