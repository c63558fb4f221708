import { desc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, passwordResetTokens, sessions, users } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const jane = { firstName: "Jane", lastName: "Agent", email: "Jane@Example.com", password: "correct-horse-1" };

async function registered() {
  const browser = t.client();
  const res = await browser.post("/api/auth/register", jane);
  expect(res.status).toBe(201);
  return browser;
}

async function latestResetLink(): Promise<string> {
  const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  const link = mail?.links[0];
  if (!link) throw new Error("no reset mail");
  return link;
}

describe("register", () => {
  it("creates the account, signs it in and stores the e-mail lower-cased", async () => {
    const browser = t.client();
    const res = await browser.post("/api/auth/register", jane);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ firstName: "Jane", email: "jane@example.com", accessLevel: "none", isAdmin: false });
    expect(body.user).not.toHaveProperty("passwordHash");
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/);
    const me = await browser.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: "jane@example.com" });
  });

  it.each([
    [{ ...jane, firstName: "J" }, "First name must be at least 2 characters"],
    [{ ...jane, lastName: "A" }, "Last name must be at least 2 characters"],
    [{ ...jane, email: "not-an-email" }, "Please enter a valid email address"],
    [{ ...jane, password: "short" }, "Password must be at least 8 characters"],
  ])("refuses %o with its message and creates nothing", async (body, message) => {
    const res = await t.client().post("/api/auth/register", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it("refuses a second account with the same e-mail", async () => {
    await registered();
    const res = await t.client().post("/api/auth/register", { ...jane, email: "JANE@example.com" });
    expect(res.status).toBe(409);
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it("answers malformed JSON with a 400, not a 500", async () => {
    const res = await t.app.request("/api/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{oops",
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message).not.toMatch(/at .*\.ts/);
  });
});

describe("login and logout", () => {
  it("signs in with the right password and answers 401 when signed out", async () => {
    await registered();
    const browser = t.client();
    expect((await browser.get("/api/auth/user")).status).toBe(401);
    const res = await browser.post("/api/auth/login", { email: "jane@example.com", password: jane.password });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { email: "jane@example.com" }, message: "Login successful!" });
    expect((await browser.get("/api/auth/user")).status).toBe(200);
  });

  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    await registered();
    const wrong = await t.client().post("/api/auth/login", { email: "jane@example.com", password: "wrong-password" });
    const unknown = await t.client().post("/api/auth/login", { email: "nobody@example.com", password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it.each([
    [{ email: "nope", password: "x" }, "Please enter a valid email address"],
    [{ email: "jane@example.com", password: "" }, "Password is required"],
  ])("validates %o", async (body, message) => {
    const res = await t.client().post("/api/auth/login", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
  });

  it("rate limits repeated attempts from one address", async () => {
    t.deps.config.rateLimits = { ...t.deps.config.rateLimits, login: { limit: 3, windowMs: 60_000 } };
    const attempt = () => t.client().post("/api/auth/login", { email: "x@example.com", password: "whatever1" });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ message: expect.stringContaining("Too many attempts") });
    t.advance(61_000);
    expect((await attempt()).status).toBe(401);
  });

  it("logout ends the session on the server, not only the cookie", async () => {
    const browser = await registered();
    const stolen = browser.cookie;
    expect((await browser.post("/api/auth/logout")).status).toBe(200);
    const replay = t.client();
    replay.cookie = stolen;
    expect((await replay.get("/api/auth/user")).status).toBe(401);
    expect(await t.db.select().from(sessions)).toHaveLength(0);
  });

  it("GET /api/logout from this site ends the session and redirects home", async () => {
    const browser = await registered();
    const res = await browser.get("/api/logout", { "sec-fetch-site": "same-origin" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect((await browser.get("/api/auth/user")).status).toBe(401);
  });

  it("expires an idle session after 30 days", async () => {
    const browser = await registered();
    t.advance(31 * 24 * 60 * 60_000);
    expect((await browser.get("/api/auth/user")).status).toBe(401);
  });

  it("refuses a state change from another site", async () => {
    const res = await t
      .client()
      .post("/api/auth/login", { email: "jane@example.com", password: "x" }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });
});

describe("password change", () => {
  it("needs the current password and ends the other sessions", async () => {
    const laptop = await registered();
    const phone = t.client();
    await phone.post("/api/auth/login", { email: jane.email, password: jane.password });
    const wrong = await laptop.put("/api/user/password", { currentPassword: "nope-nope", newPassword: "brand-new-pass" });
    expect(wrong.status).toBe(400);
    const res = await laptop.put("/api/user/password", { currentPassword: jane.password, newPassword: "brand-new-pass" });
    expect(res.status).toBe(200);
    expect((await laptop.get("/api/auth/user")).status).toBe(200);
    expect((await phone.get("/api/auth/user")).status).toBe(401);
    const relogin = await t.client().post("/api/auth/login", { email: jane.email, password: "brand-new-pass" });
    expect(relogin.status).toBe(200);
  });
});

describe("forgot and reset password", () => {
  it("answers the same whether or not the account exists, and mails only real accounts", async () => {
    await registered();
    const known = await t.client().post("/api/auth/forgot-password", { email: "jane@example.com" });
    const unknown = await t.client().post("/api/auth/forgot-password", { email: "ghost@example.com" });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const mail = await t.db.select().from(mailOutbox);
    expect(mail.map((m) => m.to)).toEqual(["jane@example.com"]);
  });

  it("resets once with a valid link, ends sessions, then refuses the same link", async () => {
    const browser = await registered();
    await t.client().post("/api/auth/forgot-password", { email: "jane@example.com" });
    const token = new URL(await latestResetLink()).searchParams.get("token") ?? "";
    expect(await (await t.client().get(`/api/validate-reset-token/${token}`)).json()).toEqual({ valid: true });

    const res = await t.client().post("/api/reset-password", { token, newPassword: "after-reset-1" });
    expect(res.status).toBe(200);
    expect((await browser.get("/api/auth/user")).status).toBe(401);
    expect((await t.client().post("/api/auth/login", { email: jane.email, password: "after-reset-1" })).status).toBe(200);

    const again = await t.client().post("/api/reset-password", { token, newPassword: "third-pass-1" });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: "Invalid or expired reset link." });
    expect(await (await t.client().get(`/api/validate-reset-token/${token}`)).json()).toMatchObject({ valid: false });
  });

  it("refuses a link older than 30 minutes", async () => {
    await registered();
    await t.client().post("/api/auth/forgot-password", { email: "jane@example.com" });
    const token = new URL(await latestResetLink()).searchParams.get("token") ?? "";
    t.advance(31 * 60_000);
    const res = await t.client().post("/api/reset-password", { token, newPassword: "after-reset-1" });
    expect(res.status).toBe(400);
  });

  it("stores only a hash of the token", async () => {
    await registered();
    await t.client().post("/api/auth/forgot-password", { email: "jane@example.com" });
    const token = new URL(await latestResetLink()).searchParams.get("token") ?? "";
    const rows = await t.db.select().from(passwordResetTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
  });

  it("validates the new password's length", async () => {
    const res = await t.client().post("/api/reset-password", { token: "abc", newPassword: "short" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "Password must be at least 8 characters long." });
  });
});

describe("demo access", () => {
  it("creates a fresh demo-only account with no access on every visit", async () => {
    const browser = t.client();
    const res = await browser.post("/api/login", { email: "Prospect@Example.com", name: "Pat Prospect" });
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: { email: string } };
    expect(user).toMatchObject({ firstName: "Pat", lastName: "Prospect", accessLevel: "none", isDemo: true, hasPassword: false });
    // Not tied to the typed address: a made-up one at a reserved domain.
    expect(user.email).toMatch(/@demo\.invalid$/);
    expect((await browser.get("/api/auth/user")).status).toBe(200);
    expect((await t.client().post("/api/login", { email: "prospect@example.com", name: "Pat" })).status).toBe(200);
    expect(await t.db.select().from(users)).toHaveLength(2);
  });

  it("never signs into a real account with its e-mail", async () => {
    await registered();
    const demo = t.client();
    const res = await demo.post("/api/login", { email: "jane@example.com", name: "Jane" });
    expect(res.status).toBe(200);
    expect(await (await demo.get("/api/auth/user")).json()).toMatchObject({ isDemo: true, accessLevel: "none" });
    expect(await (await demo.get("/api/auth/user")).json()).not.toMatchObject({ email: "jane@example.com" });
  });

  it("removes demo accounts a week old on the next demo visit", async () => {
    const old = t.client();
    await old.post("/api/login", { email: "early@example.com", name: "Early Bird" });
    t.advance(8 * 24 * 60 * 60_000);
    await t.client().post("/api/login", { email: "late@example.com", name: "Late Comer" });
    const left = await t.db.select().from(users);
    expect(left.map((u) => u.firstName)).toEqual(["Late"]);
    expect((await old.get("/api/auth/user")).status).toBe(401);
  });

  it("needs both e-mail and name", async () => {
    const res = await t.client().post("/api/login", { email: "", name: "" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "Please provide both email and name" });
  });
});

describe("set password", () => {
  it("refuses a user id and e-mail without the e-mailed token", async () => {
    const demo = await (await t.client().post("/api/login", { email: "pat@example.com", name: "Pat P" })).json();
    const { id, email } = (demo as { user: { id: number; email: string } }).user;
    const res = await t.client().post("/api/set-password", { userId: id, email, password: "longenough1" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: "Open the link from your set-password e-mail to choose a password, or request a new e-mail.",
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row?.passwordHash).toBeNull();
  });
});

describe("preferences and access", () => {
  it("saves the customization defaults and reports the access level", async () => {
    const browser = await registered();
    const res = await browser.put("/api/auth/preferences", {
      defaultLocation: "Austin, TX",
      defaultSpecialty: "Luxury Homes",
      defaultPersonality: "",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      defaultLocation: "Austin, TX",
      defaultSpecialty: "Luxury Homes",
      defaultPersonality: null,
    });
    expect(await (await browser.get("/api/user/access-level")).json()).toEqual({ accessLevel: "none" });
    await t.db.update(users).set({ accessLevel: "momentum" }).where(eq(users.email, "jane@example.com"));
    expect(await (await browser.get("/api/user/access")).json()).toMatchObject({
      accessLevel: "momentum",
      scripts: 60,
      videos: 32,
      posts: 25,
    });
  });

  it("answers 401 to preferences and access when signed out", async () => {
    expect((await t.client().put("/api/auth/preferences", {})).status).toBe(401);
    expect((await t.client().get("/api/user/access-level")).status).toBe(401);
  });
});

describe("every response", () => {
  it("carries the security headers and no stack trace on unknown API paths", async () => {
    const res = await t.client().get("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("refuses a body over the limit", async () => {
    const res = await t.client().post("/api/auth/login", { email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
  });
});

describe("GET /api/auth/session", () => {
  it("answers a visitor 200 with no user, and a signed-in member with the same user as /api/auth/user", async () => {
    const visitor = await t.client().get("/api/auth/session");
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("cache-control")).toBe("no-store");
    expect(await visitor.json()).toEqual({ user: null });
    const browser = await registered();
    const session = (await (await browser.get("/api/auth/session")).json()) as { user: unknown };
    expect(session.user).toEqual(await (await browser.get("/api/auth/user")).json());
    expect(session.user).toMatchObject({ email: "jane@example.com", isDemo: false });
    // /api/auth/user keeps the spec's 401 for a visitor.
    expect((await t.client().get("/api/auth/user")).status).toBe(401);
  });
});
