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
 * built-in version rather than a spinner (there is no env setting for it: docs/decisions/).
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
  const timeoutMs = config.timeoutMs ?? AI_TIMEOUT_MS;
  return {
    kind: "openai",
    languages: ["en", "es"],
    async personalize(request, options = {}) {
      // The SDK's timeout ends at the first byte of a stream; this one bounds the whole answer.
      const deadline = AbortSignal.timeout(timeoutMs);
      const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
      try {
        const stream = await client.chat.completions.create(
          {
            // No temperature: reasoning models accept only their default, and the prompt carries the rules.
            model: config.model,
            max_completion_tokens: MAX_OUTPUT_TOKENS,
            response_format: { type: "json_schema", json_schema: KIT_JSON_SCHEMA },
            messages: [
              { role: "system", content: SYSTEM_PROMPT },
              { role: "user", content: userPrompt(request) },
            ],
            // Streamed so the member sees the answer grow (services/ai/customize-script.ts).
            stream: true,
          },
          { signal },
        );
        let content = "";
        let refusal = "";
        let finish: string | null = null;
        for await (const chunk of stream) {
          const choice = chunk.choices[0];
          content += choice?.delta?.content ?? "";
          refusal += choice?.delta?.refusal ?? "";
          finish = choice?.finish_reason ?? finish;
          if (choice?.delta?.content) options.onText?.(content.length);
        }
        // An aborted stream ends its loop quietly rather than throwing.
        if (deadline.aborted) return { ok: false, reason: "timeout" };
        if (signal.aborted) return { ok: false, reason: "aborted" };
        if (refusal) return { ok: false, reason: "the model refused" };
        if (finish === "length") return { ok: false, reason: "answer cut off at the token limit" };
        if (!content.trim()) return { ok: false, reason: "empty answer" };
        return readKitAnswer(content.trim());
      } catch (err) {
        if (deadline.aborted || err instanceof OpenAI.APIConnectionTimeoutError) return { ok: false, reason: "timeout" };
        if (err instanceof OpenAI.APIUserAbortError) return { ok: false, reason: "aborted" };
        const status = err instanceof OpenAI.APIError ? ` (${err.status ?? "no status"})` : "";
        return { ok: false, reason: `${err instanceof Error ? err.constructor.name : "error"}${status}` };
      }
    },
  };
}
