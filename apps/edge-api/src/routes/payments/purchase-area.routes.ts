import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { paymentRoutes } from "./payments.routes.ts";
import { testPaymentRoutes } from "./test-payments.routes.ts";
import { webhookRoutes } from "./webhook.routes.ts";

/** Purchase and payment provider callbacks, mounted by app.ts in one line. */
export const purchaseAreaRoutes = new Hono<AppEnv>()
  .route("/", paymentRoutes)
  .route("/", webhookRoutes)
  .route("/", testPaymentRoutes);
