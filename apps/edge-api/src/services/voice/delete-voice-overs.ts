// A member's voice is personal data: when their account goes, their voice tracks and the voiced
// downloads made from them go too (the media store is outside the database's cascade).

import { VOICE_KINDS } from "@realty/contracts/voice-over";
import { isNotNull } from "drizzle-orm";
import { videos } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import type { MediaPort } from "../../ports/media.ts";
import { brandedFileKey, endCardProfile } from "../render/branded-download.ts";
import { RENDITION_NAMES } from "../render/render-keys.ts";
import { currentVoiceKey } from "./voice-keys.ts";
import { currentTrack, type VoiceTrack } from "./voice-track.ts";
import { voicedKey } from "./voiced-download.ts";

async function deleteVoiced(
  media: MediaPort,
  renderKey: string,
  profile: Awaited<ReturnType<typeof endCardProfile>>,
  track: VoiceTrack,
) {
  for (const name of RENDITION_NAMES) {
    for (const music of [true, false]) await media.delete(voicedKey(brandedFileKey(renderKey, name, profile, music), track));
  }
}

/** Removes every voice track of the member, and their voiced downloads made with their current card. */
export async function deleteVoiceOvers(
  deps: { db: Database; media: MediaPort },
  user: Pick<User, "id" | "firstName" | "lastName" | "email">,
): Promise<void> {
  const rows = await deps.db
    .select({ id: videos.id, renderKey: videos.renderKey })
    .from(videos)
    .where(isNotNull(videos.renderKey));
  const profile = await endCardProfile(deps.db, user);
  for (const video of rows) {
    for (const kind of VOICE_KINDS) {
      const track = await currentTrack(deps.media, user.id, video.id, kind);
      if (!track) continue;
      if (video.renderKey) await deleteVoiced(deps.media, video.renderKey, profile, track);
      await deps.media.delete(track.audioKey);
      await deps.media.delete(currentVoiceKey(user.id, video.id, kind));
      if (kind === "ai") await deps.media.delete(track.audioKey.replace(/\.wav$/, ".json"));
    }
  }
}
