import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema.ts";
import { type AdminFixture, adminFixture } from "../../testing/admin-testing.ts";

let f: AdminFixture;
beforeEach(async () => {
  f = await adminFixture();
});
afterEach(() => f.t.cleanup());

const saved = {
  platformName: "Harbor Homes Studio",
  contactEmail: "Help@Harbor.example",
  announcement: "New market scripts every Monday.",
};

describe("platform settings", () => {
  it("starts from the product defaults, public to every visitor", async () => {
    const res = await f.anonymous.get("/api/settings/public");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ platformName: "RealtyReels", contactEmail: "support@realtyreels.com", announcement: "" });
  });

  it("saves what the admin enters; members and the reset e-mail then use it", async () => {
    const res = await f.asAdmin.put("/api/admin/settings", saved);
    expect(res.status).toBe(200);
    expect(await (await f.asAdmin.get("/api/admin/settings")).json()).toEqual({ ...saved, contactEmail: "help@harbor.example" });
    expect(await (await f.asMember.get("/api/settings/public")).json()).toMatchObject({ announcement: saved.announcement });

    await f.anonymous.post("/api/auth/forgot-password", { email: "member@example.com" });
    const mail = (await (await f.anonymous.get("/api/dev/mail")).json()) as { subject: string; text: string }[];
    expect(`${mail[0]?.subject} ${mail[0]?.text}`).toContain("Harbor Homes Studio");

    const [entry] = await f.t.db.select().from(auditLog);
    expect(entry).toMatchObject({ action: "settings.update", details: { ...saved, contactEmail: "help@harbor.example" } });
  });

  it.each([
    [{ ...saved, platformName: " " }, "Platform name is required"],
    [{ ...saved, contactEmail: "nobody" }, "Invalid email address"],
    [{ ...saved, announcement: "x".repeat(501) }, "Keep the announcement under 500 characters"],
  ])("refuses %o and keeps the old values", async (body, message) => {
    const res = await f.asAdmin.put("/api/admin/settings", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect(await (await f.anonymous.get("/api/settings/public")).json()).toMatchObject({ platformName: "RealtyReels" });
  });

  it("clears the announcement when saved empty", async () => {
    await f.asAdmin.put("/api/admin/settings", saved);
    await f.asAdmin.put("/api/admin/settings", { ...saved, announcement: "" });
    expect(await (await f.anonymous.get("/api/settings/public")).json()).toMatchObject({ announcement: "" });
  });
});
