import type { OrderStatus } from "@realty/contracts/admin-business";
import { formatAmount } from "@realty/plans";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  paid: "Paid",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
  pending: "Pending",
  failed: "Failed",
  refused: "Refused, refunded",
};

/** "12.50" typed by the admin -> 1250 cents; null when it is not a positive amount. */
export function parseDollars(text: string): number | null {
  const match = /^\s*\$?(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents > 0 ? cents : null;
}

export const money = (cents: number) => formatAmount(cents);
