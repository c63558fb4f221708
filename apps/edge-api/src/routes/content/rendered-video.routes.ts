// The rendered files of a library video, gated by its entry exactly like its main file:
//   /media/videos/{ref}/{rendition}                    a rendition (Range, share links): portrait,
//                                                      landscape, short-portrait, short-landscape, short-feed
//   /media/videos/{ref}/{rendition}/download           the rendition with the member's end card
//                                                      (202 + progress while the render service makes it;
//                                                      ?music=off: no music, no audio stream;
//                                                      ?captions=on: the cut's captions burned in)
//   /media/videos/{ref}/captions.vtt                   the caption track (?cut=short: the short cut's)
//   /media/videos/{ref}/render-status                  preparing/ready with progress (polled)
import type { VideoRenderStatus } from "@realty/contracts/library";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { type BrandedDownloadPreparing, END_CARD_FAILED, STILL_PREPARING } from "../../http/download-answers.ts";
import { captionsParam, cutParam, musicParam, RENDITION, renditionParam } from "../../http/download-params.ts";
import { serveMedia } from "../../http/serve-media.ts";
import { findVideo, GATED_VIDEO_CACHE, openVideo, PUBLIC_VIDEO_CACHE } from "../../http/video-access.ts";
import { renderFileKey } from "../../http/video-render-files.ts";
import { AppError } from "../../lib/errors.ts";
import { loadSession } from "../../middleware/session.ts";
import { getCatalogue } from "../../services/content/catalogue.ts";
import { captionsUrl } from "../../services/content/video-renders.ts";
import { memberBody } from "../../services/post-images/member-body.ts";
import { brandedRendition, downloadName, endCardProfile, queueBrandedRendition } from "../../services/render/branded-download.ts";
import { getRenderJob } from "../../services/render/render-jobs.ts";
import { recordMilestone } from "../../services/start-here/milestones.ts";

const REF = ":ref{[a-z0-9-]{1,120}}";

async function vtt(response: Promise<Response>): Promise<Response> {
  const res = await response;
  res.headers.set("Content-Type", "text/vtt; charset=utf-8");
  return res;
}

export const renderedVideoRoutes = new Hono<AppEnv>()
  .get(`/media/videos/${REF}/render-status`, loadSession, async (c) => {
    const video = findVideo(c, await getCatalogue(c.var.deps.db), c.req.param("ref"));
    // Read live, not from the catalogue snapshot: the player polls this for the progress bar.
    const job = video.renderKey ? await getRenderJob(c.var.deps.db, video.renderKey) : null;
    const ready = job?.status === "done";
    const body: VideoRenderStatus = {
      status: ready ? "ready" : "preparing",
      progress: ready ? 100 : job?.status === "claimed" ? job.progress : 0,
      captionsUrl: ready ? captionsUrl(video.id) : null,
    };
    c.header("Cache-Control", "no-store");
    return c.json(body);
  })
  .get(`/media/videos/${REF}/captions.vtt`, loadSession, async (c) => {
    const { video, catalogue } = await openVideo(c, c.req.param("ref"));
    const key = renderFileKey(catalogue, video.renderKey, cutParam(c) === "short" ? "captions-short" : "captions");
    if (!key) throw new AppError("NOT_FOUND", STILL_PREPARING);
    return vtt(serveMedia(c, key, video.publicSample ? PUBLIC_VIDEO_CACHE : GATED_VIDEO_CACHE));
  })
  .get(`/media/videos/${REF}/${RENDITION}`, loadSession, async (c) => {
    const { video, catalogue } = await openVideo(c, c.req.param("ref"));
    const key = renderFileKey(catalogue, video.renderKey, renditionParam(c));
    if (!key) throw new AppError("NOT_FOUND", STILL_PREPARING);
    return serveMedia(c, key, video.publicSample ? PUBLIC_VIDEO_CACHE : GATED_VIDEO_CACHE);
  })
  .get(`/media/videos/${REF}/${RENDITION}/download`, loadSession, async (c) => {
    const user = c.var.user;
    // The end card is the member's own: a download needs a signed-in member whose plan opens it.
    if (!user) throw new AppError("UNAUTHORIZED", "Not authenticated");
    const music = musicParam(c);
    const captions = captionsParam(c);
    const { video, catalogue } = await openVideo(c, c.req.param("ref"));
    const name = renditionParam(c);
    const body = renderFileKey(catalogue, video.renderKey, name);
    if (!body || !video.renderKey) throw new AppError("NOT_FOUND", STILL_PREPARING);
    // A finished render may still lack this one file (made before its shape existed, or removed;
    // the renderer queues such a render again): the member is told to wait, not that the end card failed.
    if (!(await c.var.deps.media.head(body))) throw new AppError("NOT_FOUND", STILL_PREPARING);
    const profile = await endCardProfile(c.var.deps.db, user);
    // Their city and, in a market video, their figures, drawn in the frames where an encoder runs.
    const member = await memberBody(c.var.deps.db, user, video.category, c.var.deps.now());
    const branded = await brandedRendition(c.var.deps, video.renderKey, name, profile, { music, captions }, member).catch(
      (err: unknown) => {
        c.var.log.error("End card failed", err);
        throw new AppError("UNAVAILABLE", END_CARD_FAILED, undefined, 30);
      },
    );
    // Null on a runtime without an encoder and no stored copy (the Worker): the Node render service
    // makes it from a job, and the member's app polls this URL until it streams
    // (docs/decisions/360-rendered-videos-api.md).
    if (!branded) {
      const job = await queueBrandedRendition(c.var.deps, user.id, video.renderKey, name, profile, music, captions, member);
      if (job.status === "failed") throw new AppError("UNAVAILABLE", END_CARD_FAILED, undefined, 60);
      const preparing: BrandedDownloadPreparing = {
        status: "preparing",
        progress: job.status === "claimed" ? job.progress : 0,
      };
      c.header("Cache-Control", "no-store");
      c.header("Retry-After", "2");
      return c.json(preparing, 202);
    }
    const res = await serveMedia(c, branded, "private, no-cache");
    // The first branded file a member receives ticks that step of their "Start here" checklist.
    if (res.ok) await recordMilestone(c.var.deps.db, user.id, "branded_video_downloaded", c.var.deps.now());
    res.headers.set("Content-Disposition", `attachment; filename="${downloadName(video.title)}"`);
    res.headers.set("X-End-Card", "included");
    return res;
  })
  .get("/media/homepage-video/captions.vtt", async (c) => {
    const catalogue = await getCatalogue(c.var.deps.db);
    const key = renderFileKey(catalogue, catalogue.homepageVideo?.renderKey ?? null, "captions");
    if (!key) throw new AppError("NOT_FOUND", "No captions yet");
    return vtt(serveMedia(c, key, PUBLIC_VIDEO_CACHE));
  });
