import {
  confirmPaymentInput,
  createPaymentIntentInput,
  type PaymentsConfig,
  preparePaymentInput,
  validateDiscountInput,
} from "@realty/contracts/payments";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { valid } from "../../lib/validate.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { startSession } from "../../middleware/session.ts";
import { validateDiscount } from "../../services/payments/discounts.ts";
import { createPaymentOrder } from "../../services/payments/orders.ts";
import { findRegistration, preparePayment } from "../../services/payments/registrations.ts";
import { confirmPayment } from "../../services/payments/settle.ts";

export const paymentRoutes = new Hono<AppEnv>()
  .get("/payments/config", (c) => {
    const { payments } = c.var.deps;
    const config: PaymentsConfig = {
      mode: payments.provider === "stripe" && payments.publishableKey ? "stripe" : "test",
      publishableKey: payments.publishableKey,
    };
    return c.json(config);
  })
  .post("/prepare-payment", rateLimit("register"), valid("json", preparePaymentInput), async (c) => {
    const registrationToken = await preparePayment(c.var.deps.db, c.req.valid("json"), c.var.deps.now());
    return c.json({ success: true, registrationToken, message: "Your information is saved. Continue to payment." });
  })
  .post("/create-payment-intent", valid("json", createPaymentIntentInput), async (c) => {
    const { db, payments, now } = c.var.deps;
    const result = await createPaymentOrder({ db, payments, now: now() }, c.req.valid("json"), c.var.user);
    return c.json(result);
  })
  .post("/confirm-payment", valid("json", confirmPaymentInput), async (c) => {
    const { db, payments, mail, now } = c.var.deps;
    const { paymentIntentId, registrationToken } = c.req.valid("json");
    const { order, user } = await confirmPayment({ db, payments, mail, now: now(), origin: publicOrigin(c) }, paymentIntentId);
    let signedIn = c.var.user?.id === user.id;
    // Only the browser that prepared the registration (it holds the token) is signed into the new account.
    if (!signedIn && registrationToken && order.registrationId) {
      const registration = await findRegistration(db, registrationToken);
      if (registration?.id === order.registrationId) {
        await startSession(c, user.id);
        signedIn = true;
      }
    }
    return c.json({
      success: true as const,
      redirectTo: signedIn ? "/dashboard" : `/login?email=${encodeURIComponent(user.email)}`,
      accessLevel: user.accessLevel,
      signedIn,
    });
  })
  .post("/discount/validate", rateLimit("discount"), valid("json", validateDiscountInput), async (c) => {
    const { code, plan } = c.req.valid("json");
    return c.json(await validateDiscount(c.var.deps.db, code, plan));
  });
