import type { Database } from "../../db/types.ts";
import type { Env } from "../../env.ts";
import { lazyPort } from "../../lib/lazy-port.ts";
import type { PaymentsPort } from "../../ports/payments.ts";
import { testModePayments } from "./test-mode.ts";

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test mode, which needs no account.
 * In production test cards would sell any tier for nothing, so there the test mode needs
 * UNSAFE_STAGING_TEST_CARDS=1 (start checks it first; this refuses again for any other caller).
 */
export function paymentsFromEnv(env: Env, db: Database, production: boolean): PaymentsPort {
  if (!env.STRIPE_SECRET_KEY) {
    if (production && !env.UNSAFE_STAGING_TEST_CARDS) {
      throw new Error("Production needs Stripe keys (or UNSAFE_STAGING_TEST_CARDS=1 on staging)");
    }
    return testModePayments(db);
  }
  const options = {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    apiBase: env.STRIPE_API_BASE,
  };
  // The Stripe SDK loads with the first payment call, not with every Worker start (lib/lazy-port.ts).
  return lazyPort<PaymentsPort>({ provider: "stripe", publishableKey: options.publishableKey, testCards: undefined }, () =>
    import("./stripe.ts").then((m) => m.stripePayments(options)),
  );
}
