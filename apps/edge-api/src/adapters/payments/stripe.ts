// Stripe PaymentIntents through the official SDK. The fetch HTTP client and the SubtleCrypto
// provider work on Node and Workers alike; `apiBase` points the SDK at a local fake in tests.
import Stripe from "stripe";
import { AppError } from "../../lib/errors.ts";
import { type PaymentIntentInfo, type PaymentsPort, WebhookSignatureError } from "../../ports/payments.ts";
import { stripeRefunds } from "./stripe-refunds.ts";

export interface StripeOptions {
  secretKey: string;
  publishableKey: string | null;
  /** Without it the webhook route refuses everything: an unsigned event is never trusted. */
  webhookSecret: string | null;
  /** e.g. http://127.0.0.1:12111 for a local fake; Stripe's own API when unset. */
  apiBase?: string;
}

function connection(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? ("http" as const) : ("https" as const);
  return { host: url.hostname, port: url.port || (protocol === "http" ? "80" : "443"), protocol };
}

function toInfo(intent: Stripe.PaymentIntent): PaymentIntentInfo {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    lastError: intent.last_payment_error?.message ?? null,
  };
}

function isMissing(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "resource_missing";
}

export const PROVIDER_UNREACHABLE = "We could not reach the payment provider. No charge was made; please try again in a moment.";
export const PROVIDER_REFUSED = "The payment provider could not handle this request. Please try again or contact support.";

/**
 * Any failure talking to Stripe becomes a typed UPSTREAM error (502 with a message for the buyer);
 * the SDK's own text, which can name our account or request, goes to the log only (as its cause).
 */
function upstream(err: unknown, what: string): AppError {
  if (err instanceof AppError) return err;
  const unreachable = err instanceof Stripe.errors.StripeConnectionError || !(err instanceof Stripe.errors.StripeError);
  // Logged by app.onError under the request's id (lib/errors.ts withCause).
  return new AppError("UPSTREAM", unreachable ? PROVIDER_UNREACHABLE : PROVIDER_REFUSED).withCause(
    new Error(`[stripe] ${what} failed`, { cause: err }),
  );
}

export function stripePayments(options: StripeOptions): PaymentsPort {
  const stripe = new Stripe(options.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...connection(options.apiBase),
  });
  const crypto = Stripe.createSubtleCryptoProvider();

  return {
    provider: "stripe",
    publishableKey: options.publishableKey,
    ...stripeRefunds(stripe, upstream),
    async createIntent(input) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create({
          amount: input.amountCents,
          currency: input.currency,
          description: input.description,
          metadata: input.metadata,
          receipt_email: input.receiptEmail,
          automatic_payment_methods: { enabled: true },
        });
      } catch (err) {
        throw upstream(err, "create payment intent");
      }
      if (!intent.client_secret) throw upstream(new Error(`intent ${intent.id} has no client secret`), "create payment intent");
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveIntent(id) {
      try {
        return toInfo(await stripe.paymentIntents.retrieve(id));
      } catch (err) {
        if (isMissing(err)) return null;
        throw upstream(err, `retrieve ${id}`);
      }
    },
    async verifyWebhook(rawBody, signature) {
      if (!options.webhookSecret) throw new WebhookSignatureError("Webhook secret is not configured");
      if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret, undefined, crypto);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : "Invalid webhook signature");
      }
      const object = event.data.object as { object?: string; payment_intent?: unknown };
      const intent = object.object === "payment_intent" ? toInfo(object as Stripe.PaymentIntent) : null;
      // A charge names its intent as an id (or an expanded object); refunds are then read from Stripe.
      const charged = object.object === "charge" ? object.payment_intent : null;
      const refundedIntentId =
        event.type === "charge.refunded"
          ? typeof charged === "string"
            ? charged
            : ((charged as { id?: string } | null)?.id ?? null)
          : null;
      return { id: event.id, type: event.type, intent, refundedIntentId };
    },
  };
}
