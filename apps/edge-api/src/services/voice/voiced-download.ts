// A branded download that carries a voice-over: the member's branded file (body drawn in their
// brand, end card, with or without its music bed) with the voice laid under it in the same join.
// Kept in the media store per branded file and voice track, so the next download of the same pair
// streams at once.
import type { Database } from "../../db/types.ts";
import { readMediaBytes } from "../../lib/media-bytes.ts";
import type { MediaPort } from "../../ports/media.ts";
import type { EndCardProfile, RenditionName } from "../../ports/render.ts";
import {
  type BrandedDeps,
  brandedFileKey,
  brandedRendition,
  type DownloadChoices,
  type MemberBody,
} from "../render/branded-download.ts";
import { type EndCardJob, requestEndCard } from "../render/end-card-jobs.ts";
import { voiceCaptionsKey } from "../render/render-keys.ts";
import type { VoiceTrack } from "./voice-track.ts";

/** "downloads/<key>/portrait-<brand>.mp4" with a voice: "downloads/<key>/portrait-<brand>-ai-<hash>.mp4". */
export const voicedKey = (brandedKey: string, track: Pick<VoiceTrack, "id">) => brandedKey.replace(/\.mp4$/, `-${track.id}.mp4`);

/** The branded file a voice goes under: which video, shape and card, the member's choices and body. */
export interface VoicedRequest {
  renderKey: string;
  rendition: RenditionName;
  profile: EndCardProfile;
  choices: DownloadChoices;
  member: MemberBody;
}

/**
 * The media key of the voiced file, made now if missing; null where no encoder runs (the Worker)
 * and no copy is stored yet.
 */
export async function voicedRendition(deps: BrandedDeps, request: VoicedRequest, track: VoiceTrack): Promise<string | null> {
  const { renderKey, rendition, profile, choices, member } = request;
  const key = voicedKey(brandedFileKey(renderKey, rendition, profile, choices, member), track);
  if (await deps.media.head(key)) return key;
  if (!deps.render) return null;
  const wav = await readMediaBytes(deps.media, track.audioKey);
  if (!wav) throw new Error(`Missing ${track.audioKey}`);
  return brandedRendition(deps, renderKey, rendition, profile, choices, member, { key, wav, start: track.voiceStart });
}

/**
 * Where no encoder runs (the Worker): the render-service job that makes this voiced file (the body
 * drawn in the member's brand, end card, voice, and the voice's captions when asked for) with the
 * same code as Node's downloads. The captions go beside the voice's audio, where the job finds them.
 */
export async function queueVoicedRendition(
  deps: { db: Database; media: MediaPort; now: () => Date },
  request: {
    userId: number;
    renderKey: string;
    rendition: RenditionName;
    profile: EndCardProfile;
    music: boolean;
    member: MemberBody;
  },
  track: VoiceTrack,
  voiceCaptions?: DownloadChoices["voiceCaptions"],
): Promise<EndCardJob> {
  const { member, ...card } = request;
  const choices = { music: request.music, captions: false, voiceCaptions };
  const key = voicedKey(brandedFileKey(request.renderKey, request.rendition, request.profile, choices, member), track);
  if (voiceCaptions)
    await deps.media.put(voiceCaptionsKey(track.audioKey), new TextEncoder().encode(voiceCaptions.vtt), "text/vtt");
  const voice = { audioKey: track.audioKey, startMs: Math.round(track.voiceStart * 1000) };
  return requestEndCard(deps.db, { ...card, key, memberBody: member, captions: !!voiceCaptions, voice }, deps.now());
}
