// Part 2 §4, payment: create the intent (the server computes the amount), charge the card in the
// browser, then let the server confirm with the provider; success → toast and the server's
// redirect after 2 s.
import type { AppliedDiscount, ConfirmPaymentResult } from "@realty/contracts/payments";
import { NO_CLIENT_SECRET } from "@realty/contracts/payments";
import type { PaidTier } from "@realty/plans";
import { toast } from "@realty/ui/use-toast";
import { useState } from "react";
import { mutate } from "swr";
import { paths } from "../../../config/paths.ts";
import { USER_KEY } from "../../../lib/auth.ts";
import { hardNavigate } from "../../../lib/navigate.ts";
import { confirmPayment } from "../api/confirm-payment.ts";
import { createPaymentIntent } from "../api/create-payment-intent.ts";
import type { CheckoutMode } from "../lib/checkout-mode.ts";
import { paymentMessage } from "../lib/payment-message.ts";

export const REDIRECT_AFTER_PAYMENT_MS = 2000;

export interface PayContext {
  plan: PaidTier;
  mode: CheckoutMode;
  discount: AppliedDiscount | null;
  registrationToken: string | null;
  billing: { name: string; email: string };
  /** Called the moment the payment is confirmed, before any data refresh (the page freezes on success). */
  onSucceeded?: () => void;
}

/** Charges the card with the client secret (Stripe.js or the test-mode form); throws with the provider's message. */
export type ChargeCard = (clientSecret: string) => Promise<void>;

async function succeed(result: ConfirmPaymentResult, onSucceeded?: () => void) {
  // First the success state, then the refresh: the refreshed user would otherwise re-price the page
  // as an upgrade of the plan just bought ("Confirm Upgrade · $0.00") until the redirect.
  onSucceeded?.();
  toast({ title: "Payment successful!", description: "Taking you to your dashboard..." });
  // Upgrade success refreshes the user, the access level and the purchases (part 2 §4).
  await Promise.all([mutate(USER_KEY), mutate("/api/user/access-level"), mutate("/api/user/purchases")]);
  setTimeout(() => hardNavigate(result.redirectTo ?? paths.dashboard.path), REDIRECT_AFTER_PAYMENT_MS);
}

export function usePay(ctx: PayContext) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(chargeCard: ChargeCard) {
    setPending(true);
    setError(null);
    try {
      const { mode, plan } = ctx;
      const intent = await createPaymentIntent({
        email: mode.member?.email ?? ctx.billing.email,
        firstName: mode.member?.firstName ?? null,
        lastName: mode.member?.lastName ?? null,
        registrationToken: mode.member ? null : ctx.registrationToken,
        plan,
        isUpgrade: mode.upgrader,
        fromPlan: mode.upgrader && mode.from !== "none" ? mode.from : null,
        discountCode: ctx.discount?.code ?? null,
        userId: mode.member?.id ?? null,
      });
      if (intent.requiresPayment) {
        if (!intent.clientSecret) throw new Error(NO_CLIENT_SECRET);
        await chargeCard(intent.clientSecret);
      }
      const result = await confirmPayment({
        paymentIntentId: intent.paymentIntentId,
        userId: intent.userId,
        registrationToken: mode.member ? null : ctx.registrationToken,
      });
      await succeed(result, ctx.onSucceeded);
      // Stay pending until the redirect.
    } catch (err) {
      fail(paymentMessage(err));
    }
  }

  /** Shows a payment failure: the inline message and the 'Payment failed' toast. */
  function fail(message: string) {
    setError(message);
    setPending(false);
    toast({ title: "Payment failed", description: message, variant: "destructive" });
  }

  return { pay, fail, pending, error };
}
