// The files of a member's voice-over (media, beside the video's own routes):
//   /media/videos/{ref}/{rendition}/voice-download?voice=ai|mine[&music=off][&captions=on]
//       the branded download (the body drawn in the member's brand, their end card) with the voice
//       of the rendition's cut laid under it (the music ducked, or none), captions burned in from
//       what the voice says; where no mixer runs (the Worker), 202 + progress while the render
//       service makes it
//   /media/videos/{ref}/voice-captions.vtt?voice=ai|mine[&cut=short]
//       captions timed to what the voice says

import type { VideoCut } from "@realty/contracts/library";
import { VOICE_KINDS, type VoiceKind } from "@realty/contracts/voice-over";
import { voiceCaptionTrack } from "@realty/media/audio/voice-cues";
import { layoutFor } from "@realty/media/frames/constants";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { type BrandedDownloadPreparing, STILL_PREPARING } from "../../http/download-answers.ts";
import { captionsParam, cutParam, musicParam, RENDITION, renditionParam } from "../../http/download-params.ts";
import { serveMedia } from "../../http/serve-media.ts";
import { renderFileKey } from "../../http/video-render-files.ts";
import { AppError } from "../../lib/errors.ts";
import { loadSession } from "../../middleware/session.ts";
import { memberBody } from "../../services/post-images/member-body.ts";
import { brandedFileKey, type DownloadChoices, downloadName, endCardProfile } from "../../services/render/branded-download.ts";
import { currentTrack, type VoiceTrack } from "../../services/voice/voice-track.ts";
import { queueVoicedRendition, voicedKey, voicedRendition } from "../../services/voice/voiced-download.ts";
import { voiceVideo } from "./voice-access.ts";

const REF = ":ref{[a-z0-9-]{1,120}}";

export const VOICE_PARAM_INVALID = 'voice must be "ai" or "mine".';
export const NO_VOICE_YET = "Make your voice-over first: record it, or let the AI voice read your script.";
export const VOICE_MIX_FAILED = "We couldn't add your voice-over just now. Please try the download again in a moment.";
export const VOICED_NOT_HERE = "Downloads with a voice-over are not available on this server yet.";

function voiceParam(c: Context<AppEnv>): VoiceKind {
  const value = c.req.query("voice");
  if (!VOICE_KINDS.includes(value as VoiceKind)) throw new AppError("BAD_REQUEST", VOICE_PARAM_INVALID);
  return value as VoiceKind;
}

async function memberTrack(c: Context<AppEnv>, cut: VideoCut) {
  const kind = voiceParam(c);
  const found = await voiceVideo(c, c.req.param("ref") ?? "", cut);
  const track = await currentTrack(c.var.deps.media, found.slot, kind);
  if (!track) throw new AppError("NOT_FOUND", NO_VOICE_YET);
  return { ...found, track };
}

/** The captions a voiced download burns in: the voice's own, which follow what it says. */
const spokenCaptions = (track: VoiceTrack) => ({ trackId: track.id, vtt: voiceCaptionTrack(track.cues, track.voiceStart) });

export const voicedMediaRoutes = new Hono<AppEnv>()
  .get(`/media/videos/${REF}/voice-captions.vtt`, loadSession, async (c) => {
    const { track } = await memberTrack(c, cutParam(c));
    c.header("Content-Type", "text/vtt; charset=utf-8");
    c.header("Cache-Control", "private, no-cache");
    return c.body(voiceCaptionTrack(track.cues, track.voiceStart));
  })
  .get(`/media/videos/${REF}/${RENDITION}/voice-download`, loadSession, async (c) => {
    const music = musicParam(c);
    const captions = captionsParam(c);
    const name = renditionParam(c);
    const { user, video, catalogue, track } = await memberTrack(c, layoutFor(name).cut);
    const body = renderFileKey(catalogue, video.renderKey, name);
    if (!body || !video.renderKey || !(await c.var.deps.media.head(body))) throw new AppError("NOT_FOUND", STILL_PREPARING);
    const { deps } = c.var;
    const profile = await endCardProfile(deps.db, user);
    // Drawn in the member's brand, as their plain download is: their city and, in a market video, their figures.
    const member = await memberBody(deps.db, user, video.category, deps.now());
    const choices: DownloadChoices = { music, captions: false, voiceCaptions: captions ? spokenCaptions(track) : undefined };
    if (!deps.render) {
      // No encoder here (the Worker): the render service draws the body, joins the card and lays the
      // voice under it from one job, and the member's app polls this URL until it streams.
      const stored = voicedKey(brandedFileKey(video.renderKey, name, profile, choices, member), track);
      if (await deps.media.head(stored)) return serveVoiced(c, stored, video.title, track.kind);
      const job = await queueVoicedRendition(
        deps,
        { userId: user.id, renderKey: video.renderKey, rendition: name, profile, music, member },
        track,
        choices.voiceCaptions,
      );
      if (job.status === "failed") throw new AppError("UNAVAILABLE", VOICE_MIX_FAILED, undefined, 60);
      const preparing: BrandedDownloadPreparing = { status: "preparing", progress: job.status === "claimed" ? job.progress : 0 };
      c.header("Cache-Control", "no-store");
      c.header("Retry-After", "2");
      return c.json(preparing, 202);
    }
    const request = { renderKey: video.renderKey, rendition: name, profile, choices, member };
    const voiced = await voicedRendition(deps, request, track).catch((err: unknown) => {
      c.var.log.error("Voice-over download failed", err);
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
