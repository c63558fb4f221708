import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/errors.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { WebhookSignatureError } from "../../ports/payments.ts";
import { syncProviderRefunds } from "../../services/payments/refund-order.ts";
import { handlePaymentEvent } from "../../services/payments/settle.ts";

export const webhookRoutes = new Hono<AppEnv>().post("/stripe/webhook", async (c) => {
  const { db, payments, mail, now } = c.var.deps;
  // The signature covers the exact bytes Stripe sent: read the raw text, verify, only then parse.
  const rawBody = await c.req.text();
  let event: Awaited<ReturnType<typeof payments.verifyWebhook>>;
  try {
    event = await payments.verifyWebhook(rawBody, c.req.header("stripe-signature"));
  } catch (err) {
    if (err instanceof WebhookSignatureError) throw new AppError("BAD_REQUEST", "Invalid webhook signature");
    throw err;
  }
  if (event.type === "charge.refunded" && event.refundedIntentId) {
    // The event only names the charge's intent; the refunds themselves are read from the provider.
    const outcome = await syncProviderRefunds(
      { db, payments, mail, now: now(), origin: publicOrigin(c), log: c.var.log },
      event.refundedIntentId,
    );
    return c.json({ received: true, outcome });
  }
  const outcome = await handlePaymentEvent({ db, payments, mail, now: now(), origin: publicOrigin(c), log: c.var.log }, event);
  return c.json({ received: true, outcome });
});
