import type { AdminOrder } from "@realty/contracts/admin-business";
import { Badge } from "@realty/ui/badge";
import { ORDER_STATUS_LABELS } from "../../shared/lib/money.ts";

export function OrderStatusBadge({ status }: { status: AdminOrder["status"] }) {
  const variant =
    status === "paid"
      ? "success"
      : status === "failed" || status === "refused"
        ? "destructive"
        : status === "pending"
          ? "outline"
          : "secondary";
  return <Badge variant={variant}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
