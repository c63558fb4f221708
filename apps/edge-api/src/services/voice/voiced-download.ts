// A branded download that carries a voice-over: the member's branded file (rendition + end card,
// with or without its music bed) with the voice laid under it by the voice-mix port. Kept in the
// media store per branded file and voice track, so the next download of the same pair streams at once.
import type { Database } from "../../db/types.ts";
import { readMediaBytes } from "../../lib/media-bytes.ts";
import type { MediaPort } from "../../ports/media.ts";
import type { EndCardProfile, RenditionName } from "../../ports/render.ts";
import type { VoiceMixPort } from "../../ports/voice-mix.ts";
import { brandedFileKey, type DownloadChoices, type MemberBody } from "../render/branded-download.ts";
import { type EndCardJob, requestEndCard } from "../render/end-card-jobs.ts";
import { voiceCaptionsKey } from "../render/render-keys.ts";
import type { VoiceTrack } from "./voice-track.ts";

export interface VoicedDeps {
  media: MediaPort;
  voiceMix?: VoiceMixPort | undefined;
}

/** "downloads/<key>/portrait-<brand>.mp4" with a voice: "downloads/<key>/portrait-<brand>-ai-<hash>.mp4". */
export const voicedKey = (brandedKey: string, track: Pick<VoiceTrack, "id">) => brandedKey.replace(/\.mp4$/, `-${track.id}.mp4`);

const inFlight = new Map<string, Promise<string>>();

/**
 * The media key of the voiced file, made now if missing; null where no mixer runs (the Worker) and
 * no copy is stored yet.
 */
export async function voicedRendition(
  deps: VoicedDeps,
  brandedKey: string,
  track: VoiceTrack,
  music: boolean,
): Promise<string | null> {
  const key = voicedKey(brandedKey, track);
  if (await deps.media.head(key)) return key;
  const mixer = deps.voiceMix;
  if (!mixer) return null;
  const running = inFlight.get(key);
  if (running) return running;
  const job = (async () => {
    const [video, voice] = await Promise.all([deps.media.get(brandedKey), readMediaBytes(deps.media, track.audioKey)]);
    if (!video || !voice) throw new Error(`Missing ${video ? track.audioKey : brandedKey}`);
    await deps.media.put(key, await mixer.mix(video.body, voice, { voiceStart: track.voiceStart, music }), "video/mp4");
    return key;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, job);
  return job;
}

/**
 * Where no mixer runs (the Worker): the render-service job that makes this voiced file (the body
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
