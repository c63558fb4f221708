// The files of a member's voice-over (media, beside the video's own routes):
//   /media/videos/{ref}/{portrait|landscape}/voice-download?voice=ai|mine[&music=off]
//       the branded download with the voice laid under it (the music ducked, or none); where no
//       mixer runs (the Worker), 202 + progress while the render service makes it
//   /media/videos/{ref}/voice-captions.vtt?voice=ai|mine
//       captions timed to what the voice says
import { VOICE_KINDS, type VoiceKind } from "@realty/contracts/voice-over";
import { voiceCaptionTrack } from "@realty/media/audio/voice-cues";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { type BrandedDownloadPreparing, END_CARD_FAILED, MUSIC_PARAM_INVALID } from "../../http/download-answers.ts";
import { serveMedia } from "../../http/serve-media.ts";
import { AppError } from "../../lib/errors.ts";
import { loadSession } from "../../middleware/session.ts";
import { brandedFileKey, brandedRendition, downloadName, endCardProfile } from "../../services/render/branded-download.ts";
import { currentTrack } from "../../services/voice/voice-track.ts";
import { queueVoicedRendition, voicedKey, voicedRendition } from "../../services/voice/voiced-download.ts";
import { voiceVideo } from "./voice-access.ts";

const REF = ":ref{[a-z0-9-]{1,120}}";
const RENDITION = ":rendition{[a-z]{1,12}}";

export const VOICE_PARAM_INVALID = 'voice must be "ai" or "mine".';
export const NO_VOICE_YET = "Make your voice-over first: record it, or let the AI voice read your script.";
export const VOICE_MIX_FAILED = "We couldn't add your voice-over just now. Please try the download again in a moment.";
export const VOICED_NOT_HERE = "Downloads with a voice-over are not available on this server yet.";

function voiceParam(c: Context<AppEnv>): VoiceKind {
  const value = c.req.query("voice");
  if (!VOICE_KINDS.includes(value as VoiceKind)) throw new AppError("BAD_REQUEST", VOICE_PARAM_INVALID);
  return value as VoiceKind;
}

function musicParam(c: Context<AppEnv>): boolean {
  const value = c.req.query("music");
  if (value === undefined || value === "on") return true;
  if (value === "off") return false;
  throw new AppError("BAD_REQUEST", MUSIC_PARAM_INVALID);
}

async function memberTrack(c: Context<AppEnv>) {
  const kind = voiceParam(c);
  const found = await voiceVideo(c, c.req.param("ref") ?? "");
  const track = await currentTrack(c.var.deps.media, found.user.id, found.video.id, kind);
  if (!track) throw new AppError("NOT_FOUND", NO_VOICE_YET);
  return { ...found, track };
}

export const voicedMediaRoutes = new Hono<AppEnv>()
  .get(`/media/videos/${REF}/voice-captions.vtt`, loadSession, async (c) => {
    const { track } = await memberTrack(c);
    c.header("Content-Type", "text/vtt; charset=utf-8");
    c.header("Cache-Control", "private, no-cache");
    return c.body(voiceCaptionTrack(track.cues, track.voiceStart));
  })
  .get(`/media/videos/${REF}/${RENDITION}/voice-download`, loadSession, async (c) => {
    const music = musicParam(c);
    const { user, video, track } = await memberTrack(c);
    const name = c.req.param("rendition");
    if (name !== "portrait" && name !== "landscape") throw new AppError("NOT_FOUND", "File not found");
    if (!video.renderKey) throw new AppError("NOT_FOUND", "File not found");
    const { deps } = c.var;
    const profile = await endCardProfile(deps.db, user);
    if (!deps.voiceMix) {
      // No mixer here (the Worker): the render service makes the card and the voice from one job,
      // and the member's app polls this URL until it streams, as for a plain branded download.
      const brandedKey = brandedFileKey(video.renderKey, name, profile, music);
      const stored = voicedKey(brandedKey, track);
      if (await deps.media.head(stored)) return serveVoiced(c, stored, video.title, track.kind);
      const job = await queueVoicedRendition(
        deps,
        { userId: user.id, renderKey: video.renderKey, rendition: name, profile, music },
        brandedKey,
        track,
      );
      if (job.status === "failed") throw new AppError("UNAVAILABLE", VOICE_MIX_FAILED, undefined, 60);
      const preparing: BrandedDownloadPreparing = { status: "preparing", progress: job.status === "claimed" ? job.progress : 0 };
      c.header("Cache-Control", "no-store");
      c.header("Retry-After", "2");
      return c.json(preparing, 202);
    }
    const branded = await brandedRendition(deps, video.renderKey, name, profile, { music, captions: false }).catch(
      (err: unknown) => {
        c.var.log.error("End card failed", err);
        throw new AppError("UNAVAILABLE", END_CARD_FAILED, undefined, 30);
      },
    );
    if (!branded) throw new AppError("UNAVAILABLE", VOICED_NOT_HERE);
    const voiced = await voicedRendition(deps, branded, track, music).catch((err: unknown) => {
      c.var.log.error("Voice-over mix failed", err);
      throw new AppError("UNAVAILABLE", VOICE_MIX_FAILED, undefined, 30);
    });
    if (!voiced) throw new AppError("UNAVAILABLE", VOICED_NOT_HERE);
    return serveVoiced(c, voiced, video.title, track.kind);
  });

async function serveVoiced(c: Context<AppEnv>, key: string, title: string, kind: VoiceKind): Promise<Response> {
  const res = await serveMedia(c, key, "private, no-cache");
  res.headers.set("Content-Disposition", `attachment; filename="${downloadName(title)}"`);
  res.headers.set("X-Voice-Over", kind);
  return res;
}
