// The card payment provider: Stripe PaymentIntents in production, the built-in test-mode provider
// when no Stripe key is set. Adapters answer with these shapes, never the vendor's raw payload.

/** A payment intent as the provider reports it; the server decides from this, never the browser. */
export interface PaymentIntentInfo {
  id: string;
  /** Stripe's names: succeeded, processing, requires_payment_method, canceled… */
  status: string;
  amountCents: number;
  currency: string;
  /** The provider's last decline message, if any. */
  lastError: string | null;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: "usd";
  description: string;
  /** Copied onto the intent so the provider's dashboard shows what was bought. */
  metadata: Record<string, string>;
  receiptEmail?: string;
}

/** A verified provider event; only payment-intent events carry an intent. */
export interface PaymentEvent {
  id: string;
  type: string;
  intent: PaymentIntentInfo | null;
  /** charge.refunded: the intent whose charge was refunded; its refunds are then read from the provider. */
  refundedIntentId?: string | null;
}

/** One refund as the provider records it (Stripe's Refund object, or the test mode's row). */
export interface RefundInfo {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  /** Stripe's names: succeeded, pending, failed, canceled, requires_action. */
  status: string;
}

export interface RefundInput {
  paymentIntentId: string;
  amountCents: number;
  /** Sent as the provider's idempotency key: the same key never refunds twice. */
  idempotencyKey: string;
}

/** Thrown by verifyWebhook for a missing or wrong signature; the route answers 400. */
export class WebhookSignatureError extends Error {
  constructor(message = "Invalid webhook signature") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

export interface TestCardAttempt {
  clientSecret: string;
  cardNumber: string;
  /** Month and two-digit year, as typed ("12 / 34"). */
  expiry: string;
  cvc: string;
}

export type TestCardResult =
  | { ok: true; paymentIntentId: string }
  | { ok: false; message: string; code: string; paymentIntentId?: string };

export interface PaymentsPort {
  /** Recorded on orders and purchases: "stripe" or "test". */
  readonly provider: "stripe" | "test";
  /** The browser's key for Stripe.js; null in test mode. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string }>;
  /** The intent as the provider knows it, or null when the provider has no such intent. */
  retrieveIntent(id: string): Promise<PaymentIntentInfo | null>;
  /** Verifies the signature over the raw body, then parses it; throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
  /** Sends money back for a succeeded intent; UPSTREAM or BAD_REQUEST (over-refund) as AppError. */
  refund(input: RefundInput): Promise<RefundInfo>;
  /** Every refund of the intent's charge, oldest first: what the webhook trusts, never its payload. */
  listRefunds(paymentIntentId: string): Promise<RefundInfo[]>;
  /** Only the test-mode provider: charges a test card number against an intent. */
  readonly testCards?: { confirm(attempt: TestCardAttempt, now: Date): Promise<TestCardResult> };
}
