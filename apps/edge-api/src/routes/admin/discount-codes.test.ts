import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditLog, discountCodes } from "../../db/schema.ts";
import { type AdminFixture, adminFixture } from "../../testing/admin-testing.ts";

let f: AdminFixture;
beforeEach(async () => {
  f = await adminFixture();
});
afterEach(() => f.t.cleanup());

const acme = { name: "Acme Realty", code: "acme-20", discountPercent: 20 };

describe("admin discount codes", () => {
  it("creates a code upper-cased, with its percents as sent", async () => {
    const res = await f.asAdmin.post("/api/admin/discount-codes", {
      ...acme,
      samplerPercent: 100,
      momentumPercent: 12,
    });
    expect(res.status).toBe(201);
    const { discountCode } = (await res.json()) as { discountCode: Record<string, unknown> };
    expect(discountCode).toMatchObject({
      name: "Acme Realty",
      code: "ACME-20",
      discountPercent: 20,
      samplerPercent: 100,
      sparkPercent: 0,
      momentumPercent: 12,
      dominationPercent: 0,
      isActive: true,
    });
  });

  it.each([
    [{ ...acme, name: "" }, "Company name is required"],
    [{ ...acme, code: "" }, "Code is required"],
    [{ ...acme, code: "BAD CODE!" }, "Use only letters, numbers, dashes and underscores"],
  ])("refuses %o", async (body, message) => {
    const res = await f.asAdmin.post("/api/admin/discount-codes", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect(await f.t.db.select().from(discountCodes)).toHaveLength(0);
  });

  it("refuses a duplicate code whatever its case", async () => {
    await f.asAdmin.post("/api/admin/discount-codes", acme);
    const res = await f.asAdmin.post("/api/admin/discount-codes", { ...acme, code: "ACME-20", name: "Other" });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: "A discount code with this code already exists" });
  });

  it("edits, deactivates, lists and deletes a code, each in the audit log", async () => {
    const { discountCode } = (await (await f.asAdmin.post("/api/admin/discount-codes", acme)).json()) as {
      discountCode: { id: number };
    };
    const put = await f.asAdmin.put(`/api/admin/discount-codes/${discountCode.id}`, {
      ...acme,
      sparkPercent: 30,
      isActive: false,
    });
    expect(put.status).toBe(200);
    const list = (await (await f.asAdmin.get("/api/admin/discount-codes")).json()) as Record<string, unknown>[];
    expect(list).toEqual([expect.objectContaining({ code: "ACME-20", sparkPercent: 30, isActive: false })]);
    expect((await f.asAdmin.del(`/api/admin/discount-codes/${discountCode.id}`)).status).toBe(200);
    expect(await f.t.db.select().from(discountCodes)).toHaveLength(0);
    expect((await f.asAdmin.del(`/api/admin/discount-codes/${discountCode.id}`)).status).toBe(404);
    const audit = await f.t.db.select().from(auditLog);
    expect(audit.map((a) => a.action)).toEqual(["discount_code.create", "discount_code.update", "discount_code.delete"]);
    expect(audit[1]?.details).toEqual({ sparkPercent: 30, isActive: false });
  });
});
