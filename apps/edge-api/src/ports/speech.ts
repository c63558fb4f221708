// Text to speech for AI voice-overs: any OpenAI-compatible POST /v1/audio/speech endpoint, set up by
// the same OPENAI_* settings as AI customization. There is no voice model that runs offline here,
// so without a key the port says so and the member app offers recording their own voice instead.

/** Why no voice came back, in the adapter's terms; services turn it into a member's message. */
export type SpeechFailure = "unavailable" | "rejected" | "rate_limited" | "upstream" | "timeout" | "bad_audio";

export type SpeechResult = { ok: true; wav: Uint8Array } | { ok: false; failure: SpeechFailure; reason: string };

export interface SpeechPort {
  /** "none": this site has no text-to-speech configured. */
  readonly kind: "none" | "openai";
  /** Model and voice: part of a cached voice-over's key, so changing either makes new ones. */
  readonly model: string;
  readonly voice: string;
  /** 16-bit PCM WAV of the text read aloud. */
  synthesize(text: string, options?: { signal?: AbortSignal }): Promise<SpeechResult>;
}

/** The port when no AI key is set: honest about it, never a robotic stand-in. */
export const NO_SPEECH: SpeechPort = {
  kind: "none",
  model: "",
  voice: "",
  async synthesize() {
    return { ok: false, failure: "unavailable", reason: "no text-to-speech configured" };
  },
};
