// A member's voice is personal data: when their account goes, their voice tracks and the voiced
// downloads made from them go too (the media store is outside the database's cascade).

import type { VideoCut } from "@realty/contracts/library";
import { VOICE_KINDS } from "@realty/contracts/voice-over";
import { layoutFor } from "@realty/media/frames/constants";
import { isNotNull } from "drizzle-orm";
import { videos } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import type { MediaPort } from "../../ports/media.ts";
import type { EndCardProfile } from "../../ports/render.ts";
import { memberBody } from "../post-images/member-body.ts";
import { brandedFileKey, endCardProfile, type MemberBody } from "../render/branded-download.ts";
import { RENDITION_NAMES } from "../render/render-keys.ts";
import { currentVoiceKey, voiceCaptionsKey } from "./voice-keys.ts";
import { currentTrack, type VoiceTrack } from "./voice-track.ts";
import { voicedKey } from "./voiced-download.ts";

const CUTS: readonly VideoCut[] = ["full", "short"];

/** The voiced files of this track that the member's current card and body made, with every choice. */
async function deleteVoiced(
  media: MediaPort,
  video: { renderKey: string; cut: VideoCut },
  brand: { profile: EndCardProfile; member: MemberBody },
  track: VoiceTrack,
) {
  const renditions = RENDITION_NAMES.filter((name) => layoutFor(name).cut === video.cut);
  for (const name of renditions) {
    for (const music of [true, false]) {
      for (const voiceCaptions of [undefined, { trackId: track.id, vtt: "" }]) {
        const choices = { music, captions: false, voiceCaptions };
        await media.delete(voicedKey(brandedFileKey(video.renderKey, name, brand.profile, choices, brand.member), track));
      }
    }
  }
}

/** Removes every voice track of the member, and their voiced downloads made with their current card. */
export async function deleteVoiceOvers(
  deps: { db: Database; media: MediaPort; now: () => Date },
  user: Pick<User, "id" | "firstName" | "lastName" | "email" | "defaultLocation">,
): Promise<void> {
  const rows = await deps.db
    .select({ id: videos.id, renderKey: videos.renderKey, category: videos.category })
    .from(videos)
    .where(isNotNull(videos.renderKey));
  const profile = await endCardProfile(deps.db, user);
  for (const video of rows) {
    const member = await memberBody(deps.db, user, video.category, deps.now());
    for (const cut of CUTS) {
      const slot = { userId: user.id, videoId: video.id, cut };
      for (const kind of VOICE_KINDS) {
        const track = await currentTrack(deps.media, slot, kind);
        if (!track) continue;
        if (video.renderKey) await deleteVoiced(deps.media, { renderKey: video.renderKey, cut }, { profile, member }, track);
        await deps.media.delete(track.audioKey);
        await deps.media.delete(voiceCaptionsKey(track.audioKey));
        await deps.media.delete(currentVoiceKey(slot, kind));
        if (kind === "ai") await deps.media.delete(track.audioKey.replace(/\.wav$/, ".json"));
      }
    }
  }
}
