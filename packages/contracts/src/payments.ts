// Request bodies and answers of the purchase API (part 2 §3, §5, §7, §8) with the spec's messages.
// The server validates with these; the purchase forms use the same schemas.
import { PAID_TIERS } from "@realty/plans";
import { z } from "zod";
import { registerInput } from "./auth.ts";

export const ALL_FIELDS_REQUIRED = "All fields are required";
export const PAYMENT_ERROR = "There was an error processing your payment.";
export const PAYMENT_SESSION_EXPIRED = "Payment session expired. Please try again with a fresh payment.";
export const NO_CLIENT_SECRET = "Failed to create payment intent - no client secret received";
export const INVALID_DISCOUNT = "Invalid discount code";
export const TEST_MODE_LABEL = "Test mode — no real charge";

// Why a paid order was refused (stored on the order) and what its buyer is told: the basis its
// price rested on changed between checkout and payment, so it was refunded instead of fulfilled.
export const REFUSED_CODE_INACTIVE = "The discount code on this order was switched off before your payment completed.";
export const REFUSED_CODE_EXPIRED = "The discount code on this order expired before your payment completed.";
export const REFUSED_CODE_USED_UP =
  "The discount code on this order reached its maximum number of uses before your payment completed.";
export const REFUSED_TIER_CHANGED = "Your plan changed after this order was made, so its price no longer applies.";
export const REFUSED_EMAIL_TAKEN =
  "An account with this email was created before your payment completed. Log in to that account (or reset its password) to buy.";
export const REFUNDED_IN_FULL = "Your payment was not taken: we refunded it in full. Please start a new checkout.";

/** What the buyer is told when their paid order was refused. */
export function refusedMessage(reason: string | null): string {
  return `${reason ?? REFUSED_TIER_CHANGED} ${REFUNDED_IN_FULL}`;
}

export const planInput = z.enum(PAID_TIERS, { message: "Please choose a plan" });

/** Codes are stored upper-case; what a person types is upper-cased before it is compared. */
export const discountCodeInput = z
  .string()
  .trim()
  .max(40, "That code is too long")
  .transform((v) => v.toUpperCase());

/** Empty text or null means "no code". */
const optionalCode = z
  .union([discountCodeInput, z.null()])
  .optional()
  .transform((v) => (v ? v : null));

export const preparePaymentInput = registerInput.extend({
  plan: planInput,
  /**
   * The token this browser got from an earlier prepare for the same checkout (going back to edit
   * the information): it proves the e-mail's reservation is this browser's, so it may be renewed.
   */
  replaceToken: z.string().min(1).max(200).nullish(),
});
export type PreparePaymentInput = z.input<typeof preparePaymentInput>;

/**
 * The spec's payload. `amount` or any other extra key a client sends is dropped by zod: the server
 * computes every amount from @realty/plans and the code.
 */
export const createPaymentIntentInput = z.object({
  email: z.string().trim().max(254).nullish(),
  firstName: z.string().trim().max(80).nullish(),
  lastName: z.string().trim().max(80).nullish(),
  registrationToken: z.string().min(1).max(200).nullish(),
  plan: planInput,
  isUpgrade: z.boolean().default(false),
  fromPlan: planInput.nullish(),
  discountCode: optionalCode,
  userId: z.coerce.number().int().positive().nullish(),
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentInput>;

export const confirmPaymentInput = z.object({
  paymentIntentId: z.string().trim().min(1, PAYMENT_SESSION_EXPIRED).max(255),
  userId: z.coerce.number().int().positive().nullish(),
  /** Proves this browser prepared the registration, so it may be signed into the new account. */
  registrationToken: z.string().min(1).max(200).nullish(),
});

export const validateDiscountInput = z.object({
  code: discountCodeInput.pipe(z.string().min(1, "Please enter a discount code")),
  plan: planInput,
});

/** The test-mode card form (no Stripe key configured); Stripe's Element messages. */
export const testCardInput = z.object({
  clientSecret: z.string().min(1).max(255),
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Your card number is incomplete.")),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Your card's expiration date is incomplete."),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  name: z.string().trim().max(160).optional(),
});
export type TestCardInput = z.input<typeof testCardInput>;

export interface PreparePaymentResult {
  success: boolean;
  registrationToken: string;
  message: string;
}

export interface AppliedDiscount {
  code: string;
  name: string;
  discountPercent: number;
  tierSpecific: boolean;
}

export interface PaymentIntentResult {
  /** Null when nothing is due (a 100% code): the client confirms without a card. */
  clientSecret: string | null;
  paymentIntentId: string;
  userId: number | null;
  appliedDiscount: AppliedDiscount | null;
  amountCents: number;
  requiresPayment: boolean;
}

export interface ConfirmPaymentResult {
  success: true;
  redirectTo?: string;
  /** Only for the buyer's own browser: a confirm from anyone else learns nothing of the account. */
  accessLevel?: string;
  signedIn: boolean;
}

export interface DiscountValidationResult {
  valid: boolean;
  discount: number;
  name: string | null;
  tierSpecific: boolean;
  error: string | null;
}

export interface PaymentsConfig {
  mode: "stripe" | "test";
  publishableKey: string | null;
}

/** POST /api/checkout/resume-link: e-mails the address a link that resumes its checkout elsewhere. */
export const checkoutResumeLinkInput = z.object({
  email: z.string().trim().toLowerCase().email("Please enter a valid email address").max(254),
});
/** The same answer whether or not a checkout waits on the address: it tells nobody anything. */
export const CHECKOUT_RESUME_SENT =
  "If a checkout is waiting for this email, we sent it a link to continue. It works for 30 minutes.";

/** POST /api/checkout/resume: the code from that link. */
export const checkoutResumeInput = z.object({ code: z.string().trim().min(20, "This link is not valid.").max(200) });
export const CHECKOUT_RESUME_INVALID = "This link has expired or was already used. Ask for a new one.";

/** A resumed checkout: this browser now holds it (the earlier browser's token stops working). */
export interface CheckoutResumed {
  registrationToken: string;
  plan: (typeof PAID_TIERS)[number];
  firstName: string;
  lastName: string;
  email: string;
}
