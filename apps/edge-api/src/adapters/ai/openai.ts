// The production AI adapter: any OpenAI-compatible chat completions API (OpenAI, or a local server
// such as Ollama or vLLM) through the official SDK, answering a JSON-schema structured post kit.
import OpenAI from "openai";
import type { AiPort } from "../../ports/ai.ts";
import { readKitAnswer } from "./kit-answer.ts";
import { KIT_JSON_SCHEMA, SYSTEM_PROMPT, userPrompt } from "./prompt.ts";

export interface OpenAiConfig {
  apiKey: string;
  /** Any OpenAI-compatible endpoint; the SDK's default host when unset. */
  baseURL?: string | undefined;
  model: string;
  /** A member waits for the answer: past this, the built-in personalizer answers instead. */
  timeoutMs?: number;
  maxRetries?: number;
}

/**
 * Long enough for a full kit from a hosted model; short enough that a member who waits gets the
 * built-in version rather than a spinner (there is no env setting for it: docs/decisions.md).
 */
export const AI_TIMEOUT_MS = 30_000;
/** A kit is about 500–900 words of JSON; this leaves room without letting a runaway answer through. */
const MAX_OUTPUT_TOKENS = 2_400;

export function openAiPersonalizer(config: OpenAiConfig): AiPort {
  const client = new OpenAI({
    apiKey: config.apiKey,
    // Passed explicitly so the SDK never falls back to reading process.env itself.
    baseURL: config.baseURL ?? "https://api.openai.com/v1",
    timeout: config.timeoutMs ?? AI_TIMEOUT_MS,
    // A retry would double the wait; the fallback is the retry.
    maxRetries: config.maxRetries ?? 0,
  });
  return {
    kind: "openai",
    languages: ["en", "es"],
    async personalize(request, signal) {
      try {
        const completion = await client.chat.completions.create(
          {
            // No temperature: reasoning models accept only their default, and the prompt carries the rules.
            model: config.model,
            max_completion_tokens: MAX_OUTPUT_TOKENS,
            response_format: { type: "json_schema", json_schema: KIT_JSON_SCHEMA },
            messages: [
              { role: "system", content: SYSTEM_PROMPT },
              { role: "user", content: userPrompt(request) },
            ],
          },
          { signal },
        );
        const choice = completion.choices[0];
        if (choice?.message?.refusal) return { ok: false, reason: "the model refused" };
        if (choice?.finish_reason === "length") return { ok: false, reason: "answer cut off at the token limit" };
        const content = choice?.message?.content?.trim() ?? "";
        if (!content) return { ok: false, reason: "empty answer" };
        return readKitAnswer(content);
      } catch (err) {
        if (err instanceof OpenAI.APIConnectionTimeoutError) return { ok: false, reason: "timeout" };
        if (err instanceof OpenAI.APIUserAbortError) return { ok: false, reason: "aborted" };
        const status = err instanceof OpenAI.APIError ? ` (${err.status ?? "no status"})` : "";
        return { ok: false, reason: `${err instanceof Error ? err.constructor.name : "error"}${status}` };
      }
    },
  };
}
