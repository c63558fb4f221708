// Users and Scripts lists paged on the server, with sort, plan filter and CSV export; "Send
// password reset"; the integrations panel names adapters and never a secret.
import type { AdminScript, AdminUser } from "@realty/contracts/admin";
import type { AdminIntegrations, Paged } from "@realty/contracts/admin-business";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditLog, mailOutbox } from "../../db/schema.ts";
import { type AdminFixture, adminFixture, insertUser } from "../../testing/admin-testing.ts";

let f: AdminFixture;
beforeEach(async () => {
  f = await adminFixture({ seed: true });
});
afterEach(() => f.t.cleanup());

async function json<T>(path: string): Promise<T> {
  const res = await f.asAdmin.get(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

describe("paged users", () => {
  it("pages, sorts, filters by plan and exports the same selection as CSV", async () => {
    for (const [i, level] of ["spark", "spark", "none"].entries()) {
      await insertUser(f.t, { email: `u${i}@example.com`, firstName: `Zed${i}`, lastName: "Agent", accessLevel: level });
    }
    const first = await json<Paged<AdminUser>>("/api/admin/lists/users?pageSize=2&sort=email&dir=asc");
    expect(first.total).toBe(5);
    expect(first.items.map((u) => u.email)).toEqual(["boss@example.com", "member@example.com"]);
    const third = await json<Paged<AdminUser>>("/api/admin/lists/users?pageSize=2&page=3&sort=email&dir=asc");
    expect(third.items.map((u) => u.email)).toEqual(["u2@example.com"]);
    const spark = await json<Paged<AdminUser>>("/api/admin/lists/users?plan=spark&sort=name&dir=desc");
    expect(spark.items.map((u) => u.firstName)).toEqual(["Zed1", "Zed0"]);
    const csv = await f.asAdmin.get("/api/admin/lists/users.csv?plan=spark&sort=name&dir=asc");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain("attachment");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("id,first_name,last_name,email,access_level,role,joined");
    expect(lines.slice(1).map((l) => l.split(",")[3])).toEqual(["u0@example.com", "u1@example.com"]);
  });

  it("refuses a bad sort, plan or page size and a member", async () => {
    expect((await f.asAdmin.get("/api/admin/lists/users?sort=password")).status).toBe(400);
    expect((await f.asAdmin.get("/api/admin/lists/users?plan=gold")).status).toBe(400);
    expect((await f.asAdmin.get("/api/admin/lists/users?pageSize=500")).status).toBe(400);
    expect((await f.asMember.get("/api/admin/lists/users.csv")).status).toBe(403);
  });

  it("a formula typed as a name is exported as text", async () => {
    await insertUser(f.t, { email: "evil@example.com", firstName: "=HYPERLINK(1)", lastName: "x" });
    const text = await (await f.asAdmin.get("/api/admin/lists/users.csv?q=evil")).text();
    expect(text).toContain("'=HYPERLINK(1)");
  });
});

describe("paged scripts", () => {
  it("filters by plan and title, sorts by title, pages and exports", async () => {
    const all = await json<Paged<AdminScript>>("/api/admin/lists/scripts?pageSize=10");
    expect(all.items).toHaveLength(10);
    expect(all.total).toBeGreaterThan(100);
    const sampler = await json<Paged<AdminScript>>("/api/admin/lists/scripts?plan=sampler&sort=title&pageSize=100");
    expect(sampler.items.every((s) => s.accessLevel === "sampler")).toBe(true);
    const titles = sampler.items.map((s) => s.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const csv = await (await f.asAdmin.get("/api/admin/lists/scripts.csv?plan=sampler")).text();
    expect(csv.trim().split("\r\n")).toHaveLength(sampler.total + 1);
  });
});

describe("send password reset and integrations", () => {
  it("e-mails the member a reset link and audits it; a demo account is refused", async () => {
    const res = await f.asAdmin.post(`/api/admin/users/${f.member.id}/password-reset`);
    expect(res.status).toBe(200);
    await expect
      .poll(async () => (await f.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "member@example.com"))).length)
      .toBe(1);
    const [mail] = await f.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "member@example.com"));
    expect(mail?.links[0]).toContain("/reset-password?token=");
    expect(await f.t.db.select().from(auditLog).where(eq(auditLog.action, "user.password_reset_sent"))).toHaveLength(1);
    const demo = await insertUser(f.t, { email: "demo-1@demo.invalid", isDemo: true, passwordHash: null });
    expect((await f.asAdmin.post(`/api/admin/users/${demo.id}/password-reset`)).status).toBe(400);
    expect((await f.asMember.post(`/api/admin/users/${f.member.id}/password-reset`)).status).toBe(403);
  });

  it("names the adapters in use and nothing secret", async () => {
    const res = await f.asAdmin.get("/api/admin/integrations");
    const body = (await res.json()) as AdminIntegrations;
    expect(body).toEqual({
      payments: "test",
      ai: "built-in",
      mail: "local",
      networks: [
        { platform: "facebook", mode: "sandbox" },
        { platform: "linkedin", mode: "sandbox" },
        { platform: "twitter", mode: "sandbox" },
      ],
    });
  });
});
