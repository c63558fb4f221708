// The AI path keeps the facts too: the model is sent the script's fact list as data, and an answer
// that drops a step, changes a number or adds a statistic is caught and replaced by the built-in
// engine's version, which keeps every sentence.
import type { CustomizeResult } from "@realty/contracts/customize";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { scriptCustomizations } from "../../db/schema.ts";
import { AI_LOST_A_FACT } from "../../services/ai/customize-script.ts";
import { memberWithScript, withFakeOpenAi } from "../../testing/customize-fixtures.ts";
import { jsonAnswer } from "../../testing/fake-openai.ts";

const HOOK = "Three weekends. That's all it takes to get your house listing-ready.";
const STEPS = [
  "Weekend one is subtraction.",
  "Walk every room with three bins: keep, store, donate.",
  "Weekend two is fixing the small stuff buyers notice in the first minute.",
  "Weekend three is the deep clean and the details.",
];
const CTA = "Comment PREP and I'll send you my checklist.";
const CONTENT = `${HOOK}\n\n${STEPS.join(" ")}\n\n${CTA}`;

/** What a careful model answers: the steps reworded lightly, the agent added around them. */
const FAITHFUL = {
  long: `Denver sellers, three weekends is all it takes to get your house listing-ready.\n\nWeekend one is subtraction: walk every room with three bins, keep, store, donate. Weekend two is fixing the small stuff buyers notice in the first minute. Weekend three is the deep clean and the details.\n\n${CTA} I'm your luxury home specialist in Denver.`,
  short:
    "Three weekends to listing-ready in Denver.\n\nWeekend one: subtract. Weekend two: fix. Weekend three: clean.\n\nComment PREP.",
  beats: ["Three weekends", "Weekend one: subtract", "Comment PREP"],
  captions: {
    instagram: "Three weekends to listing-ready in Denver. Comment PREP. #Denver",
    facebook: "Three weekends to a listing-ready home in Denver. Comment PREP for my checklist.",
    linkedin: "A three-weekend plan for Denver sellers. Comment PREP.",
    x: "Three weekends to listing-ready in Denver. Comment PREP. #Denver",
  },
};

describe("the AI path through the output guard (a local OpenAI-compatible server)", () => {
  const state = withFakeOpenAi({ beforeAll, afterAll, beforeEach, afterEach });
  const member = () =>
    memberWithScript(state.t, { title: "Listing-Ready in Three Weekends", content: CONTENT, topic: "sellers" });

  async function customize(answer: typeof FAITHFUL) {
    const { client, id } = await member();
    state.fake.answerWith(jsonAnswer(answer));
    const res = await client.post(`/api/scripts/${id}/customize`, { location: "Denver, CO", specialty: "Luxury Homes" });
    expect(res.status).toBe(200);
    return (await res.json()) as CustomizeResult;
  }

  it("sends the model the script's facts as data and keeps a faithful answer", async () => {
    const result = await customize(FAITHFUL);
    expect(result).toMatchObject({ engine: "ai", notice: null, long: FAITHFUL.long });
    const sent = state.fake.requests[0]?.body as { messages: { role: string; content: string }[] };
    const data = JSON.parse(sent.messages[1]?.content ?? "{}") as { script: { facts: string[] } };
    expect(data.script.facts).toEqual(
      expect.arrayContaining(["Weekend one is subtraction.", expect.stringMatching(/^Weekend two/)]),
    );
    expect(sent.messages[0]?.content).toContain("script.facts");
  });

  it.each([
    [
      "drops a step",
      {
        ...FAITHFUL,
        long: FAITHFUL.long.replace("Weekend one is subtraction: walk every room with three bins, keep, store, donate. ", ""),
      },
    ],
    ["changes a number", { ...FAITHFUL, long: FAITHFUL.long.replace("Weekend three is", "Weekend four is") }],
    [
      "adds a made-up statistic",
      { ...FAITHFUL, long: FAITHFUL.long.replace("the details.", "the details, and staged homes sell 3 times faster.") },
    ],
    [
      "puts a figure of its own in a caption",
      { ...FAITHFUL, captions: { ...FAITHFUL.captions, x: "Listing-ready in 2 weekends in Denver. Comment PREP. #Denver" } },
    ],
  ])("an answer that %s is replaced by the built-in version, which keeps every step", async (_what, answer) => {
    const result = await customize(answer);
    expect(result).toMatchObject({ engine: "builtin", notice: AI_LOST_A_FACT, customized: true });
    for (const step of STEPS) expect(result.long).toContain(step);
    expect(result.long).not.toMatch(/Weekend four|3 times faster/);
    const [row] = await state.t.db.select().from(scriptCustomizations);
    expect(row?.engine).toBe("builtin");
  });
});
