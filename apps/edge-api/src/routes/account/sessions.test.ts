import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const dana = { firstName: "Dana", lastName: "Reyes", email: "dana@example.com", password: "quiet-harbor-lights" };

async function signIn(userAgent: string) {
  const browser = t.client();
  const res = await browser.post("/api/auth/login", { email: dana.email, password: dana.password }, { "user-agent": userAgent });
  expect(res.status).toBe(200);
  return browser;
}

interface ListedSession {
  id: string;
  userAgent: string | null;
  current: boolean;
  createdAt: string;
  lastActiveAt: string;
}

describe("the member's sessions", () => {
  it("lists the member's own live sessions with their browser, the current one marked", async () => {
    await t.client().post("/api/auth/register", dana);
    t.advance(60_000);
    const laptop = await signIn("Mozilla/5.0 (Macintosh) Firefox/140.0");
    t.advance(60_000);
    await signIn("Mozilla/5.0 (iPhone) Safari/605.1");
    const other = t.client();
    await other.post("/api/auth/register", { ...dana, email: "other@example.com" });

    const res = await laptop.get("/api/user/sessions");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { sessions } = (await res.json()) as { sessions: ListedSession[] };
    // Registration signed in too: three of Dana's, none of the other member's.
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s) => s.userAgent)).toEqual([
      "Mozilla/5.0 (iPhone) Safari/605.1",
      "Mozilla/5.0 (Macintosh) Firefox/140.0",
      null,
    ]);
    expect(sessions.filter((s) => s.current).map((s) => s.userAgent)).toEqual(["Mozilla/5.0 (Macintosh) Firefox/140.0"]);
    // A handle, not the stored hash (and never the cookie's token).
    for (const s of sessions) expect(s.id).toMatch(/^[0-9a-f]{12}$/);
    expect((await t.client().get("/api/user/sessions")).status).toBe(401);
  });

  it("signs out everywhere: every session of the member ends, this one too, and no one else's", async () => {
    await t.client().post("/api/auth/register", dana);
    const laptop = await signIn("laptop");
    const phone = await signIn("phone");
    const other = t.client();
    await other.post("/api/auth/register", { ...dana, email: "other@example.com" });

    const res = await laptop.del("/api/user/sessions");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Signed out everywhere." });
    expect((await laptop.get("/api/auth/user")).status).toBe(401);
    expect((await phone.get("/api/auth/user")).status).toBe(401);
    expect((await other.get("/api/auth/user")).status).toBe(200);
    // From another site it is refused like every state change.
    expect((await other.del("/api/user/sessions", { origin: "https://evil.example" })).status).toBe(403);
    expect((await other.get("/api/auth/user")).status).toBe(200);
  });
});

describe("session lifetimes", () => {
  async function admin() {
    await t.client().post("/api/auth/register", dana);
    await t.db.update(users).set({ role: "admin" }).where(eq(users.email, dana.email));
    return signIn("admin laptop");
  }

  it("ends an admin's session after 12 hours idle", async () => {
    const browser = await admin();
    t.advance(11 * HOUR);
    expect((await browser.get("/api/auth/user")).status).toBe(200);
    t.advance(11 * HOUR);
    expect((await browser.get("/api/auth/user")).status).toBe(200);
    t.advance(13 * HOUR);
    expect((await browser.get("/api/auth/user")).status).toBe(401);
  });

  it("ends an admin's session 7 days after sign-in however busy", async () => {
    const browser = await admin();
    // Used every 11 hours: never idle for 12, until day 7 ends it (15 x 11 h = 165 h < 168 h).
    for (let step = 0; step < 15; step++) {
      t.advance(11 * HOUR);
      expect((await browser.get("/api/auth/user")).status).toBe(200);
    }
    t.advance(11 * HOUR);
    expect((await browser.get("/api/auth/user")).status).toBe(401);
  });

  it("cuts a long session to the admin's limits once the member becomes an admin", async () => {
    await t.client().post("/api/auth/register", dana);
    const browser = await signIn("member laptop");
    await t.db.update(users).set({ role: "admin" }).where(eq(users.email, dana.email));
    expect((await browser.get("/api/auth/user")).status).toBe(200);
    t.advance(13 * HOUR);
    expect((await browser.get("/api/auth/user")).status).toBe(401);
  });

  it("keeps a member's session 30 days idle, as before", async () => {
    await t.client().post("/api/auth/register", dana);
    const browser = await signIn("member laptop");
    t.advance(29 * DAY);
    expect((await browser.get("/api/auth/user")).status).toBe(200);
  });
});
