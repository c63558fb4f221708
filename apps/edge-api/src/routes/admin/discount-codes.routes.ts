import { adminDiscountCodeInput } from "@realty/contracts/admin";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/session.ts";
import {
  createDiscountCode,
  deleteDiscountCode,
  listDiscountCodes,
  toAdminDiscountCode,
  updateDiscountCode,
} from "../../services/admin/discount-codes.ts";
import { idParam } from "./admin-context.ts";

// Each write's audit row is in the service's batch (services/admin/audited.ts).
export const adminDiscountCodesRoutes = new Hono<AppEnv>()
  .get("/admin/discount-codes", async (c) => c.json(await listDiscountCodes(c.var.deps.db)))
  .post("/admin/discount-codes", valid("json", adminDiscountCodeInput), async (c) => {
    const row = await createDiscountCode(c.var.deps.db, c.req.valid("json"), c.var.deps.now(), requireAdmin(c));
    return c.json({ discountCode: toAdminDiscountCode(row), message: "Discount code created" }, 201);
  })
  .put("/admin/discount-codes/:id", valid("param", idParam), valid("json", adminDiscountCodeInput), async (c) => {
    const { id } = c.req.valid("param");
    const row = await updateDiscountCode(c.var.deps.db, id, c.req.valid("json"), c.var.deps.now(), requireAdmin(c));
    return c.json({ discountCode: toAdminDiscountCode(row), message: "Discount code updated" });
  })
  .delete("/admin/discount-codes/:id", valid("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    await deleteDiscountCode(c.var.deps.db, id, c.var.deps.now(), requireAdmin(c));
    return c.json({ success: true, message: "Discount code deleted" });
  });
