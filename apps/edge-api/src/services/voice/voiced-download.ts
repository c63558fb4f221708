// A branded download that carries a voice-over: the member's branded file (rendition + end card,
// with or without its music bed) with the voice laid under it by the voice-mix port. Kept in the
// media store per branded file and voice track, so the next download of the same pair streams at once.
import type { VoiceKind } from "@realty/contracts/voice-over";
import type { Database } from "../../db/types.ts";
import { readMediaBytes } from "../../lib/media-bytes.ts";
import type { MediaPort } from "../../ports/media.ts";
import type { EndCardProfile, RenditionName } from "../../ports/render.ts";
import type { VoiceMixPort } from "../../ports/voice-mix.ts";
import { type EndCardJob, requestEndCard } from "../render/end-card-jobs.ts";
import { currentTrack, type VoiceTrack } from "./voice-track.ts";

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

export function voiceTrackFor(media: MediaPort, userId: number, videoId: number, kind: VoiceKind): Promise<VoiceTrack | null> {
  return currentTrack(media, userId, videoId, kind);
}

/**
 * Where no mixer runs (the Worker): the render-service job that makes this voiced file, end card and
 * voice together, with the same code as Node's downloads.
 */
export function queueVoicedRendition(
  deps: { db: Database; now: () => Date },
  request: { userId: number; renderKey: string; rendition: RenditionName; profile: EndCardProfile; music: boolean },
  brandedKey: string,
  track: VoiceTrack,
): Promise<EndCardJob> {
  const voice = { audioKey: track.audioKey, startMs: Math.round(track.voiceStart * 1000) };
  return requestEndCard(deps.db, { ...request, key: voicedKey(brandedKey, track), voice }, deps.now());
}
