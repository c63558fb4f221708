import type { CustomizeResult } from "@realty/contracts/customize";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { scriptCustomizations } from "../../db/schema.ts";
import { AI_LOST_A_FACT } from "../../services/ai/customize-script.ts";
import { events, setup, withFakeOpenAi } from "../../testing/customize-fixtures.ts";
import { type FakeAnswer, type FakeOpenAi, GOOD_KIT, jsonAnswer } from "../../testing/fake-openai.ts";
import type { TestApp } from "../../testing/test-app.ts";

const FELL_BACK = "The AI engine couldn't finish this one, so the built-in personalizer wrote it.";
/** The fake's kit, rewritten for the route's script (its CTA keyword and place). */
const KIT = {
  ...GOOD_KIT,
  long: "Tampa sellers: buyers judge your home in seconds.\n\nThey notice the front door, the light and the smell first, so fix the small things, clean every window and clear every counter. Then price it right from day one, with [verify: recent sales near you] in hand.\n\nDM me 'LIST' for my prep checklist. I'm your listing agent in Tampa.",
  short:
    "Buyers judge your Tampa home in seconds.\n\nFix the small things, clean every window, clear every counter.\n\nDM me 'LIST' for my prep checklist.",
  beats: ["Buyers judge in seconds", "Door, light, smell", "DM me LIST"],
  captions: {
    instagram: "Buyers judge your Tampa home in seconds: the front door, the light, the smell. DM me LIST. #Tampa",
    facebook: "Selling in Tampa this spring? Fix the small things and clear every counter. DM me LIST for my prep checklist.",
    linkedin: "What buyers in Tampa notice first, and what sellers can fix before listing. DM me LIST.",
    x: "Buyers judge your Tampa home in seconds. Fix the small things first. DM me LIST for my checklist. #Tampa",
  },
};

describe("POST /api/scripts/:id/customize with the AI engine (a local OpenAI-compatible server)", () => {
  const state = withFakeOpenAi({ beforeAll, afterAll, beforeEach, afterEach });
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeEach(() => {
    ({ fake, t } = state);
  });

  it("stores and returns the model's kit, labelled as the AI engine's, in the language asked for", async () => {
    const { member, scriptId } = await setup(t, "spark");
    fake.answerWith(jsonAnswer(KIT));
    const res = await member.post(`/api/scripts/${scriptId}/customize`, {
      location: "Tampa",
      specialty: "Luxury Homes",
      language: "es",
    });
    expect(res.status).toBe(200);
    const result = (await res.json()) as CustomizeResult;
    expect(result).toMatchObject({ engine: "ai", language: "es", customized: true, notice: null, customizedContent: KIT.long });
    expect(result.captions).toEqual(KIT.captions);
    expect(result.short).toBe(KIT.short);
    const [row] = await t.db.select().from(scriptCustomizations);
    expect(row).toMatchObject({ engine: "ai", language: "es", content: KIT.long });
    const sent = fake.requests[0]?.body as { messages: { content: string }[] };
    expect(JSON.parse(sent.messages[1]?.content ?? "{}")).toMatchObject({ script: { title: "First Impressions" } });
  });

  it.each<[string, FakeAnswer]>([
    ["a malformed answer", { content: "Sure! Here's a poem about Tampa." }],
    ["an off-schema answer", jsonAnswer({ long: KIT.long })],
    [
      "an answer with steering language",
      jsonAnswer({ ...KIT, long: `${KIT.long} It's a safe neighborhood, perfect for families.` }),
    ],
    ["an answer with a link", jsonAnswer({ ...KIT, captions: { ...KIT.captions, x: "See https://example.com DM me LIST" } })],
    ["a server error", { status: 500, error: "upstream exploded: secret detail" }],
    ["a timeout", jsonAnswer(KIT, { delayMs: 8_000 })],
    ["a stalled stream", jsonAnswer(KIT, { chunkDelayMs: 8_000 })],
  ])("refuses %s and falls back to the built-in personalizer, saying so", async (_what, answer) => {
    const { member, scriptId } = await setup(t, "spark");
    fake.answerWith(answer);
    const res = await member.post(`/api/scripts/${scriptId}/customize`, { location: "Tampa", specialty: "Luxury Homes" });
    expect(res.status).toBe(200);
    const result = (await res.json()) as CustomizeResult;
    expect(result).toMatchObject({ engine: "builtin", language: "en", customized: true, notice: FELL_BACK });
    expect(result.long).toContain("Tampa");
    expect(JSON.stringify(result)).not.toMatch(/secret detail|poem|safe neighborhood|12 days|example\.com/);
    const [row] = await t.db.select().from(scriptCustomizations);
    expect(row?.engine).toBe("builtin");
  });

  it("replaces an answer with a figure the script never had, saying a fact was at stake", async () => {
    const { member, scriptId } = await setup(t, "spark");
    fake.answerWith(jsonAnswer({ ...KIT, short: "Homes in Tampa sell in 12 days.\n\nDM me 'LIST'." }));
    const res = await member.post(`/api/scripts/${scriptId}/customize`, { location: "Tampa", specialty: "Luxury Homes" });
    const result = (await res.json()) as CustomizeResult;
    expect(result).toMatchObject({ engine: "builtin", notice: AI_LOST_A_FACT });
    expect(JSON.stringify(result)).not.toContain("12 days");
  });

  it("streams the AI progress and the fallback to a client that accepts NDJSON", async () => {
    const { member, scriptId } = await setup(t, "spark");
    fake.answerWith({ status: 503, error: "unavailable" });
    const res = await member.post(
      `/api/scripts/${scriptId}/customize`,
      { location: "Tampa" },
      { accept: "application/x-ndjson" },
    );
    const lines = await events(res);
    expect(lines.map((e) => (e.type === "progress" ? e.step : e.type))).toEqual([
      "start",
      "ai",
      "fallback",
      "check",
      "save",
      "result",
    ]);
    expect(lines[1]).toMatchObject({ message: "Writing your Tampa version with AI..." });
    const last = lines.at(-1);
    expect(last?.type === "result" && last.result).toMatchObject({ engine: "builtin", notice: FELL_BACK });
  });

  it("streams the AI's progress as its answer grows, then the AI result", async () => {
    const { member, scriptId } = await setup(t, "spark");
    fake.answerWith(jsonAnswer(KIT, { chunkDelayMs: 10 }));
    const res = await member.post(
      `/api/scripts/${scriptId}/customize`,
      { location: "Tampa" },
      { accept: "application/x-ndjson" },
    );
    const lines = await events(res);
    const steps = lines.map((e) => (e.type === "progress" ? e.step : e.type));
    expect(steps.slice(0, 2)).toEqual(["start", "ai"]);
    expect(steps.filter((s) => s === "writing").length).toBeGreaterThanOrEqual(2);
    expect(steps.slice(-3)).toEqual(["check", "save", "result"]);
    expect(lines.find((e) => e.type === "progress" && e.step === "writing")).toMatchObject({
      message: expect.stringMatching(/^Writing with AI: about \d+ words so far\.\.\.$/),
    });
    const last = lines.at(-1);
    expect(last?.type === "result" && last.result.engine).toBe("ai");
  });

  it("does not call the model when nothing was filled in", async () => {
    const { member, scriptId } = await setup(t, "spark");
    const result = (await (await member.post(`/api/scripts/${scriptId}/customize`, {})).json()) as CustomizeResult;
    expect(result.customized).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });
});
