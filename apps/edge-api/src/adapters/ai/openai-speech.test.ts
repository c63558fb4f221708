// The text-to-speech contract against the local OpenAI fake: what the SDK sends, the audio that
// comes back, and every failure turned into a reason the voice-over service can word for a member.
import { readWav } from "@realty/media/audio/wav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_SPEECH } from "../../ports/speech.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../../testing/fake-openai.ts";
import { openAiSpeech } from "./openai-speech.ts";
import { speechFromEnv } from "./speech-from-env.ts";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const speech = () =>
  openAiSpeech({ apiKey: "sk-test-key", baseURL: fake.baseURL, model: "tts-test", voice: "alloy", maxRetries: 0 });
const SCRIPT = "One tour is never enough.\nVisit three times.";

describe("text to speech through an OpenAI-compatible audio/speech endpoint", () => {
  it("posts the model, voice, script and WAV format with the key as a bearer token, and answers WAV", async () => {
    fake.speechAnswerWith({ voice: true });
    const before = fake.requests.length;
    const result = await speech().synthesize(SCRIPT);
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: "POST",
      path: "/v1/audio/speech",
      body: { model: "tts-test", voice: "alloy", input: SCRIPT, response_format: "wav" },
    });
    expect(sent[0]?.headers.authorization).toBe("Bearer sk-test-key");
    if (!result.ok) throw new Error(result.reason);
    const pcm = readWav(result.wav);
    expect(pcm?.sampleRate).toBe(24_000);
    expect((pcm?.samples.length ?? 0) / 24_000).toBeGreaterThan(1);
  });

  it.each([
    [{ status: 429, error: "Rate limit reached" }, "rate_limited"],
    [{ status: 400, error: "Invalid voice" }, "rejected"],
    [{ status: 401, error: "Incorrect API key" }, "rejected"],
    [{ status: 500, error: "The server had an error" }, "upstream"],
    [{ notAudio: true as const }, "bad_audio"],
  ])("turns %o into %s", async (answer, failure) => {
    fake.speechAnswerWith(answer);
    const result = await speech().synthesize(SCRIPT);
    expect(result).toMatchObject({ ok: false, failure });
    fake.speechAnswerWith({ voice: true });
  });

  it("refuses text longer than the endpoint takes without calling it", async () => {
    const before = fake.requests.length;
    expect(await speech().synthesize("x".repeat(5000))).toMatchObject({ ok: false, failure: "rejected" });
    expect(fake.requests.length).toBe(before);
  });

  it("without an AI key there is no voice, and it says so", async () => {
    const none = speechFromEnv({
      OPENAI_API_KEY: undefined,
      OPENAI_BASE_URL: undefined,
      OPENAI_TTS_MODEL: "m",
      OPENAI_TTS_VOICE: "v",
    });
    expect(none).toBe(NO_SPEECH);
    expect(await none.synthesize(SCRIPT)).toMatchObject({ ok: false, failure: "unavailable" });
  });
});
