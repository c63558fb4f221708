import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { users } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { ReadCache, requestMayWrite } from "./read-cache.ts";

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

  it("treats every unsafe method and GET /api/logout as a write", () => {
    expect(requestMayWrite("GET", "/api/scripts")).toBe(false);
    expect(requestMayWrite("POST", "/api/auth/logout")).toBe(true);
    expect(requestMayWrite("DELETE", "/api/admin/users/3")).toBe(true);
    expect(requestMayWrite("GET", "/api/logout")).toBe(true);
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
    await member.post("/api/analytics", { event: "page_view", data: { page: "home" } });
    expect(await (await member.get("/api/user/access-level")).json()).toEqual({ accessLevel: "spark" });
  });
});
