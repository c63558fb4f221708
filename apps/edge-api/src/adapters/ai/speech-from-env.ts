import type { Env } from "../../env.ts";
import { lazyPort } from "../../lib/lazy-port.ts";
import { NO_SPEECH, type SpeechPort } from "../../ports/speech.ts";

type SpeechEnv = Pick<Env, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_TTS_MODEL" | "OPENAI_TTS_VOICE">;

/** The AI voice when an AI key is set; otherwise none (docs/decisions/125-voice-without-ai-key.md). */
export function speechFromEnv(env: SpeechEnv): SpeechPort {
  if (!env.OPENAI_API_KEY) return NO_SPEECH;
  const options = {
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_TTS_MODEL,
    voice: env.OPENAI_TTS_VOICE,
  };
  // The SDK loads with the first voice-over, not with every Worker start (lib/lazy-port.ts).
  return lazyPort<SpeechPort>({ kind: "openai", model: options.model, voice: options.voice }, () =>
    import("./openai-speech.ts").then((m) => m.openAiSpeech(options)),
  );
}
