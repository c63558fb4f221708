// `npm run render:service`: makes members' end cards, and decodes their voice-over recordings, for a
// deployment that cannot encode (the Worker). It claims jobs from the app at RENDER_SERVICE_URL (or --url, or PUBLIC_URL) with the
// bearer secret RENDER_SERVICE_TOKEN, renders with ffmpeg like `npm start`, uploads the result,
// and stops on SIGTERM or Ctrl-C once the card in hand is uploaded.
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ffmpegVoiceMix } from "@realty/media/audio/ffmpeg-voice";
import { ffmpegRender } from "@realty/media/ffmpeg/ffmpeg";
import { readEnv } from "../env.ts";
import { runRenderService } from "../services/render/render-service-loop.ts";
import { renderInputsByKey } from "../services/seed/render-inputs-by-key.ts";

const env = readEnv(process.env);
const { values } = parseArgs({ options: { url: { type: "string" }, "exit-with-parent": { type: "boolean" } } });
if (values["exit-with-parent"]) {
  // Started by worker:local: if that is killed outright, stop rather than poll a Worker that is gone.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(0);
  }, 2000).unref();
}
const baseUrl = values.url ?? env.RENDER_SERVICE_URL ?? env.PUBLIC_URL;
const token = env.RENDER_SERVICE_TOKEN;
if (!baseUrl || !token) {
  console.error("Set RENDER_SERVICE_TOKEN (as on the Worker) and RENDER_SERVICE_URL (or --url, or PUBLIC_URL) first.");
  process.exit(2);
}
const log = (line: string) => console.log(`[render-service] ${line}`);
const stop = new AbortController();
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    log(`${signal}: finishing the card in hand, then stopping`);
    stop.abort();
  });
}
log(`making end cards and decoding recordings for ${baseUrl}`);
// The service runs beside the repository's content/, so it can draw members' bodies in their brand.
const renderInput = renderInputsByKey(join(import.meta.dirname, "../../../../content"));
await runRenderService({ baseUrl, token, render: ffmpegRender(), renderInput, voiceMix: ffmpegVoiceMix(), log }, stop.signal);
log("stopped");
process.exit(0);
