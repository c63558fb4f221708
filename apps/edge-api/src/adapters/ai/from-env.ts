import type { Env } from "../../env.ts";
import type { AiPort } from "../../ports/ai.ts";
import { builtinPersonalizer } from "./builtin-personalizer.ts";
import { openAiPersonalizer } from "./openai.ts";

/** OpenAI (or any compatible API) when a key is configured; otherwise the offline personalizer. */
export function aiFromEnv(env: Pick<Env, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL">): AiPort {
  if (!env.OPENAI_API_KEY) return builtinPersonalizer();
  return openAiPersonalizer({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL });
}
