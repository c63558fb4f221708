import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe("GET /api/auth/status", () => {
  it("answers 200 signed out, never cached, with no personal data", async () => {
    const res = await t.client().get("/api/auth/status");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ authenticated: false, isAdmin: false });
  });

  it("says signed in after a demo login and signed out again after logout", async () => {
    const browser = t.client();
    const login = await browser.post("/api/login", { email: "prospect@example.com", name: "Pat Prospect" });
    expect(login.status).toBe(200);
    expect(await (await browser.get("/api/auth/status")).json()).toEqual({ authenticated: true, isAdmin: false });
    await browser.post("/api/auth/logout");
    expect(await (await browser.get("/api/auth/status")).json()).toEqual({ authenticated: false, isAdmin: false });
  });

  it("ignores a forged session cookie", async () => {
    const res = await t.client().get("/api/auth/status", { cookie: "sid=not-a-real-session-token" });
    expect(await res.json()).toEqual({ authenticated: false, isAdmin: false });
  });
});
