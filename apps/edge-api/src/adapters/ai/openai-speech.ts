// The AI voice: OpenAI's audio/speech (or any compatible server) through the official SDK, asked for
// WAV so the voice's length and pauses can be read without a decoder (the Worker has none).
import { readWav } from "@realty/media/audio/wav";
import OpenAI from "openai";
import type { SpeechPort } from "../../ports/speech.ts";

export interface OpenAiSpeechConfig {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  voice: string;
  timeoutMs?: number;
  /** One retry by default: the member is waiting, and a second failure is answered as one. */
  maxRetries?: number;
}

/** A short script is at most about 80 words; a hosted model reads that back in a few seconds. */
export const SPEECH_TIMEOUT_MS = 45_000;
/** The endpoint's own input limit. */
export const SPEECH_MAX_CHARS = 4096;

export function openAiSpeech(config: OpenAiSpeechConfig): SpeechPort {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL ?? "https://api.openai.com/v1",
    timeout: config.timeoutMs ?? SPEECH_TIMEOUT_MS,
    maxRetries: config.maxRetries ?? 1,
  });
  return {
    kind: "openai",
    model: config.model,
    voice: config.voice,
    async synthesize(text, options = {}) {
      if (text.length > SPEECH_MAX_CHARS) return { ok: false, failure: "rejected", reason: "text too long" };
      try {
        const response = await client.audio.speech.create(
          { model: config.model, voice: config.voice, input: text, response_format: "wav" },
          options.signal ? { signal: options.signal } : {},
        );
        const wav = new Uint8Array(await response.arrayBuffer());
        if (!readWav(wav)) return { ok: false, failure: "bad_audio", reason: "the answer is not 16-bit PCM WAV" };
        return { ok: true, wav };
      } catch (err) {
        if (err instanceof OpenAI.APIConnectionTimeoutError) return { ok: false, failure: "timeout", reason: "timeout" };
        if (err instanceof OpenAI.APIError) {
          const status = err.status ?? 0;
          const failure = status === 429 ? "rate_limited" : status >= 400 && status < 500 ? "rejected" : "upstream";
          return { ok: false, failure, reason: `${err.constructor.name} (${status || "no status"})` };
        }
        return { ok: false, failure: "upstream", reason: err instanceof Error ? err.constructor.name : "error" };
      }
    },
  };
}
