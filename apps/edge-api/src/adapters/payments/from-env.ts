import type { Database } from "../../db/types.ts";
import type { Env } from "../../env.ts";
import type { PaymentsPort } from "../../ports/payments.ts";
import { stripePayments } from "./stripe.ts";
import { testModePayments } from "./test-mode.ts";

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test mode, which needs no account. */
export function paymentsFromEnv(env: Env, db: Database): PaymentsPort {
  if (!env.STRIPE_SECRET_KEY) return testModePayments(db);
  return stripePayments({
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    apiBase: env.STRIPE_API_BASE,
  });
}
