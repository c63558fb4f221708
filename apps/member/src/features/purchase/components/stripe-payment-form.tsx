// Stripe's Payment Element, in its own chunk: only a buyer on the payment step with a publishable
// key configured downloads Stripe's code. The intent is created on submit (Stripe's deferred
// intent flow), so the amount always comes from the server at the moment of paying.
import { PAYMENT_ERROR } from "@realty/contracts/payments";
import { formatAmount } from "@realty/plans";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { useState } from "react";
import { SubmitButton } from "../../../components/forms/submit-button.tsx";
import type { ChargeCard } from "../hooks/use-pay.ts";

const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    loaded.set(key, promise);
  }
  return promise;
}

interface StripePaymentFormProps {
  publishableKey: string;
  totalCents: number;
  billing: { name: string; email: string };
  pending: boolean;
  onPay: (chargeCard: ChargeCard) => Promise<void>;
  onError: (message: string) => void;
}

function PaymentForm({ totalCents, billing, pending, onPay, onError }: Omit<StripePaymentFormProps, "publishableKey">) {
  const stripe = useStripe();
  const elements = useElements();
  const [fieldError, setFieldError] = useState<string | null>(null);

  return (
    <form
      className="grid gap-5"
      onSubmit={async (event) => {
        event.preventDefault();
        setFieldError(null);
        if (!stripe || !elements) return onError("Card element not found");
        // Stripe asks for validation (and wallet data) before any other async work.
        const submitted = await elements.submit();
        if (submitted.error) return setFieldError(submitted.error.message ?? PAYMENT_ERROR);
        await onPay(async (clientSecret) => {
          const { error } = await stripe.confirmPayment({
            elements,
            clientSecret,
            redirect: "if_required",
            confirmParams: { return_url: window.location.href, payment_method_data: { billing_details: billing } },
          });
          if (error) throw new Error(error.message ?? PAYMENT_ERROR);
        });
      }}
    >
      <PaymentElement options={{ fields: { billingDetails: { name: "never", email: "never" } } }} />
      {fieldError ? <p className="text-sm font-medium text-danger">{fieldError}</p> : null}
      <SubmitButton pending={pending || !stripe} pendingLabel="Processing...">
        Pay {formatAmount(totalCents)}
      </SubmitButton>
    </form>
  );
}

export default function StripePaymentForm({ publishableKey, ...props }: StripePaymentFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ mode: "payment", amount: props.totalCents, currency: "usd" }}>
      <PaymentForm {...props} />
    </Elements>
  );
}
