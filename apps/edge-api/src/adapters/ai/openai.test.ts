import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AiPort } from "../../ports/ai.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../../testing/fake-openai.ts";
import { builtinPersonalizer } from "./builtin-personalizer.ts";
import { openAiPersonalizer } from "./openai.ts";

const request = {
  title: "Visit the Neighborhood Three Times",
  content: "You toured the house once.\n\nVisit three times in our area.\n\nDM me 'TOUR' for my checklist.",
  location: "Boise",
  specialty: "Luxury Homes",
  personality: "Warm & Personal",
};

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const openai = () => openAiPersonalizer({ apiKey: "sk-test-key", baseURL: fake.baseURL, model: "gpt-test", maxRetries: 0 });

// The same contract for both adapters: a script in, a non-empty script out.
describe.each<[string, () => AiPort]>([
  ["built-in", builtinPersonalizer],
  ["openai", openai],
])("AI port contract: %s", (_name, make) => {
  it("answers a non-empty script for a valid request", async () => {
    fake.answerWith({ content: "You toured the house once.\n\nVisit three times in Boise.\n\nDM me 'TOUR'." });
    const result = await make().personalize(request);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.content.trim().length).toBeGreaterThan(0);
  });
});

describe("OpenAI adapter against a local OpenAI-compatible server", () => {
  it("sends one chat completion with the model, the rules and the agent's inputs", async () => {
    fake.requests.length = 0;
    fake.answerWith({ content: "```\nPersonalized for Boise.\n```" });
    const result = await openai().personalize(request);
    expect(result).toEqual({ ok: true, content: "Personalized for Boise." });

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.path).toBe("/v1/chat/completions");
    expect(sent?.headers.authorization).toBe("Bearer sk-test-key");
    const body = sent?.body as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe("gpt-test");
    expect(body.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(body.messages[0]?.content).toMatch(/Never invent numbers, prices/);
    expect(body.messages[0]?.content).toMatch(/hook, a body and a call to action/);
    expect(body.messages[1]?.content).toContain("Location: Boise");
    expect(body.messages[1]?.content).toContain("Specialty: Luxury Homes");
    expect(body.messages[1]?.content).toContain("Tone: Warm & Personal");
    expect(body.messages[1]?.content).toContain(request.content);
  });

  it("says which inputs were left blank instead of inventing them", async () => {
    fake.requests.length = 0;
    fake.answerWith({ content: "Same script." });
    await openai().personalize({ title: request.title, content: request.content });
    const body = fake.requests[0]?.body as { messages: { content: string }[] };
    expect(body.messages[1]?.content).toContain("Location: (not given; keep the place phrases as they are)");
  });

  it.each([
    [{ status: 500, error: "boom" }, /500/],
    [{ status: 429, error: "slow down" }, /429/],
    [{ content: "   " }, /empty/],
    [{ content: "Cut off mid", finishReason: "length" }, /token limit/],
  ])("reports %o as a failure, never as a script", async (answer, reason) => {
    fake.answerWith(answer);
    const result = await openai().personalize(request);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it("reports an unreachable server as a failure", async () => {
    const down = openAiPersonalizer({ apiKey: "k", baseURL: "http://127.0.0.1:1/v1", model: "m", maxRetries: 0 });
    expect((await down.personalize(request)).ok).toBe(false);
  });
});
