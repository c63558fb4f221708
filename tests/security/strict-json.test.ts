// Regression guard: a text/plain body was read as `{}`, which the preferences schema accepted, wiping a
// member's saved preferences. JSON routes now take only application/json (415 otherwise, nothing
// written); uploads and the Stripe webhook read their own bodies and keep working.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pendingRegistrations, users } from "../../apps/edge-api/src/db/schema.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const JSON_ONLY = { message: "Send the request body as JSON (Content-Type: application/json)." };
const saved = { defaultLocation: "Austin, TX", defaultSpecialty: "Luxury Homes", defaultPersonality: "Warm & Personal" };

async function memberWithPreferences() {
  const browser = t.client();
  const person = { firstName: "Pat", lastName: "Prefs", email: "pat@example.com", password: "pat-password-1" };
  expect((await browser.post("/api/auth/register", person)).status).toBe(201);
  await t.db.update(users).set(saved).where(eq(users.email, person.email));
  return browser;
}

async function storedPreferences() {
  const [row] = await t.db
    .select({
      defaultLocation: users.defaultLocation,
      defaultSpecialty: users.defaultSpecialty,
      defaultPersonality: users.defaultPersonality,
    })
    .from(users)
    .where(eq(users.email, "pat@example.com"));
  return row;
}

describe("a JSON route", () => {
  it.each([
    ["text/plain", "text/plain;charset=UTF-8"],
    ["a form", "application/x-www-form-urlencoded"],
    ["multipart", "multipart/form-data; boundary=x"],
    ["a JSON look-alike", "application/jsonp"],
  ])("refuses %s with 415 and keeps the saved preferences", async (_label, type) => {
    const browser = await memberWithPreferences();
    const res = await browser.put("/api/auth/preferences", {}, { "content-type": type });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual(JSON_ONLY);
    expect(await storedPreferences()).toEqual(saved);
  });

  it("refuses a body without any Content-Type", async () => {
    const browser = await memberWithPreferences();
    const res = await t.app.request(`${TEST_ORIGIN}/api/auth/preferences`, {
      method: "PUT",
      headers: { cookie: browser.cookie },
      body: "{}",
    });
    expect(res.status).toBe(415);
    expect(await storedPreferences()).toEqual(saved);
  });

  it("refuses a text/plain purchase form and stores no registration", async () => {
    const body = { firstName: "Tex", lastName: "Plain", email: "tex@example.com", password: "tex-password-1", plan: "spark" };
    const res = await t.client().post("/api/prepare-payment", body, { "content-type": "text/plain" });
    expect(res.status).toBe(415);
    expect(await t.db.select().from(pendingRegistrations)).toHaveLength(0);
  });

  it("still takes application/json with a charset", async () => {
    const browser = await memberWithPreferences();
    const res = await browser.put(
      "/api/auth/preferences",
      { defaultLocation: "Boise, ID", defaultSpecialty: "", defaultPersonality: "" },
      { "content-type": "application/json; charset=utf-8" },
    );
    expect(res.status).toBe(200);
    expect((await storedPreferences())?.defaultLocation).toBe("Boise, ID");
  });
});

describe("routes that read their own bodies", () => {
  it("the Stripe webhook still reads its raw body (then refuses the missing signature, not the type)", async () => {
    const res = await t.client().post("/api/stripe/webhook", { id: "evt_1" }, { "content-type": "text/plain" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Invalid webhook signature" });
  });

  it("a body-less POST (sign out) is not a JSON body and still works", async () => {
    const browser = await memberWithPreferences();
    const res = await t.app.request(`${TEST_ORIGIN}/api/auth/logout`, { method: "POST", headers: { cookie: browser.cookie } });
    expect(res.status).toBe(200);
  });
});
