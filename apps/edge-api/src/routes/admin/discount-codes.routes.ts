import { adminDiscountCodeInput } from "@realty/contracts/admin";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { changedFields } from "../../services/admin/audit.ts";
import {
  createDiscountCode,
  deleteDiscountCode,
  getDiscountCode,
  listDiscountCodes,
  toAdminDiscountCode,
  updateDiscountCode,
} from "../../services/admin/discount-codes.ts";
import { audit, idParam } from "./admin-context.ts";

export const adminDiscountCodesRoutes = new Hono<AppEnv>()
  .get("/admin/discount-codes", async (c) => c.json(await listDiscountCodes(c.var.deps.db)))
  .post("/admin/discount-codes", valid("json", adminDiscountCodeInput), async (c) => {
    const row = await createDiscountCode(c.var.deps.db, c.req.valid("json"), c.var.deps.now());
    await audit(c, {
      action: "discount_code.create",
      targetType: "discount_code",
      targetId: row.id,
      details: c.req.valid("json"),
    });
    return c.json({ discountCode: toAdminDiscountCode(row), message: "Discount code created" }, 201);
  })
  .put("/admin/discount-codes/:id", valid("param", idParam), valid("json", adminDiscountCodeInput), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const before = await getDiscountCode(c.var.deps.db, id);
    const row = await updateDiscountCode(c.var.deps.db, id, input, c.var.deps.now());
    await audit(c, {
      action: "discount_code.update",
      targetType: "discount_code",
      targetId: id,
      details: changedFields({ ...toAdminDiscountCode(before) }, input),
    });
    return c.json({ discountCode: toAdminDiscountCode(row), message: "Discount code updated" });
  })
  .delete("/admin/discount-codes/:id", valid("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const row = await deleteDiscountCode(c.var.deps.db, id);
    await audit(c, { action: "discount_code.delete", targetType: "discount_code", targetId: id, details: { code: row.code } });
    return c.json({ success: true, message: "Discount code deleted" });
  });
