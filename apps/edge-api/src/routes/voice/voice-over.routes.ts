// A member's voice-overs of a library video (JSON API under /api), one per cut (`?cut=short` for the
// 20-35 s short cut, the full video when absent):
//   GET    /api/videos/{ref}/voice-over             the teleprompter script, whether an AI voice exists here, the member's tracks
//   POST   /api/videos/{ref}/voice-over/ai          { script }: the AI voice reads it (cached per member, cut and script)
//   PUT    /api/videos/{ref}/voice-over/recording   multipart: "script" then "audio" (the member's recording)
//   DELETE /api/videos/{ref}/voice-over/recording   removes the member's recording
import { RECORDING_MAX_BYTES, type VoiceOverState, voiceScriptInput } from "@realty/contracts/voice-over";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { cutParam } from "../../http/download-params.ts";
import { multipartBoundary, parseMultipart, readText } from "../../http/multipart.ts";
import { readAtMost } from "../../http/upload-streams.ts";
import { AppError } from "../../lib/errors.ts";
import { valid } from "../../lib/validate.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { requireUser } from "../../middleware/session.ts";
import { aiVoiceOver } from "../../services/voice/ai-voice.ts";
import { deleteRecording, RECORDING_TOO_LARGE, saveRecording } from "../../services/voice/recorded-voice.ts";
import { saveRecordingThroughService } from "../../services/voice/recording-queue.ts";
import { defaultVoiceScript } from "../../services/voice/voice-script.ts";
import { currentTrack, summary } from "../../services/voice/voice-track.ts";
import { voiceVideo } from "./voice-access.ts";

const REF = ":ref{[a-z0-9-]{1,120}}";
const RECORDING_PATH = /^\/api\/videos\/[a-z0-9-]{1,120}\/voice-over\/recording$/;

export const RECORDING_FORM = 'Send the recording as form data: a "script" field, then the "audio" file.';

/** Recordings stream in under their own limit, not the JSON body limit. */
export function isVoiceUpload(method: string, path: string): boolean {
  return method === "PUT" && RECORDING_PATH.test(path);
}

/** 401 before anything else, so the rate limit always counts per member. */
const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});

function readBounded(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return readAtMost(body, RECORDING_MAX_BYTES, () => new AppError("PAYLOAD_TOO_LARGE", RECORDING_TOO_LARGE));
}

/** The script field, then the audio file: small text first, so a bad script is refused before the upload is read. */
async function readRecordingForm(c: { req: { header: (n: string) => string | undefined; raw: Request } }) {
  const declared = Number(c.req.header("content-length") ?? 0);
  if (declared > RECORDING_MAX_BYTES + 64 * 1024) throw new AppError("PAYLOAD_TOO_LARGE", RECORDING_TOO_LARGE);
  const body = c.req.raw.body;
  if (!body) throw new AppError("BAD_REQUEST", RECORDING_FORM);
  let script: string | null = null;
  for await (const part of parseMultipart(body, multipartBoundary(c.req.header("content-type")))) {
    if (part.name === "script") {
      const parsed = voiceScriptInput.safeParse({ script: await readText(part.body, 16 * 1024) });
      if (!parsed.success)
        throw new AppError("BAD_REQUEST", parsed.error.issues[0]?.message ?? "Invalid script", {
          script: parsed.error.issues[0]?.message ?? "",
        });
      script = parsed.data.script;
    } else if (part.name === "audio" && script !== null) {
      return { script, audio: await readBounded(part.body) };
    }
  }
  throw new AppError("BAD_REQUEST", RECORDING_FORM);
}

export const voiceOverRoutes = new Hono<AppEnv>()
  .get(`/videos/${REF}/voice-over`, async (c) => {
    const { user, video, slot, captionsKey } = await voiceVideo(c, c.req.param("ref"), cutParam(c));
    const { media, speech } = c.var.deps;
    const [script, ai, mine] = await Promise.all([
      defaultVoiceScript(media, captionsKey, video, user),
      currentTrack(media, slot, "ai"),
      currentTrack(media, slot, "mine"),
    ]);
    const state: VoiceOverState = {
      script,
      aiAvailable: !!speech && speech.kind !== "none",
      ai: summary(ai),
      mine: summary(mine),
    };
    c.header("Cache-Control", "no-store");
    return c.json(state);
  })
  .post(
    `/videos/${REF}/voice-over/ai`,
    signedIn,
    valid("json", voiceScriptInput),
    // An AI voice costs money per call: counted with customizations, after validation.
    rateLimit("customize", { byUser: true }),
    async (c) => {
      const { slot } = await voiceVideo(c, c.req.param("ref"), cutParam(c));
      const { script } = c.req.valid("json");
      const { track, cached } = await aiVoiceOver({ ...c.var.deps, log: c.var.log }, slot, script);
      return c.json({ ...summary(track), cached });
    },
  )
  .put(`/videos/${REF}/voice-over/recording`, signedIn, async (c) => {
    const { slot } = await voiceVideo(c, c.req.param("ref"), cutParam(c));
    const { script, audio } = await readRecordingForm(c);
    const { deps } = c.var;
    // No decoder here (the Worker): the render service decodes the take, if this deployment has one.
    const track =
      deps.voiceMix || !deps.config.renderServiceToken
        ? await saveRecording(deps, slot, audio, script)
        : await saveRecordingThroughService(deps, { ...slot, script }, audio);
    return c.json(summary(track));
  })
  .delete(`/videos/${REF}/voice-over/recording`, async (c) => {
    const { slot } = await voiceVideo(c, c.req.param("ref"), cutParam(c));
    await deleteRecording(c.var.deps.media, slot);
    return c.body(null, 204);
  });
