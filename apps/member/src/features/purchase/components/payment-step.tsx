import { formatAmount } from "@realty/plans";
import { Alert, AlertDescription, AlertTitle } from "@realty/ui/alert";
import { Button } from "@realty/ui/button";
import { Skeleton } from "@realty/ui/skeleton";
import { CircleAlert, Lock } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { lazyPart } from "../../../lib/lazy-part.tsx";
import { usePaymentsConfig } from "../api/payments-config.ts";
import { type PayContext, usePay } from "../hooks/use-pay.ts";
import { TestCardForm } from "./test-card-form.tsx";

const StripePaymentForm = lazyPart(
  "features/purchase/components/stripe-payment-form",
  () => import("./stripe-payment-form.tsx"),
  (m) => m.default,
);

interface PaymentStepProps {
  context: PayContext;
  totalCents: number;
}

/** Step 3 (part 2 §2): Stripe's Payment Element, the test-mode card form, or nothing to pay. */
export function PaymentStep({ context, totalCents }: PaymentStepProps) {
  const { data: config, isLoading } = usePaymentsConfig();
  const { pay, fail, pending, error } = usePay(context);

  let method: ReactNode;
  if (totalCents === 0) {
    method = (
      <div className="grid gap-4">
        <p className="text-sm text-muted">Your code covers the whole amount: no card is needed.</p>
        <Button size="lg" disabled={pending} aria-busy={pending} onClick={() => void pay(async () => undefined)}>
          {pending ? "Processing..." : "Complete Purchase"}
        </Button>
      </div>
    );
  } else if (isLoading || !config) {
    method = <Skeleton className="h-64 w-full" />;
  } else if (config.mode === "stripe" && config.publishableKey) {
    method = (
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <StripePaymentForm
          publishableKey={config.publishableKey}
          totalCents={totalCents}
          billing={context.billing}
          pending={pending}
          onPay={pay}
          onError={fail}
        />
      </Suspense>
    );
  } else {
    method = <TestCardForm totalCents={totalCents} billingName={context.billing.name} pending={pending} onPay={pay} />;
  }

  return (
    <section aria-labelledby="payment-title">
      <h1 id="payment-title" className="text-2xl font-bold tracking-tight text-ink">
        Payment
      </h1>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
        <Lock className="size-4" aria-hidden />
        Total due today: <span className="font-semibold text-ink">{formatAmount(totalCents)}</span>
      </p>
      {error ? (
        <Alert variant="destructive" role="alert" className="mt-5">
          <CircleAlert aria-hidden />
          <AlertTitle>Payment failed</AlertTitle>
          <AlertDescription className="text-ink">{error}</AlertDescription>
        </Alert>
      ) : null}
      <div className="mt-6">{method}</div>
    </section>
  );
}
