import { NO_PURCHASES } from "@realty/contracts/account";
import { accessLevelLabel, formatAmount } from "@realty/plans";
import { Card, CardContent, CardHeader, CardTitle } from "@realty/ui/card";
import { Skeleton } from "@realty/ui/skeleton";
import { usePurchases } from "../api/get-purchases.ts";

const DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });

/** History (part 2 §2): each purchase with its amount from cents, 2 decimals, and any refunds with their dates. */
export function HistoryTab() {
  const { data, isLoading, error } = usePurchases();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Purchase History</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : error ? (
          <p className="text-sm text-danger">We could not load your purchases. Please try again.</p>
        ) : !data || data.length === 0 ? (
          <p className="text-sm text-muted">{NO_PURCHASES}</p>
        ) : (
          <ul className="divide-y divide-line">
            {data.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <p className="font-semibold text-ink">
                    {accessLevelLabel(p.productType)}
                    {p.fromTier ? (
                      <span className="font-normal text-muted"> (upgrade from {accessLevelLabel(p.fromTier)})</span>
                    ) : null}
                  </p>
                  <p className="text-sm text-muted">
                    {DATE.format(new Date(p.createdAt))}
                    {p.discountCode ? ` • Code ${p.discountCode}` : ""}
                  </p>
                </div>
                <div className="text-right">
                  <p className={p.refundStatus === "full" ? "font-semibold text-muted line-through" : "font-semibold text-ink"}>
                    {formatAmount(p.amount)}
                  </p>
                  {p.refundStatus === "none" ? null : (
                    <p className="text-sm font-medium text-danger">
                      {p.refundStatus === "full" ? "Refunded" : "Partially refunded"} {formatAmount(p.refundedAmount)}
                    </p>
                  )}
                </div>
                {p.refunds.length > 0 ? (
                  <ul aria-label="Refunds" className="basis-full text-sm text-muted">
                    {p.refunds.map((r) => (
                      <li key={r.createdAt}>
                        Refund of {formatAmount(r.amount)} on {DATE.format(new Date(r.createdAt))}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
