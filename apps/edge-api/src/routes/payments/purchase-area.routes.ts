import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { accountRoutes } from "../account/account.routes.ts";
import { paymentRoutes } from "./payments.routes.ts";
import { testPaymentRoutes } from "./test-payments.routes.ts";
import { webhookRoutes } from "./webhook.routes.ts";

/** Purchase, payment provider callbacks and the account area, mounted by app.ts in one line. */
export const purchaseAreaRoutes = new Hono<AppEnv>()
  .route("/", paymentRoutes)
  .route("/", webhookRoutes)
  .route("/", testPaymentRoutes)
  .route("/", accountRoutes);
