import type { AppliedDiscount } from "@realty/contracts/payments";
import { type AccessLevel, formatAmount, GUARANTEE, type PaidTier, PLANS } from "@realty/plans";
import { Button } from "@realty/ui/button";
import { Check, Lock, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";

interface OrderSummaryProps {
  plan: PaidTier;
  from: AccessLevel;
  baseCents: number;
  totalCents: number;
  discount: AppliedDiscount | null;
  discountBox: ReactNode;
  /** Hidden on the payment step, where the pay button takes its place. */
  onCheckOut: (() => void) | null;
}

/** The sidebar (part 2 §2): features, guarantee and secure-checkout notes, the code box and the total. */
export function OrderSummary({ plan, from, baseCents, totalCents, discount, discountBox, onCheckOut }: OrderSummaryProps) {
  const chosen = PLANS[plan];
  const upgrading = from !== "none";
  return (
    <aside
      aria-labelledby="summary-title"
      className="self-start rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card) lg:sticky lg:top-20"
    >
      <h2 id="summary-title" className="text-lg font-bold text-ink">
        Order Summary
      </h2>
      <p className="mt-3 font-semibold text-ink">{chosen.name}</p>
      {upgrading ? <p className="text-sm text-muted">Upgrade from {PLANS[from].name}</p> : null}
      <ul className="mt-3 space-y-1.5 text-sm text-ink">
        {/* The guarantee has its own note below, with the promise spelled out. */}
        {chosen.features
          .filter((feature) => feature !== chosen.guaranteeLine)
          .map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              {feature}
            </li>
          ))}
      </ul>
      <div className="mt-5 space-y-2 text-sm text-muted">
        <p className="flex gap-2">
          <ShieldCheck className="size-4 shrink-0 text-success" aria-hidden />
          {chosen.guaranteed
            ? `${chosen.guaranteeLine}: ${GUARANTEE.leads} leads in ${GUARANTEE.days} days or a full refund`
            : chosen.guaranteeLine}
        </p>
        <p className="flex gap-2">
          <Lock className="size-4 shrink-0 text-brand-600" aria-hidden />
          Secure checkout: your card details are encrypted
        </p>
      </div>
      <div className="mt-5 border-t border-line pt-5">{discountBox}</div>
      <dl className="mt-5 space-y-2 border-t border-line pt-5 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">{upgrading ? "Upgrade price" : "Price"}</dt>
          <dd>{formatAmount(baseCents)}</dd>
        </div>
        {discount ? (
          <div className="flex justify-between text-success">
            <dt>Discount ({discount.discountPercent}%)</dt>
            <dd>-{formatAmount(baseCents - totalCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between text-base font-bold text-ink">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatAmount(totalCents)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-center text-xs text-muted">One-time payment • No recurring charges</p>
      {onCheckOut ? (
        <Button variant="accent" size="lg" className="mt-4 w-full" onClick={onCheckOut}>
          Check Out Now
        </Button>
      ) : null}
    </aside>
  );
}
