// The render service's side door
// (docs/decisions/362-worker-path-a-render-service-behind-a-job-queue.md): where the runtime cannot
// encode (the Worker), a Node process running `npm run render:service` claims members' end-card
// jobs here, reads the inputs, reports progress and uploads the finished file. Every route needs
// the bearer secret RENDER_SERVICE_TOKEN; without one configured the routes answer 404, as if they
// did not exist.
//   POST /api/internal/render/end-cards/claim              200 { job } or 204 when nothing is due
//   GET  /api/internal/render/end-cards/{claim}/body       the rendition to join the card to
//   GET  /api/internal/render/end-cards/{claim}/photo      the card's photo (404 without one)
//   GET  /api/internal/render/end-cards/{claim}/voice      the voice-over to lay under it (404 without one)
//   GET  /api/internal/render/end-cards/{claim}/captions   the caption track to burn in (404 without)
//   POST /api/internal/render/end-cards/{claim}/progress   { progress } (also the claim's heartbeat)
//   PUT  /api/internal/render/end-cards/{claim}/result     the finished MP4 (video/mp4)
//   POST /api/internal/render/end-cards/{claim}/fail       { error }: retried later, or failed
// A lost claim (retaken after silence, or finished) answers 409 on every per-claim route.
// Members' recordings to decode have their own routes under /api/internal/render/recordings
// (recording-service.routes.ts), behind the same token.

import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/errors.ts";
import { constantTimeEqual, randomToken, sha256Hex } from "../../lib/tokens.ts";
import { valid } from "../../lib/validate.ts";
import { hit, isOverLimit, TOO_MANY_ATTEMPTS, tokenKeys } from "../../middleware/rate-limit.ts";
import type { MediaObject } from "../../ports/media.ts";
import { claimNextEndCard, failEndCard, reportEndCardProgress } from "../../services/render/end-card-jobs.ts";
import {
  CLAIM_LOST,
  type ClaimedEndCard,
  endCardBody,
  endCardCaptions,
  endCardPhoto,
  endCardVoice,
  storeEndCard,
} from "../../services/render/end-card-service.ts";
import { waitForEndCard } from "../../services/render/end-card-signal.ts";
import { hasDueRecording } from "../../services/voice/recording-jobs.ts";
import { recordingServiceRoutes } from "./recording-service.routes.ts";

/** A finished download is the body (at most 60 s) plus a 3.5 s card: far below this. */
export const MAX_END_CARD_UPLOAD_BYTES = 200 * 1024 * 1024;
const CLAIM = ":claim{[A-Za-z0-9_-]{20,64}}";
/** The longest a claim may wait for a job before answering 204 (the service's idle back-off ceiling). */
export const MAX_CLAIM_WAIT_S = 60;
const claimQuery = z.object({ wait: z.coerce.number().int().min(0).max(MAX_CLAIM_WAIT_S).default(0) });
const RESULT_PATH = /^\/api\/internal\/render\/(end-cards|recordings)\/[A-Za-z0-9_-]{20,64}\/result$/;
/** While an idle service's claim waits, this often it looks for a recording queued by another isolate. */
const RECORDING_LOOK_MS = 5_000;

/** The upload streams under its own limit, not the 1 MB JSON limit (app.ts). */
export function isRenderUpload(method: string, path: string): boolean {
  return method === "PUT" && RESULT_PATH.test(path);
}

const renderServiceAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.var.deps.config.renderServiceToken;
  if (!token) throw new AppError("NOT_FOUND", "Not found");
  const header = c.req.header("authorization") ?? "";
  const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
  // Only wrong tokens are counted (a render service polls all day); once an address or a token
  // prefix is over, every attempt from it waits, the right token too, so the answer tells nothing.
  const keys = tokenKeys(c, given);
  for (const key of keys) {
    if (await isOverLimit(c, "renderServiceAuth", key)) throw new AppError("RATE_LIMITED", TOO_MANY_ATTEMPTS);
  }
  // Hashes first: equal lengths, so the comparison's time says nothing about the secret.
  if (!given || !constantTimeEqual(await sha256Hex(given), await sha256Hex(token))) {
    for (const key of keys) await hit(c, "renderServiceAuth", key);
    return c.json({ message: "A valid render service token is required." }, 401, { "WWW-Authenticate": "Bearer" });
  }
  await next();
});

function stream(object: MediaObject): Response {
  return new Response(object.body, {
    headers: { "Content-Type": object.contentType, "Content-Length": String(object.size), "Cache-Control": "no-store" },
  });
}

function limited(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let seen = 0;
  const limit = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.length;
      if (seen > MAX_END_CARD_UPLOAD_BYTES) controller.error(new AppError("PAYLOAD_TOO_LARGE", "The file is too large."));
      else controller.enqueue(chunk);
    },
  });
  return body.pipeThrough(limit);
}

const progressBody = z.object({ progress: z.number().min(0).max(100) }).strict();
const failBody = z.object({ error: z.string().trim().min(1, "Say what failed").max(2000) }).strict();

export const renderServiceRoutes = new Hono<AppEnv>()
  .use("/internal/render/*", renderServiceAuth)
  .post("/internal/render/end-cards/claim", valid("query", claimQuery), async (c) => {
    const { db, now } = c.var.deps;
    let job = await claimNextEndCard(db, randomToken(), now());
    const { wait } = c.req.valid("query");
    if (!job && wait > 0) {
      // A long poll: woken at once by a job queued here, else one more look when the wait ends. A
      // member's recording queued elsewhere ends it early too: they wait on the save for it.
      const until = Date.now() + wait * 1000;
      while (Date.now() < until && !c.req.raw.signal.aborted) {
        const queued = await waitForEndCard(db, Math.min(RECORDING_LOOK_MS, until - Date.now()), c.req.raw.signal);
        if (queued || c.req.raw.signal.aborted || (await hasDueRecording(db, now()))) break;
      }
      // A service that hung up meanwhile must not be handed a job it will never see.
      if (c.req.raw.signal.aborted) return c.body(null, 204);
      job = await claimNextEndCard(db, randomToken(), now());
    }
    if (!job?.claimId) return c.body(null, 204);
    const claimed: ClaimedEndCard = {
      claim: job.claimId,
      rendition: job.rendition,
      profile: job.profile,
      music: job.music,
      captions: job.captions,
      hasPhoto: Boolean(job.profile.photoKey),
      attempt: job.attempts,
      voice: job.voiceKey ? { startMs: job.voiceStartMs ?? 0 } : null,
      renderKey: job.renderKey,
      member: job.memberBody ?? null,
    };
    return c.json({ job: claimed });
  })
  .get(`/internal/render/end-cards/${CLAIM}/body`, async (c) => stream(await endCardBody(c.var.deps, c.req.param("claim"))))
  .get(`/internal/render/end-cards/${CLAIM}/photo`, async (c) => stream(await endCardPhoto(c.var.deps, c.req.param("claim"))))
  .get(`/internal/render/end-cards/${CLAIM}/voice`, async (c) => stream(await endCardVoice(c.var.deps, c.req.param("claim"))))
  .get(`/internal/render/end-cards/${CLAIM}/captions`, async (c) =>
    stream(await endCardCaptions(c.var.deps, c.req.param("claim"))),
  )
  .post(`/internal/render/end-cards/${CLAIM}/progress`, valid("json", progressBody), async (c) => {
    const { db, now } = c.var.deps;
    const held = await reportEndCardProgress(db, c.req.param("claim"), c.req.valid("json").progress, now());
    if (!held) throw new AppError("CONFLICT", CLAIM_LOST);
    return c.body(null, 204);
  })
  .put(`/internal/render/end-cards/${CLAIM}/result`, async (c) => {
    const type = c.req.header("content-type") ?? "";
    if (!/^video\/mp4\s*(;|$)/i.test(type)) throw new AppError("UNSUPPORTED_MEDIA", "Send the finished file as video/mp4.");
    const body = c.req.raw.body;
    if (!body) throw new AppError("BAD_REQUEST", "The finished file is missing.");
    const stored = await storeEndCard(c.var.deps, c.req.param("claim"), limited(body));
    return c.json(stored);
  })
  .post(`/internal/render/end-cards/${CLAIM}/fail`, valid("json", failBody), async (c) => {
    const { db, now } = c.var.deps;
    const outcome = await failEndCard(db, c.req.param("claim"), c.req.valid("json").error, now());
    if (!outcome) throw new AppError("CONFLICT", CLAIM_LOST);
    return c.json({ status: outcome });
  })
  .route("/internal/render/recordings", recordingServiceRoutes);
