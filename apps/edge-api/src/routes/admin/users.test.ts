import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  analyticsEvents,
  auditLog,
  hubPosts,
  paymentOrders,
  purchases,
  scriptCustomizations,
  scripts,
  sessions,
  users,
} from "../../db/schema.ts";
import { adminFixtureEachTest } from "../../testing/admin-each-test.ts";
import { insertUser, signedIn } from "../../testing/admin-testing.ts";

const f = adminFixtureEachTest();

const newUser = { firstName: "Nora", lastName: "New", email: "Nora@Example.com", password: "secret1" };

describe("admin users", () => {
  it("lists users newest first with the access badge's label, legacy levels included", async () => {
    f.t.advance(1000);
    await insertUser(f.t, { email: "old@example.com", accessLevel: "authority" });
    f.t.advance(1000);
    await insertUser(f.t, { email: "odd@example.com", accessLevel: "platinum" });
    const list = (await (await f.asAdmin.get("/api/admin/users")).json()) as { email: string; accessLevelLabel: string }[];
    expect(list.map((u) => u.email)).toEqual(["odd@example.com", "old@example.com", "member@example.com", "boss@example.com"]);
    expect(list.map((u) => u.accessLevelLabel)).toEqual(["Unknown", "Authority (legacy)", "Script Sampler", "Domination Bundle"]);
    expect(list[0]).not.toHaveProperty("passwordHash");
  });

  it("creates a user who can then sign in with the password given", async () => {
    const res = await f.asAdmin.post("/api/admin/users", { ...newUser, accessLevel: "spark" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      user: { email: "nora@example.com", accessLevel: "spark" },
      message: "User created successfully",
    });
    const login = await f.t.client().post("/api/auth/login", { email: "nora@example.com", password: "secret1" });
    expect(login.status).toBe(200);
  });

  it.each([
    [{ ...newUser, firstName: " " }, "First name is required"],
    [{ ...newUser, email: "nope" }, "Invalid email address"],
    [{ ...newUser, password: "12345" }, "Password must be at least 6 characters"],
    [{ ...newUser, accessLevel: "gold" }, "Choose an access level"],
  ])("refuses to create %o with its message and creates nothing", async (body, message) => {
    const res = await f.asAdmin.post("/api/admin/users", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect(await f.t.db.select().from(users)).toHaveLength(2);
  });

  it("refuses a second account with the same e-mail", async () => {
    const res = await f.asAdmin.post("/api/admin/users", { ...newUser, email: "MEMBER@example.com" });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: "A user with this email already exists" });
  });

  it("updates profile fields and records who changed what", async () => {
    const res = await f.asAdmin.put(`/api/admin/users/${f.member.id}`, {
      firstName: "Mila",
      lastName: "",
      email: "mila@example.com",
    });
    expect(res.status).toBe(200);
    const [row] = await f.t.db.select().from(users).where(eq(users.id, f.member.id));
    expect(row).toMatchObject({ firstName: "Mila", lastName: "", email: "mila@example.com" });
    const [entry] = await f.t.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: f.admin.id,
      actorEmail: "boss@example.com",
      action: "user.update",
      targetId: String(f.member.id),
      details: { firstName: "Mila", lastName: "", email: "mila@example.com" },
    });
  });

  it("answers 404 for a user that does not exist and 409 for an e-mail in use", async () => {
    expect((await f.asAdmin.put("/api/admin/users/9999", { firstName: "X", email: "x@example.com" })).status).toBe(404);
    expect((await f.asAdmin.put(`/api/admin/users/${f.member.id}`, { firstName: "X", email: "boss@example.com" })).status).toBe(
      409,
    );
    expect((await f.asAdmin.get("/api/admin/users/abc")).status).toBe(400);
  });

  it("sets the access level, which the member sees at once", async () => {
    const res = await f.asAdmin.post(`/api/admin/users/${f.member.id}/set-access-level`, { accessLevel: "momentum" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ accessLevel: "momentum" });
    expect(await (await f.asMember.get("/api/user/access-level")).json()).toEqual({ accessLevel: "momentum" });
    const [entry] = await f.t.db.select().from(auditLog);
    expect(entry?.details).toEqual({ email: "member@example.com", from: "sampler", to: "momentum" });
  });

  it("sets a password (min 6), ends the user's sessions, and the new password works", async () => {
    expect((await f.asAdmin.put(`/api/admin/users/${f.member.id}/password`, { newPassword: "12345" })).status).toBe(400);
    const res = await f.asAdmin.put(`/api/admin/users/${f.member.id}/password`, { newPassword: "brand-new" });
    expect(res.status).toBe(200);
    expect((await f.asMember.get("/api/auth/user")).status).toBe(401);
    const login = await f.t.client().post("/api/auth/login", { email: "member@example.com", password: "brand-new" });
    expect(login.status).toBe(200);
    const [entry] = await f.t.db.select().from(auditLog);
    expect(JSON.stringify(entry)).not.toContain("brand-new");
  });

  it("keeps the admin's own session when they set their own password", async () => {
    expect((await f.asAdmin.put(`/api/admin/users/${f.admin.id}/password`, { newPassword: "admin-pass" })).status).toBe(200);
    expect((await f.asAdmin.get("/api/admin/stats")).status).toBe(200);
  });

  it("shows a user's purchases, sessions and customizations in the view", async () => {
    await f.t.db.insert(purchases).values({
      userId: f.member.id,
      productType: "sampler",
      amountCents: 6900,
      paymentIntentId: "pi_view",
      provider: "test",
    });
    const detail = await (await f.asAdmin.get(`/api/admin/users/${f.member.id}`)).json();
    expect(detail).toMatchObject({ email: "member@example.com", activeSessions: 1, customizations: 0, hasPassword: true });
    expect(detail.purchases).toEqual([expect.objectContaining({ productType: "sampler", amount: 6900 })]);
  });
});

describe("deleting a user", () => {
  it("removes the account with its sessions, customizations and hub posts, keeping orders anonymised", async () => {
    const now = f.t.deps.now();
    const [script] = await f.t.db.insert(scripts).values({ title: "S", content: "C", category: "buyer" }).returning();
    if (!script) throw new Error("no script");
    await f.t.db.insert(scriptCustomizations).values({ userId: f.member.id, scriptId: script.id, content: "mine" });
    await f.t.db
      .insert(purchases)
      .values({ userId: f.member.id, productType: "sampler", amountCents: 6900, paymentIntentId: "pi_1", provider: "test" });
    await f.t.db
      .insert(paymentOrders)
      .values({ provider: "test", paymentIntentId: "pi_1", userId: f.member.id, plan: "sampler", amountCents: 6900 });
    await f.t.db.insert(hubPosts).values({ userId: f.member.id, content: "hi", platforms: ["facebook"] });
    await f.t.db
      .insert(analyticsEvents)
      .values({ event: "page_view", properties: { page: "home" }, userId: f.member.id, createdAt: now });
    const other = await insertUser(f.t, { email: "other@example.com" });
    await signedIn(f.t, other);

    const res = await f.asAdmin.del(`/api/admin/users/${f.member.id}`);
    expect(res.status).toBe(200);

    expect(await f.t.db.select().from(users).where(eq(users.id, f.member.id))).toHaveLength(0);
    expect(await f.t.db.select().from(sessions).where(eq(sessions.userId, f.member.id))).toHaveLength(0);
    // Money history stays with the buyer removed: see orders.test.ts for revenue.
    expect(await f.t.db.select().from(purchases)).toEqual([expect.objectContaining({ userId: null, amountCents: 6900 })]);
    expect(await f.t.db.select().from(paymentOrders)).toEqual([
      expect.objectContaining({ userId: null, buyerAnonymisedAt: expect.any(Date) }),
    ]);
    expect(await f.t.db.select().from(scriptCustomizations)).toHaveLength(0);
    expect(await f.t.db.select().from(hubPosts)).toHaveLength(0);
    // Anonymous traffic figures stay, detached from the person.
    expect(await f.t.db.select().from(analyticsEvents)).toEqual([expect.objectContaining({ userId: null })]);
    // Everyone else is untouched.
    expect(await f.t.db.select().from(sessions).where(eq(sessions.userId, other.id))).toHaveLength(1);
    expect(await f.t.db.select().from(scripts)).toHaveLength(1);
    expect((await f.asMember.get("/api/auth/user")).status).toBe(401);
    const [entry] = await f.t.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "user.delete",
      targetId: String(f.member.id),
      details: { email: "member@example.com" },
    });
  });

  it("refuses to delete the admin's own account", async () => {
    const res = await f.asAdmin.del(`/api/admin/users/${f.admin.id}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "You cannot delete your own account" });
    expect(await f.t.db.select().from(users)).toHaveLength(2);
  });

  it("answers 404 for a user already gone", async () => {
    expect((await f.asAdmin.del("/api/admin/users/424242")).status).toBe(404);
  });
});
