import type { Env } from "../../env.ts";
import { lazyPort } from "../../lib/lazy-port.ts";
import type { AiPort } from "../../ports/ai.ts";
import { builtinPersonalizer } from "./builtin-personalizer.ts";

/** OpenAI (or any compatible API) when a key is configured; otherwise the offline personalizer. */
export function aiFromEnv(env: Pick<Env, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL">): AiPort {
  if (!env.OPENAI_API_KEY) return builtinPersonalizer();
  const options = { apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL };
  // The OpenAI SDK loads with the first customization, not with every Worker start (lib/lazy-port.ts).
  return lazyPort<AiPort>({ kind: "openai", languages: ["en", "es"] }, () =>
    import("./openai.ts").then((m) => m.openAiPersonalizer(options)),
  );
}
