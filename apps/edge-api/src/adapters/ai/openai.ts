// The production AI adapter: any OpenAI-compatible chat completions API through the official SDK.
import OpenAI from "openai";
import type { AiPort } from "../../ports/ai.ts";
import { cleanAnswer, SYSTEM_PROMPT, userPrompt } from "./prompt.ts";

export interface OpenAiConfig {
  apiKey: string;
  /** Any OpenAI-compatible endpoint; the SDK's default host when unset. */
  baseURL?: string | undefined;
  model: string;
  /** A member waits for the answer: fail within this rather than hang. */
  timeoutMs?: number;
  maxRetries?: number;
}

/** Scripts are about 150–230 words; this leaves room without letting a runaway answer through. */
const MAX_OUTPUT_TOKENS = 900;

export function openAiPersonalizer(config: OpenAiConfig): AiPort {
  const client = new OpenAI({
    apiKey: config.apiKey,
    // Passed explicitly so the SDK never falls back to reading process.env itself.
    baseURL: config.baseURL ?? "https://api.openai.com/v1",
    timeout: config.timeoutMs ?? 45_000,
    maxRetries: config.maxRetries ?? 1,
  });
  return {
    kind: "openai",
    async personalize(request) {
      try {
        const completion = await client.chat.completions.create({
          // No temperature: reasoning models accept only their default, and the prompt carries the rules.
          model: config.model,
          max_completion_tokens: MAX_OUTPUT_TOKENS,
          messages: [
            { role: "system", content: SYSTEM_PROMPT },
            { role: "user", content: userPrompt(request) },
          ],
        });
        const choice = completion.choices[0];
        const content = cleanAnswer(choice?.message?.content ?? "");
        if (!content) return { ok: false, reason: "empty answer" };
        if (choice?.finish_reason === "length") return { ok: false, reason: "answer cut off at the token limit" };
        return { ok: true, content };
      } catch (err) {
        const status = err instanceof OpenAI.APIError ? ` (${err.status ?? "no status"})` : "";
        return { ok: false, reason: `${err instanceof Error ? err.name : "error"}${status}` };
      }
    },
  };
}
