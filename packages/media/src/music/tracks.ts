// The music beds the encoder lays under every video: the product's own, composed in
// compose-tracks.ts and rendered by build-tracks.ts into packages/media/music/ (see LICENSE.md there).
import { createHash } from "node:crypto";
import { join } from "node:path";
import { STYLES } from "./compose-tracks.ts";

export const MUSIC_DIR = join(import.meta.dirname, "../../music");
/** Integrated loudness of every bed and every mix: the social platforms' playback target. */
export const MUSIC_LUFS = -14;
export const MUSIC_TRUE_PEAK = -1.5;

export interface MusicTrack {
  slug: string;
  title: string;
  file: string;
}

export const MUSIC_TRACKS: readonly MusicTrack[] = STYLES.map((s) => ({
  slug: s.slug,
  title: s.title,
  file: join(MUSIC_DIR, `${s.slug}.m4a`),
}));

/** The bed of a video: fixed by its slug, so a re-render keeps its music and neighbours vary. */
export function musicFor(videoSlug: string): MusicTrack {
  const n = createHash("sha256").update(videoSlug).digest().readUInt32BE(0);
  return MUSIC_TRACKS[n % MUSIC_TRACKS.length] as MusicTrack;
}
