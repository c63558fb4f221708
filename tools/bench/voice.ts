// A member's branded download with a voice-over (budget: ready within 15 s for a short cut), as a
// member gets it: the library's market video with the longest short cut, its short cut rendered at
// 1080x1920; a member with a city and this month's market figures; then, timed, the AI voice of the
// short cut's own script (the local OpenAI-compatible fake) and the voiced download through the app:
// the body drawn in the member's brand from the video's source (their local figures scene included),
// the end card joined, the voice laid under the ducked music at -14 LUFS.
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { VIDEO_CATEGORY_GROUPS } from "@realty/library/taxonomy";
import { ffmpegRender } from "@realty/media/ffmpeg/ffmpeg";
import { END_CARD_SECONDS, FPS, SHORT_PORTRAIT } from "@realty/media/frames/constants";
import { buildTimeline } from "@realty/media/frames/timeline";
import { integratedLoudness } from "@realty/media/music/loudness";
import { eq } from "drizzle-orm";
import { openAiSpeech } from "../../apps/edge-api/src/adapters/ai/openai-speech.ts";
import { renderJobs, users, videos } from "../../apps/edge-api/src/db/schema.ts";
import { allRenders, type LibraryRender } from "../../apps/edge-api/src/services/render/render-inputs.ts";
import { renderOutputs } from "../../apps/edge-api/src/services/render/render-outputs.ts";
import { loadLibraryContent } from "../../apps/edge-api/src/services/seed/load-content.ts";
import { renderInputsByKey } from "../../apps/edge-api/src/services/seed/render-inputs-by-key.ts";
import { bumpCatalogueVersion } from "../../apps/edge-api/src/services/settings/catalogue-version.ts";
import { AUSTIN, austinFigures } from "../../apps/edge-api/src/testing/austin-member.ts";
import { startFakeOpenAi } from "../../apps/edge-api/src/testing/fake-openai.ts";
import { createTestApp } from "../../apps/edge-api/src/testing/test-app.ts";
import { type SectionResult, startSection, table } from "./report.ts";
import { ROOT } from "./server.ts";

const BUDGET_MS = 15_000;
/** Linux counts process CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * CPU-seconds this process and its waited-for children (every ffmpeg run) have used, user and
 * system: unlike wall time, it does not move with what else the host runs.
 */
function cpuSeconds(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  // Fields after the command name (which may hold spaces): utime, stime, cutime, cstime are 14-17.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  return ticks / TICKS_PER_SECOND;
}
const round = (v: number) => Math.round(v * 10) / 10;
const CONTENT = join(ROOT, "content");

/** The market video whose short cut runs longest: the most a member's voiced short cut has to draw. */
function longestMarketShortCut(marketSlugs: ReadonlySet<string>): LibraryRender {
  const renders = allRenders(loadLibraryContent(CONTENT).renders).filter((r) => marketSlugs.has(r.input.slug));
  const frames = (r: LibraryRender) => buildTimeline(r.input.source, FPS, "short").frames;
  const longest = renders.sort((a, b) => frames(b) - frames(a))[0];
  if (!longest) throw new Error("No market video source in content/videos/sources");
  return longest;
}

export async function measureVoice(): Promise<SectionResult> {
  const fake = await startFakeOpenAi();
  const speech = openAiSpeech({ apiKey: "sk-bench", baseURL: fake.baseURL, model: "tts-bench", voice: "alloy", maxRetries: 0 });
  const deps = { render: ffmpegRender(), speech, renderInput: renderInputsByKey(CONTENT) };
  const t = await createTestApp({ seed: true, deps });
  try {
    const market: readonly string[] = VIDEO_CATEGORY_GROUPS["Market Trends & Data"];
    const rows = await t.db.select({ slug: videos.slug, category: videos.category }).from(videos);
    const target = longestMarketShortCut(new Set(rows.filter((r) => market.includes(r.category)).map((r) => r.slug ?? "")));
    const [row] = await t.db.select().from(videos).where(eq(videos.slug, target.input.slug));
    if (!row?.renderKey || row.renderKey !== target.key) throw new Error(`${target.input.slug} has no render key`);
    const result = await renderOutputs(target.input, row.renderKey, {
      media: t.deps.media,
      render: ffmpegRender(),
      layouts: [SHORT_PORTRAIT],
    });
    await t.db.insert(renderJobs).values({ key: row.renderKey, slug: row.slug ?? "", status: "done", progress: 100, result });
    await bumpCatalogueVersion(t.db);

    const browser = t.client();
    const email = `bench-voice-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await browser.post("/api/auth/register", { firstName: "Bea", lastName: "Bench", email, password: "long-enough-pw" });
    await t.db.update(users).set({ accessLevel: "domination", defaultLocation: AUSTIN }).where(eq(users.email, email));
    const saved = await browser.put("/api/market-figures", austinFigures(new Date()));
    if (!saved.ok) throw new Error(`market figures answered ${saved.status}: ${await saved.text()}`);

    const started = performance.now();
    const cpuBefore = cpuSeconds();
    const state = await browser.get(`/api/videos/${row.id}/voice-over?cut=short`);
    const { script } = (await state.json()) as { script: string };
    const voiced = await browser.post(`/api/videos/${row.id}/voice-over/ai?cut=short`, { script });
    if (!voiced.ok) throw new Error(`AI voice answered ${voiced.status}`);
    const voiceMs = performance.now() - started;
    const download = await browser.get(`/media/videos/${row.id}/short-portrait/voice-download?voice=ai`);
    const bytes = new Uint8Array(await download.arrayBuffer());
    const totalMs = performance.now() - started;
    const cpuS = cpuSeconds() - cpuBefore;
    if (!download.ok) throw new Error(`voiced download answered ${download.status}`);
    const dir = await mkdtemp(join(tmpdir(), "realty-bench-voice-"));
    const file = join(dir, "voiced.mp4");
    await writeFile(file, bytes);
    const lufs = await integratedLoudness(file);
    await rm(dir, { recursive: true, force: true });
    const seconds = result["short-portrait"]?.seconds ?? 0;
    return {
      ...startSection("voice", "Branded download with a voice-over"),
      status: "ok",
      budgets: [
        {
          label:
            "a member's branded short-cut download with an AI voice-over (drawn in their brand with their local figures) is ready within 15 s",
          pass: totalMs <= BUDGET_MS,
          detail: `${round(totalMs / 1000)} s (${round(cpuS)} CPU-s) for a ${round(seconds)} s short cut at 1080x1920 (${Math.round(lufs * 10) / 10} LUFS)`,
        },
      ],
      data: { video: row.slug, seconds, voiceMs, totalMs, cpuS, lufs, bytes: bytes.length },
      markdown: [
        `\`${row.slug}\`: its short cut (${round(seconds)} s at 1080x1920, then the ${END_CARD_SECONDS} s card), a member in Austin with this month's figures, the AI voice from the local fake.`,
        "",
        ...table(
          ["step", "ms"],
          [
            ["short-cut script + AI voice (stored)", Math.round(voiceMs)],
            ["body drawn in brand + end card + voice mix + download", Math.round(totalMs - voiceMs)],
            ["total", Math.round(totalMs)],
            ["CPU time of the whole request (this process and its ffmpeg runs, user + system)", Math.round(cpuS * 1000)],
          ],
        ),
      ],
    };
  } finally {
    t.cleanup();
    await fake.close();
  }
}
