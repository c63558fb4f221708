// A member's branded download with a voice-over (budget: ready within 15 s for a short cut): a
// library video's 9:16 rendition at full size, cut to 30 s (the short cut's upper length until the
// short cuts are rendered), then, timed, the AI voice read by the local OpenAI-compatible fake and the
// voiced download (end card joined, voice laid under the ducked music at -14 LUFS) through the app.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ffmpegVoiceMix } from "@realty/media/audio/ffmpeg-voice";
import { ffmpegRender } from "@realty/media/ffmpeg/ffmpeg";
import { FPS, PORTRAIT } from "@realty/media/frames/constants";
import { integratedLoudness } from "@realty/media/music/loudness";
import { eq } from "drizzle-orm";
import { openAiSpeech } from "../../apps/edge-api/src/adapters/ai/openai-speech.ts";
import { renderJobs, users, videos } from "../../apps/edge-api/src/db/schema.ts";
import { allRenders } from "../../apps/edge-api/src/services/render/render-inputs.ts";
import { renderOutputs } from "../../apps/edge-api/src/services/render/render-outputs.ts";
import { loadLibraryContent } from "../../apps/edge-api/src/services/seed/load-content.ts";
import { bumpCatalogueVersion } from "../../apps/edge-api/src/services/settings/catalogue-version.ts";
import { startFakeOpenAi } from "../../apps/edge-api/src/testing/fake-openai.ts";
import { createTestApp } from "../../apps/edge-api/src/testing/test-app.ts";
import { type SectionResult, startSection, table } from "./report.ts";
import { ROOT } from "./server.ts";

const SHORT_CUT_SECONDS = 30;
const BUDGET_MS = 15_000;
const round = (v: number) => Math.round(v * 10) / 10;

export async function measureVoice(): Promise<SectionResult> {
  const fake = await startFakeOpenAi();
  const speech = openAiSpeech({ apiKey: "sk-bench", baseURL: fake.baseURL, model: "tts-bench", voice: "alloy", maxRetries: 0 });
  const t = await createTestApp({ seed: true, deps: { render: ffmpegRender(), voiceMix: ffmpegVoiceMix(), speech } });
  try {
    const library = allRenders(loadLibraryContent(join(ROOT, "content")).renders).filter((r) => r.priority > 0);
    const target = library.find((r) => r.priority >= 100) ?? library[0];
    if (!target) throw new Error("No video source in content/videos/sources");
    const [row] = await t.db.select().from(videos).where(eq(videos.slug, target.input.slug));
    if (!row?.renderKey) throw new Error(`${target.input.slug} has no render key`);
    const result = await renderOutputs(target.input, row.renderKey, {
      media: t.deps.media,
      render: ffmpegRender(),
      layouts: [PORTRAIT],
      frameLimit: SHORT_CUT_SECONDS * FPS,
    });
    await t.db.insert(renderJobs).values({ key: row.renderKey, slug: row.slug ?? "", status: "done", progress: 100, result });
    await bumpCatalogueVersion(t.db);

    const browser = t.client();
    const email = `bench-voice-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await browser.post("/api/auth/register", { firstName: "Bea", lastName: "Bench", email, password: "long-enough-pw" });
    await t.db.update(users).set({ accessLevel: "domination", defaultLocation: "Austin" }).where(eq(users.email, email));

    const started = performance.now();
    const { script } = (await (await browser.get(`/api/videos/${row.id}/voice-over`)).json()) as { script: string };
    const voiced = await browser.post(`/api/videos/${row.id}/voice-over/ai`, { script });
    if (!voiced.ok) throw new Error(`AI voice answered ${voiced.status}`);
    const voiceMs = performance.now() - started;
    const download = await browser.get(`/media/videos/${row.id}/portrait/voice-download?voice=ai`);
    const bytes = new Uint8Array(await download.arrayBuffer());
    const totalMs = performance.now() - started;
    if (!download.ok) throw new Error(`voiced download answered ${download.status}`);
    const dir = await mkdtemp(join(tmpdir(), "realty-bench-voice-"));
    const file = join(dir, "voiced.mp4");
    await writeFile(file, bytes);
    const lufs = await integratedLoudness(file);
    await rm(dir, { recursive: true, force: true });
    const seconds = result.portrait?.seconds ?? 0;
    return {
      ...startSection("voice", "Branded download with a voice-over"),
      status: "ok",
      budgets: [
        {
          label: "a member's branded download with an AI voice-over is ready within 15 s for a short cut",
          pass: totalMs <= BUDGET_MS,
          detail: `${round(totalMs / 1000)} s for a ${round(seconds)} s 9:16 rendition (${Math.round(lufs * 10) / 10} LUFS)`,
        },
      ],
      data: { video: row.slug, seconds, voiceMs, totalMs, lufs, bytes: bytes.length },
      markdown: [
        `\`${row.slug}\`, its first ${round(seconds)} s at 1080x1920 (the short cut's upper length), the AI voice from the local fake.`,
        "",
        ...table(
          ["step", "ms"],
          [
            ["script + AI voice (stored)", Math.round(voiceMs)],
            ["end card + voice mix + download", Math.round(totalMs - voiceMs)],
            ["total", Math.round(totalMs)],
          ],
        ),
      ],
    };
  } finally {
    t.cleanup();
    await fake.close();
  }
}
