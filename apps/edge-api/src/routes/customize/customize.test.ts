import { gunzipSync } from "node:zlib";
import type { ScriptItem } from "@realty/contracts/library";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openAiPersonalizer } from "../../adapters/ai/openai.ts";
import { scriptCustomizations, scripts, users } from "../../db/schema.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../../testing/fake-openai.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

const CONTENT = "Thinking of selling?\n\nHere's what buyers in our area notice first.\n\nDM me 'LIST' for my prep checklist.";

async function setup(t: TestApp, level: string) {
  const [script] = await t.db
    .insert(scripts)
    .values([
      { title: "First Impressions", content: CONTENT, category: "seller", accessLevel: "sampler", sortOrder: 0 },
      { title: "Top Tier Only", content: CONTENT, category: "seller", accessLevel: "domination", sortOrder: 1 },
    ])
    .returning();
  const member = t.client();
  const email = `member-${Math.random().toString(36).slice(2)}@example.com`;
  await member.post("/api/auth/register", { firstName: "Mia", lastName: "Member", email, password: "long-password-1" });
  await t.db.update(users).set({ accessLevel: level }).where(eq(users.email, email));
  return { member, scriptId: script?.id ?? 0, lockedId: (script?.id ?? 0) + 1 };
}

describe("POST /api/scripts/:id/customize with the built-in personalizer", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.cleanup());

  it("returns the personalized script and stores one version per member and script", async () => {
    const { member, scriptId } = await setup(t, "sampler");
    const res = await member.post(`/api/scripts/${scriptId}/customize`, { location: "Tampa", personality: "Direct & Honest" });
    expect(res.status).toBe(200);
    const { customizedContent } = (await res.json()) as { customizedContent: string };
    expect(customizedContent).toContain("buyers in Tampa notice first");
    expect(customizedContent).toMatch(/I'll give it to you straight|I'd rather tell you the truth/);

    const again = await member.post(`/api/scripts/${scriptId}/customize`, { location: "Miami" });
    expect(((await again.json()) as { customizedContent: string }).customizedContent).toContain("Miami");
    const rows = await t.db.select().from(scriptCustomizations);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ scriptId, location: "Miami", personality: null });
    expect(rows[0]?.content).toContain("Miami");
  });

  it("lists the saved version in GET /api/scripts, gzipped for a client that takes gzip", async () => {
    const { member, scriptId } = await setup(t, "sampler");
    await member.post(`/api/scripts/${scriptId}/customize`, { location: "Miami" });
    const res = await member.get("/api/scripts", { "accept-encoding": "gzip, deflate" });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const list = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")) as ScriptItem[];
    expect(list.find((s) => s.id === scriptId)?.customizedContent).toContain("Miami");
    const plain = await member.get("/api/scripts");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(((await plain.json()) as ScriptItem[]).find((s) => s.id === scriptId)?.customizedContent).toContain("Miami");
  });

  it("accepts an empty body: every field is optional", async () => {
    const { member, scriptId } = await setup(t, "sampler");
    const res = await member.post(`/api/scripts/${scriptId}/customize`, {});
    expect(res.status).toBe(200);
    expect(((await res.json()) as { customizedContent: string }).customizedContent).toBe(CONTENT);
  });

  it("answers 401 signed out, 404 for a missing script and 403 for a locked one, storing nothing", async () => {
    const { member, lockedId } = await setup(t, "sampler");
    expect((await t.client().post("/api/scripts/1/customize", {})).status).toBe(401);
    const missing = await member.post("/api/scripts/9999/customize", {});
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Script not found" });
    const locked = await member.post(`/api/scripts/${lockedId}/customize`, { location: "Tampa" });
    expect(locked.status).toBe(403);
    expect(await locked.json()).toMatchObject({ message: expect.stringContaining("Upgrade") });
    expect(await t.db.select().from(scriptCustomizations)).toHaveLength(0);
  });

  it.each([
    [{ location: "x".repeat(121) }, "Location must be at most 120 characters"],
    [{ specialty: 42 }, "Specialty must be text"],
  ])("refuses %o with a 400 and stores nothing", async (body, message) => {
    const { member, scriptId } = await setup(t, "sampler");
    const res = await member.post(`/api/scripts/${scriptId}/customize`, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect(await t.db.select().from(scriptCustomizations)).toHaveLength(0);
    expect((await member.post("/api/scripts/abc/customize", {})).status).toBe(400);
  });

  it("limits each member's customizations per window", async () => {
    const { member, scriptId } = await setup(t, "domination");
    t.deps.config.rateLimits = { ...t.deps.config.rateLimits, customize: { limit: 2, windowMs: 60_000 } };
    for (let i = 0; i < 2; i++) expect((await member.post(`/api/scripts/${scriptId}/customize`, {})).status).toBe(200);
    const limited = await member.post(`/api/scripts/${scriptId}/customize`, {});
    expect(limited.status).toBe(429);
    t.advance(61_000);
    expect((await member.post(`/api/scripts/${scriptId}/customize`, {})).status).toBe(200);
  });
});

describe("POST /api/scripts/:id/customize with the OpenAI adapter and a local fake server", () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    const ai = openAiPersonalizer({ apiKey: "sk-test", baseURL: fake.baseURL, model: "gpt-test", maxRetries: 0 });
    t = await createTestApp({ deps: { ai } });
    fake.requests.length = 0;
  });
  afterEach(() => t.cleanup());

  it("stores and returns the model's answer", async () => {
    const { member, scriptId } = await setup(t, "spark");
    fake.answerWith({ content: "Selling in Tampa?\n\nBuyers in Tampa notice the front door.\n\nDM me 'LIST'." });
    const res = await member.post(`/api/scripts/${scriptId}/customize`, { location: "Tampa", specialty: "Luxury Homes" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      customizedContent: "Selling in Tampa?\n\nBuyers in Tampa notice the front door.\n\nDM me 'LIST'.",
    });
    const [row] = await t.db.select().from(scriptCustomizations);
    expect(row?.content).toContain("Buyers in Tampa");
    const body = fake.requests[0]?.body as { messages: { content: string }[] };
    expect(body.messages[1]?.content).toContain("Title: First Impressions");
  });

  it("answers an upstream failure with 502 and a message, and stores nothing", async () => {
    const { member, scriptId } = await setup(t, "spark");
    fake.answerWith({ status: 500, error: "upstream exploded: secret detail" });
    const res = await member.post(`/api/scripts/${scriptId}/customize`, { location: "Tampa" });
    expect(res.status).toBe(502);
    const body = (await res.json()) as { message: string };
    expect(body.message).toBe("We couldn't personalize this script right now. Please try again.");
    expect(JSON.stringify(body)).not.toContain("secret detail");
    expect(await t.db.select().from(scriptCustomizations)).toHaveLength(0);
  });

  it("keeps the previous version when a re-customization fails", async () => {
    const { member, scriptId } = await setup(t, "spark");
    fake.answerWith({ content: "First version for Tampa." });
    await member.post(`/api/scripts/${scriptId}/customize`, { location: "Tampa" });
    fake.answerWith({ status: 503, error: "unavailable" });
    expect((await member.post(`/api/scripts/${scriptId}/customize`, { location: "Miami" })).status).toBe(502);
    const rows = await t.db.select().from(scriptCustomizations);
    expect(rows.map((r) => r.content)).toEqual(["First version for Tampa."]);
  });
});
