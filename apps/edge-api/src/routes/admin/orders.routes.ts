import { adminOrdersQuery, adminRefundInput } from "@realty/contracts/admin-business";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { valid } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/session.ts";
import { getCustomer } from "../../services/admin/customer.ts";
import { getOrderDetail, listOrders, toAdminRefund } from "../../services/admin/orders.ts";
import { ordersCsv } from "../../services/admin/orders-csv.ts";
import { resendReceipt } from "../../services/admin/resend-receipt.ts";
import { refundOrder } from "../../services/payments/refund-order.ts";
import { idParam } from "./admin-context.ts";

/** Orders and refunds. The refund's audit row is written inside its own batch. */
export const adminOrdersRoutes = new Hono<AppEnv>()
  .get("/admin/orders", valid("query", adminOrdersQuery), async (c) =>
    c.json(await listOrders(c.var.deps.db, c.req.valid("query"))),
  )
  // The list's search and filters, every page, as a spreadsheet.
  .get("/admin/orders.csv", valid("query", adminOrdersQuery), async (c) => {
    const body = await ordersCsv(c.var.deps.db, c.req.valid("query"));
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${c.var.deps.now().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    });
  })
  .get("/admin/customers/:id", valid("param", idParam), async (c) =>
    c.json(await getCustomer(c.var.deps.db, c.req.valid("param").id)),
  )
  .post("/admin/orders/:id/resend-receipt", valid("param", idParam), async (c) => {
    const { db, payments, mail, now } = c.var.deps;
    const deps = { db, payments, mail, now: now(), origin: publicOrigin(c), log: c.var.log };
    const to = await resendReceipt(deps, c.req.valid("param").id, requireAdmin(c));
    return c.json({ success: true, message: `Receipt sent to ${to}` });
  })
  .get("/admin/orders/:id", valid("param", idParam), async (c) =>
    c.json(await getOrderDetail(c.var.deps.db, c.var.deps.payments, c.req.valid("param").id)),
  )
  .post("/admin/orders/:id/refund", valid("param", idParam), valid("json", adminRefundInput), async (c) => {
    const { db, payments, mail, now } = c.var.deps;
    const input = c.req.valid("json");
    const result = await refundOrder(
      { db, payments, mail, now: now(), origin: publicOrigin(c), log: c.var.log },
      {
        orderId: c.req.valid("param").id,
        amountCents: input.amountCents,
        reason: input.reason,
        idempotencyKey: `admin-${input.idempotencyKey}`,
        actor: requireAdmin(c),
        source: "admin",
      },
    );
    return c.json({
      refund: toAdminRefund(result.refund),
      order: await getOrderDetail(db, payments, c.req.valid("param").id),
      message: result.recordedNow ? "Refund sent" : "This refund was already recorded",
    });
  });
