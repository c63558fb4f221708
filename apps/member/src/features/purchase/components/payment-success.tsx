import { CircleCheck } from "lucide-react";

/**
 * What the page shows from the moment a payment succeeds until the redirect: nothing
 * else, so refreshed account data can never turn the page back into "Confirm Upgrade · $0.00".
 */
export function PaymentSuccess() {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center" data-testid="payment-success">
      <div className="flex size-16 items-center justify-center rounded-full bg-success/10 text-success">
        <CircleCheck className="size-9" aria-hidden />
      </div>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink" role="status" aria-live="polite">
        Payment successful! Taking you to your dashboard...
      </h1>
      <p className="mt-2 text-sm text-muted">Your receipt is on its way to your inbox.</p>
    </main>
  );
}
