import { testCardInput } from "@realty/contracts/payments";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/errors.ts";
import { valid } from "../../lib/validate.ts";

/**
 * The test-mode card form's "Stripe": charges one of Stripe's test card numbers against a test
 * intent. It only marks the intent; fulfilment still waits for POST /api/confirm-payment.
 */
export const testPaymentRoutes = new Hono<AppEnv>().post("/test-payments/confirm", valid("json", testCardInput), async (c) => {
  const cards = c.var.deps.payments.testCards;
  if (!cards) throw new AppError("NOT_FOUND", "Test payments are not enabled.");
  const result = await cards.confirm(c.req.valid("json"), c.var.deps.now());
  if (!result.ok) {
    const status = result.code === "resource_missing" ? "NOT_FOUND" : "PAYMENT_FAILED";
    throw new AppError(status, result.message);
  }
  return c.json({ status: "succeeded" as const, paymentIntentId: result.paymentIntentId });
});
