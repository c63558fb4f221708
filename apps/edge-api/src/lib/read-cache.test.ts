import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env.ts";
import { users } from "../db/schema.ts";
import { keepsReadCache } from "../middleware/read-cache-effect.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { ReadCache, requestInvalidatesReads } from "./read-cache.ts";

describe("ReadCache", () => {
  it("reuses a value until it expires", async () => {
    let clock = 0;
    const cache = new ReadCache(1000, () => clock);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad("k", load)).toBe(1);
    clock = 999;
    expect(await cache.getOrLoad("k", load)).toBe(1);
    clock = 1001;
    expect(await cache.getOrLoad("k", load)).toBe(2);
  });

  it("forgets everything on invalidation, and never keeps a load that overlapped one", async () => {
    const cache = new ReadCache(60_000, () => 0);
    let release: () => void = () => {};
    const slow = cache.getOrLoad("k", () => new Promise<string>((resolve) => (release = () => resolve("read before the write"))));
    cache.invalidateAll(); // a write commits while the read is in flight
    release();
    expect(await slow).toBe("read before the write");
    expect(await cache.getOrLoad("k", async () => "fresh")).toBe("fresh");
    cache.invalidateAll();
    expect(await cache.getOrLoad("k", async () => "fresher")).toBe("fresher");
  });

  it("empties the cache after every unsafe method unless its route declares that it keeps it", () => {
    expect(requestInvalidatesReads("GET", undefined)).toBe(false);
    expect(requestInvalidatesReads("HEAD", undefined)).toBe(false);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect(requestInvalidatesReads(method, undefined)).toBe(true);
    expect(requestInvalidatesReads("POST", "keeps")).toBe(false);
    expect(requestInvalidatesReads("GET", "invalidates")).toBe(true);
  });
});

describe("the app with the read cache on", () => {
  let t: TestApp;
  afterEach(() => t.cleanup());

  it("ends a session at once on logout, even for a copy of the cookie that was just served", async () => {
    t = await createTestApp({ app: { readCacheMs: 60_000 } });
    const owner = t.client();
    await owner.post("/api/auth/register", {
      firstName: "Casey",
      lastName: "Cache",
      email: "casey@example.com",
      password: "cache-pass-1",
    });
    const copy = t.client();
    copy.cookie = owner.cookie;
    expect((await copy.get("/api/auth/user")).status).toBe(200);
    await owner.post("/api/auth/logout");
    expect((await copy.get("/api/auth/user")).status).toBe(401);
  });

  it("serves a change made through the API on the next read, and bounds what another process changes by the time limit", async () => {
    t = await createTestApp({ app: { readCacheMs: 60_000 } });
    const member = t.client();
    await member.post("/api/auth/register", {
      firstName: "Casey",
      lastName: "Cache",
      email: "casey@example.com",
      password: "cache-pass-1",
    });
    expect(await (await member.get("/api/auth/user")).json()).toMatchObject({ defaultLocation: null });
    await member.put("/api/auth/preferences", { defaultLocation: "Boise, ID" });
    expect(await (await member.get("/api/auth/user")).json()).toMatchObject({ defaultLocation: "Boise, ID" });

    // A write this process did not see (another process) shows once the cache is dropped.
    await t.db.update(users).set({ accessLevel: "spark" }).where(eq(users.email, "casey@example.com"));
    expect(await (await member.get("/api/user/access-level")).json()).toEqual({ accessLevel: "none" });
    await member.put("/api/auth/preferences", { defaultLocation: "Reno, NV" });
    expect(await (await member.get("/api/user/access-level")).json()).toEqual({ accessLevel: "spark" });
  });

  it("keeps the cache through analytics events, and serves the events themselves at once", async () => {
    t = await createTestApp({ app: { readCacheMs: 60_000 } });
    const member = await registered(t, "casey@example.com");
    expect(await (await member.get("/api/user/access-level")).json()).toEqual({ accessLevel: "none" });
    expect(await (await member.get("/api/scripts/opened")).json()).toEqual({ ids: [] });
    // Changed behind the process's back: only a cache-emptying write would show it.
    await t.db.update(users).set({ accessLevel: "spark" }).where(eq(users.email, "casey@example.com"));
    expect((await member.post("/api/analytics", { event: "script_view", properties: { scriptId: 7 } })).status).toBe(204);
    // The event's own read is not cached, so "new for you" sees it on the next request.
    expect(await (await member.get("/api/scripts/opened")).json()).toEqual({ ids: [7] });
    // The cached session was kept (the analytics write changed nothing it holds).
    expect(await (await member.get("/api/user/access-level")).json()).toEqual({ accessLevel: "none" });
  });

  it("keeps the cache through sign-ins, and a sign-in is never hidden by a cached 'no such session'", async () => {
    t = await createTestApp({ app: { readCacheMs: 60_000 } });
    const owner = await registered(t, "casey@example.com");
    const other = await registered(t, "drew@example.com");
    const ended = owner.cookie;
    await owner.post("/api/auth/logout");
    owner.cookie = ended;
    // The ended session's cookie is now cached as "no session" (a negative entry).
    expect((await owner.get("/api/auth/user")).status).toBe(401);
    expect(await (await other.get("/api/user/access-level")).json()).toEqual({ accessLevel: "none" });
    await t.db.update(users).set({ accessLevel: "spark" }).where(eq(users.email, "drew@example.com"));

    const signIn = await owner.post("/api/auth/login", { email: "casey@example.com", password: "cache-pass-1" });
    expect(signIn.status).toBe(200);
    // The new cookie is a fresh token: the negative entry for the old one cannot hide it.
    expect(await (await owner.get("/api/auth/user")).json()).toMatchObject({ email: "casey@example.com" });
    // A failed sign-in changes nothing either.
    expect((await t.client().post("/api/auth/login", { email: "casey@example.com", password: "wrong-pass-1" })).status).toBe(401);
    // Other members' cached reads were kept.
    expect(await (await other.get("/api/user/access-level")).json()).toEqual({ accessLevel: "none" });
  });
});

describe("routes declare their effect on the read cache", () => {
  let t: TestApp;
  afterEach(() => t.cleanup());

  /** A member whose cached access level is stale: only an emptied cache shows "spark". */
  async function staleMember() {
    const member = await registered(t, "casey@example.com");
    expect(await (await member.get("/api/user/access-level")).json()).toEqual({ accessLevel: "none" });
    await t.db.update(users).set({ accessLevel: "spark" }).where(eq(users.email, "casey@example.com"));
    return member;
  }

  it("empties the cache after a new write route that declares nothing, and keeps it where one declares keepsReadCache", async () => {
    t = await createTestApp({ app: { readCacheMs: 60_000 } });
    // Routes added the way a feature would add them, with no list to update anywhere else.
    const probe = new Hono<AppEnv>()
      .post("/probe/neutral", keepsReadCache, (c) => c.body(null, 204))
      .post("/probe/write", (c) => c.body(null, 204));
    t.app.route("/api", probe);
    const member = await staleMember();
    expect((await member.post("/api/probe/neutral")).status).toBe(204);
    expect(await (await member.get("/api/user/access-level")).json()).toEqual({ accessLevel: "none" });
    expect((await member.post("/api/probe/write")).status).toBe(204);
    expect(await (await member.get("/api/user/access-level")).json()).toEqual({ accessLevel: "spark" });
  });

  it("empties the cache after the GET /api/logout fallback, which writes", async () => {
    t = await createTestApp({ app: { readCacheMs: 60_000 } });
    const owner = await registered(t, "casey@example.com");
    const copy = t.client();
    copy.cookie = owner.cookie;
    expect((await copy.get("/api/auth/user")).status).toBe(200);
    expect((await owner.get("/api/logout", { "sec-fetch-site": "same-origin" })).status).toBe(302);
    expect((await copy.get("/api/auth/user")).status).toBe(401);
  });
});

async function registered(t: TestApp, email: string) {
  const member = t.client();
  const res = await member.post("/api/auth/register", { firstName: "Casey", lastName: "Cache", email, password: "cache-pass-1" });
  expect(res.status).toBe(201);
  return member;
}
