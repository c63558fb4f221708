// Regression guard: admin discount percents like 150 or "50abc" were coerced (to 100, to 0) instead of
// refused. They are now whole numbers from 0 to 100, or a 400 that names the field.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { discountCodes } from "../../apps/edge-api/src/db/schema.ts";
import { type AdminFixture, adminFixture } from "../../apps/edge-api/src/testing/admin-testing.ts";

let f: AdminFixture;
beforeEach(async () => {
  f = await adminFixture();
});
afterEach(() => f.t.cleanup());

const code = { name: "Acme Realty", code: "ACME", discountPercent: 10 };

describe("admin discount code percents", () => {
  it.each([
    ["discountPercent", 150, "All plans percent must be a whole number from 0 to 100"],
    ["samplerPercent", "50abc", "Sampler percent must be a whole number from 0 to 100"],
    ["sparkPercent", "50", "Spark percent must be a whole number from 0 to 100"],
    ["momentumPercent", 12.5, "Momentum percent must be a whole number from 0 to 100"],
    ["dominationPercent", -1, "Domination percent must be a whole number from 0 to 100"],
    ["dominationPercent", null, "Domination percent must be a whole number from 0 to 100"],
  ])("refuses %s = %j with a 400 naming the field, creating nothing", async (field, value, message) => {
    const res = await f.asAdmin.post("/api/admin/discount-codes", { ...code, [field]: value });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, errors: { [field]: message } });
    expect(await f.t.db.select().from(discountCodes)).toHaveLength(0);
  });

  it("refuses the same on an update and leaves the code as it was", async () => {
    const created = await f.asAdmin.post("/api/admin/discount-codes", code);
    const { discountCode } = (await created.json()) as { discountCode: { id: number } };
    const res = await f.asAdmin.put(`/api/admin/discount-codes/${discountCode.id}`, { ...code, sparkPercent: 101 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { sparkPercent: "Spark percent must be a whole number from 0 to 100" } });
    const [row] = await f.t.db.select().from(discountCodes);
    expect(row).toMatchObject({ discountPercent: 10, sparkPercent: 0 });
  });

  it("takes the bounds 0 and 100", async () => {
    const res = await f.asAdmin.post("/api/admin/discount-codes", { ...code, discountPercent: 0, dominationPercent: 100 });
    expect(res.status).toBe(201);
    expect((await res.json()) as unknown).toMatchObject({ discountCode: { discountPercent: 0, dominationPercent: 100 } });
  });
});
