// Regression guard (GET /api/logout): a GET changed state with no same-origin check, so any page could
// sign a member out with an image tag. Now only a navigation from this site (or a typed address)
// ends the session; POST /api/auth/logout is unchanged.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";
import { registerMember, whoAmI } from "./account-kit.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe("GET /api/logout", () => {
  it("from another site changes nothing", async () => {
    const browser = await registerMember(t);
    const res = await browser.get("/api/logout", { "sec-fetch-site": "cross-site", referer: "https://evil.example/" });
    expect(res.status).toBe(403);
    expect(await whoAmI(browser)).not.toBeNull();
  });

  it("with no sign of where it came from changes nothing", async () => {
    const browser = await registerMember(t);
    expect((await browser.get("/api/logout")).status).toBe(403);
    expect((await browser.get("/api/logout", { referer: "https://evil.example/page" })).status).toBe(403);
    expect(await whoAmI(browser)).not.toBeNull();
  });

  it("from this site, or typed, signs out and goes home", async () => {
    const first = await registerMember(t);
    const res = await first.get("/api/logout", { "sec-fetch-site": "same-origin" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(await whoAmI(first)).toBeNull();
    const second = t.client();
    await second.post("/api/auth/login", { email: "mia@example.com", password: "mia-password-1" });
    expect((await second.get("/api/logout", { "sec-fetch-site": "none" })).status).toBe(302);
    expect(await whoAmI(second)).toBeNull();
    const third = t.client();
    await third.post("/api/auth/login", { email: "mia@example.com", password: "mia-password-1" });
    expect((await third.get("/api/logout", { referer: "http://localhost/dashboard" })).status).toBe(302);
    expect(await whoAmI(third)).toBeNull();
  });
});
