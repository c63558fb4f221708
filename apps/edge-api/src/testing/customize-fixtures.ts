// Shared by the customize route tests: a member, two scripts (one locked), the stream reader, and a
// test app whose AI engine talks to the local OpenAI fake.
import type { CustomizeEvent } from "@realty/contracts/customize";
import type { ScriptKit } from "@realty/library/script-kit";
import { eq } from "drizzle-orm";
import { openAiPersonalizer } from "../adapters/ai/openai.ts";
import { scripts, users } from "../db/schema.ts";
import { type FakeOpenAi, startFakeOpenAi } from "./fake-openai.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export const CONTENT =
  "Thinking of selling this spring?\n\nHere's what buyers in our area notice first: the front door, the light and the smell. Fix the small things. Clean every window. Clear every counter. Then price it right from day one.\n\nDM me 'LIST' for my prep checklist.";

export async function setup(t: TestApp, level: string) {
  const [script] = await t.db
    .insert(scripts)
    .values([
      {
        title: "First Impressions",
        content: CONTENT,
        category: "seller",
        topic: "sellers",
        accessLevel: "sampler",
        sortOrder: 0,
      },
      { title: "Top Tier Only", content: CONTENT, category: "seller", accessLevel: "domination", sortOrder: 1 },
    ])
    .returning();
  const member = t.client();
  const email = `member-${Math.random().toString(36).slice(2)}@example.com`;
  await member.post("/api/auth/register", { firstName: "Mia", lastName: "Member", email, password: "long-password-1" });
  await t.db.update(users).set({ accessLevel: level }).where(eq(users.email, email));
  return { member, scriptId: script?.id ?? 0, lockedId: (script?.id ?? 0) + 1 };
}

/** The NDJSON answer's lines, parsed. */
export async function events(res: Response): Promise<CustomizeEvent[]> {
  return (await res.text())
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CustomizeEvent);
}

/** A member signed in at `level`, and a script of `content` they may customize. */
export async function memberWithScript(
  t: TestApp,
  script: { title: string; content: string; topic: string; kit?: ScriptKit | null },
  level = "domination",
) {
  const [row] = await t.db
    .insert(scripts)
    .values({ category: "seller", accessLevel: "sampler", sortOrder: 0, ...script })
    .returning();
  const client = t.client();
  const email = `m-${Math.random().toString(36).slice(2)}@example.com`;
  await client.post("/api/auth/register", { firstName: "Mia", lastName: "Member", email, password: "long-password-1" });
  await t.db.update(users).set({ accessLevel: level }).where(eq(users.email, email));
  return { client, id: row?.id ?? 0 };
}

/** A test app whose AI engine is the OpenAI adapter pointed at a local fake server. */
export function withFakeOpenAi(hooks: {
  beforeAll: (fn: () => unknown) => void;
  afterAll: (fn: () => unknown) => void;
  beforeEach: (fn: () => unknown) => void;
  afterEach: (fn: () => unknown) => void;
}) {
  const state = {} as { fake: FakeOpenAi; t: TestApp };
  hooks.beforeAll(async () => {
    state.fake = await startFakeOpenAi();
  });
  hooks.afterAll(() => state.fake.close());
  hooks.beforeEach(async () => {
    const ai = openAiPersonalizer({
      apiKey: "sk-test",
      baseURL: state.fake.baseURL,
      model: "gpt-test",
      maxRetries: 0,
      timeoutMs: 3_000,
    });
    state.t = await createTestApp({ deps: { ai } });
    state.fake.requests.length = 0;
  });
  hooks.afterEach(() => state.t.cleanup());
  return state;
}
