// "New for you": GET /api/scripts/opened lists the scripts this member opened (their
// script_view events), never another member's, and needs a session.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.cleanup());

async function member() {
  const browser = t.client();
  const res = await browser.post("/api/auth/register", {
    firstName: "Test",
    lastName: "Agent",
    email: `opened-${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: "long-enough-pw",
  });
  expect(res.status).toBe(201);
  return browser;
}

it("lists each opened script once, for its own member only", async () => {
  const a = await member();
  const b = await member();
  for (const scriptId of [7, "3", 7]) {
    expect((await a.post("/api/analytics", { event: "script_view", properties: { scriptId } })).status).toBe(204);
  }
  await b.post("/api/analytics", { event: "script_view", properties: { scriptId: 9 } });
  await a.post("/api/analytics", { event: "script_share", properties: { scriptId: 11 } });

  const res = await a.get("/api/scripts/opened");
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ids: [3, 7] });
  expect(await (await b.get("/api/scripts/opened")).json()).toEqual({ ids: [9] });
});

it("answers 401 without a session", async () => {
  expect((await t.client().get("/api/scripts/opened")).status).toBe(401);
});

it("lists carry each script's topic for the browse filters", async () => {
  const browser = await member();
  const list = (await (await browser.get("/api/scripts")).json()) as { topic?: string | null }[];
  expect(list.length).toBeGreaterThan(100);
  expect(list.filter((s) => typeof s.topic === "string").length).toBeGreaterThan(100);
});

it("refuses an unknown list view with a clear 400", async () => {
  const res = await t.client().get("/api/scripts?view=everything");
  expect(res.status).toBe(400);
  expect(JSON.stringify(await res.json())).toContain("view must be full or cards");
});
