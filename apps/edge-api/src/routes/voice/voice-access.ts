// Whose voice-over of which cut of which video a request is about: a signed-in member whose plan
// opens the video (a share link plays a video; it never records or voices one).
import type { VideoCut } from "@realty/contracts/library";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { authorizeVideo, findVideo } from "../../http/video-access.ts";
import { renderFileKey } from "../../http/video-render-files.ts";
import { AppError } from "../../lib/errors.ts";
import { requireUser } from "../../middleware/session.ts";
import { type Catalogue, getCatalogue, type VideoRow } from "../../services/content/catalogue.ts";
import type { VoiceSlot } from "../../services/voice/voice-keys.ts";

export interface VoiceVideo {
  user: ReturnType<typeof requireUser>;
  video: VideoRow;
  catalogue: Catalogue;
  /** The member's voice-over of this cut. */
  slot: VoiceSlot;
  /** The cut's rendered caption track: the voice-over's default lines. */
  captionsKey: string | null;
}

export const NOT_RENDERED = "This video is still being prepared. Please try again in a minute.";

export async function voiceVideo(c: Context<AppEnv>, ref: string, cut: VideoCut): Promise<VoiceVideo> {
  const user = requireUser(c);
  const catalogue = await getCatalogue(c.var.deps.db);
  const video = findVideo(c, catalogue, ref);
  authorizeVideo(c, video);
  const captionsKey = renderFileKey(catalogue, video.renderKey, cut === "short" ? "captions-short" : "captions");
  if (!captionsKey) throw new AppError("NOT_FOUND", NOT_RENDERED);
  return { user, video, catalogue, slot: { userId: user.id, videoId: video.id, cut }, captionsKey };
}
