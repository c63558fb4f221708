import {
  CHECKOUT_RESUME_SENT,
  type ConfirmPaymentResult,
  checkoutResumeInput,
  checkoutResumeLinkInput,
  confirmPaymentInput,
  createPaymentIntentInput,
  type PaymentsConfig,
  preparePaymentInput,
  validateDiscountInput,
} from "@realty/contracts/payments";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/errors.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { valid } from "../../lib/validate.ts";
import { spendBudget } from "../../middleware/budget.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { startSession } from "../../middleware/session.ts";
import { resumeCheckout, sendResumeLink } from "../../services/payments/checkout-resume.ts";
import { CHECKOUT_SIGN_IN_USED, claimCheckoutSignIn } from "../../services/payments/checkout-sign-in.ts";
import { validateDiscount } from "../../services/payments/discounts.ts";
import { createPaymentOrder } from "../../services/payments/orders.ts";
import { preparePayment } from "../../services/payments/registrations.ts";
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
    const input = c.req.valid("json");
    // A code sent here is a guess like one sent to /discount/validate: the same budget.
    if (input.discountCode) await spendBudget(c, "discount");
    const result = await createPaymentOrder({ db, payments, now: now() }, input, c.var.user);
    return c.json(result);
  })
  .post("/confirm-payment", rateLimit("confirmPayment"), valid("json", confirmPaymentInput), async (c) => {
    const { db, payments, mail, now } = c.var.deps;
    const { paymentIntentId, registrationToken } = c.req.valid("json");
    const { order, user } = await confirmPayment(
      { db, payments, mail, now: now(), origin: publicOrigin(c), log: c.var.log },
      paymentIntentId,
    );
    const own = c.var.user?.id === user.id;
    if (!own && registrationToken) {
      // The checkout's token signs its buyer in once, within the order's lifetime; a replay, a
      // copied token or a late one is refused, so the two tokens are never a standing login.
      if (!(await claimCheckoutSignIn(db, registrationToken, order, user.id, now()))) {
        throw new AppError("UNAUTHORIZED", CHECKOUT_SIGN_IN_USED);
      }
      await startSession(c, user);
    } else if (!own) {
      // Someone else's payment: fulfilled all the same, but nothing about the account is told.
      const answer: ConfirmPaymentResult = { success: true, redirectTo: "/login", signedIn: false };
      return c.json(answer);
    }
    const answer: ConfirmPaymentResult = {
      success: true,
      redirectTo: "/dashboard",
      accessLevel: user.accessLevel,
      signedIn: true,
    };
    return c.json(answer);
  })
  // Resume a checkout from another browser by a link e-mailed to the address (checkout-resume.ts).
  .post("/checkout/resume-link", rateLimit("forgotPassword"), valid("json", checkoutResumeLinkInput), async (c) => {
    const { db, mail, now } = c.var.deps;
    await sendResumeLink({ db, mail, origin: publicOrigin(c) }, c.req.valid("json").email, now());
    return c.json({ success: true, message: CHECKOUT_RESUME_SENT });
  })
  .post("/checkout/resume", rateLimit("setPassword"), valid("json", checkoutResumeInput), async (c) => {
    return c.json(await resumeCheckout(c.var.deps.db, c.req.valid("json").code, c.var.deps.now()));
  })
  .post("/discount/validate", rateLimit("discount"), valid("json", validateDiscountInput), async (c) => {
    const { code, plan } = c.req.valid("json");
    return c.json(await validateDiscount(c.var.deps.db, code, plan));
  });
