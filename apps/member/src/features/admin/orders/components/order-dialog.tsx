import type { AdminOrderDetail } from "@realty/contracts/admin-business";
import { Button } from "@realty/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@realty/ui/dialog";
import { toast } from "@realty/ui/use-toast";
import { type ReactNode, useState } from "react";
import { ListNote } from "../../shared/components/section-card.tsx";
import { failureToast } from "../../shared/lib/errors.ts";
import { formatDateTime, tierLabel } from "../../shared/lib/labels.ts";
import { money } from "../../shared/lib/money.ts";
import { useAdminOrder } from "../api/get-order.ts";
import { resendReceipt } from "../api/resend-receipt.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";
import { RefundForm } from "./refund-form.tsx";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/** One order in full with its refunds and the refund form. */
export function OrderDialog({
  orderId,
  onClose,
  onOpenCustomer,
}: {
  orderId: number | null;
  onClose: () => void;
  onOpenCustomer?: (userId: number) => void;
}) {
  const { data: order, error } = useAdminOrder(orderId);
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="grid-cols-[minmax(0,1fr)] max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Order {orderId ?? ""}</DialogTitle>
          <DialogDescription>{order ? `${order.buyerName} · ${tierLabel(order.plan)}` : "Loading..."}</DialogDescription>
        </DialogHeader>
        {error ? <ListNote>This order could not be loaded.</ListNote> : null}
        {order ? <OrderBody order={order} onOpenCustomer={onOpenCustomer} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function OrderBody({
  order,
  onOpenCustomer,
}: {
  order: AdminOrderDetail;
  onOpenCustomer?: ((userId: number) => void) | undefined;
}) {
  const left = order.amountCents - order.refundedCents;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <dl className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <Row label="Status">
          <OrderStatusBadge status={order.status} />
        </Row>
        <Row label="Buyer">
          {order.buyerEmail ? `${order.buyerName} <${order.buyerEmail}>` : order.buyerName}
          {order.userId !== null && onOpenCustomer ? (
            <Button size="sm" variant="link" className="ml-2 h-auto p-0" onClick={() => onOpenCustomer(order.userId ?? 0)}>
              View customer
            </Button>
          ) : null}
        </Row>
        <Row label="Plan">{tierLabel(order.plan)}</Row>
        <Row label="Upgrade from">{order.fromTier ? tierLabel(order.fromTier) : "None"}</Row>
        <Row label="List price">{money(order.listPriceCents)}</Row>
        <Row label="Discount">{order.discountCode ? `${order.discountCode} (${order.discountPercent}% off)` : "None"}</Row>
        <Row label="Amount charged">{money(order.amountCents)}</Row>
        <Row label="Refunded">{money(order.refundedCents)}</Row>
        <Row label="Payment reference">
          <span className="font-mono break-all">{order.paymentReference}</span>
        </Row>
        <Row label="Provider">
          {order.provider} · {order.providerStatus ?? "status unavailable"}
        </Row>
        <Row label="Receipt">
          {order.receipt
            ? `Sent ${formatDateTime(order.receipt.fulfilledAt)}${order.receipt.sentTo ? ` to ${order.receipt.sentTo}` : ""}`
            : "Not sent (unpaid)"}
        </Row>
        <Row label="Ordered">{formatDateTime(order.createdAt)}</Row>
        {order.refusedReason ? <Row label="Refused">{`${order.refusedReason} Refunded in full.`}</Row> : null}
      </dl>
      <section aria-label="Refunds" className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <h3 className="text-sm font-semibold text-ink">Refunds</h3>
        {order.refunds.length === 0 ? <p className="text-sm text-muted">No refunds.</p> : null}
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {order.refunds.map((r) => (
            <li key={r.id} className="rounded-lg border border-line p-3 text-sm">
              <p className="font-medium text-ink">
                {money(r.amountCents)} · {formatDateTime(r.createdAt)}
              </p>
              <p className="break-words text-muted">
                By {r.actorEmail} ({r.source}){r.reason ? ` · ${r.reason}` : ""}
                {r.tierAfter !== r.tierBefore
                  ? ` · plan ${tierLabel(r.tierBefore ?? "none")} → ${tierLabel(r.tierAfter ?? "none")}`
                  : ""}
              </p>
            </li>
          ))}
        </ul>
      </section>
      {order.receipt && order.userId !== null ? <ResendReceipt orderId={order.id} /> : null}
      {order.status === "paid" || order.status === "partially_refunded" ? (
        left > 0 ? (
          <RefundForm orderId={order.id} leftCents={left} />
        ) : null
      ) : null}
    </div>
  );
}

function ResendReceipt({ orderId }: { orderId: number }) {
  const [sending, setSending] = useState(false);
  async function send() {
    setSending(true);
    try {
      const { message } = await resendReceipt(orderId);
      toast({ title: "Receipt sent", description: message });
    } catch (error) {
      failureToast("Error", error, "The receipt could not be sent");
    } finally {
      setSending(false);
    }
  }
  return (
    <div>
      <Button variant="outline" size="sm" disabled={sending} onClick={() => void send()}>
        {sending ? "Sending..." : "Resend receipt"}
      </Button>
    </div>
  );
}
