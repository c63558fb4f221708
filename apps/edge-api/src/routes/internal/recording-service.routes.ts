// The render service's side door for members' recordings where the app cannot decode (the Worker),
// mounted under /api/internal/render/recordings behind the same bearer token as the end cards:
//   POST /recordings/claim                 200 { job } or 204 when none waits (never held open: the
//                                          service asks here first, then waits on the end cards)
//   GET  /recordings/{claim}/upload        the member's raw take
//   POST /recordings/{claim}/progress      the claim's heartbeat while it decodes
//   PUT  /recordings/{claim}/result        the decoded take (audio/wav): checked and stored as on Node
//   POST /recordings/{claim}/undecodable   the take is not audio the decoder can read
//   POST /recordings/{claim}/fail          { error }: the service's own trouble, tried again soon
// A lost claim (retaken after silence, settled, or given up by the member's request) answers 409.
import { RECORDING_MAX_BYTES } from "@realty/contracts/voice-over";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { byteLimit } from "../../http/upload-streams.ts";
import { AppError } from "../../lib/errors.ts";
import { randomToken } from "../../lib/tokens.ts";
import { valid } from "../../lib/validate.ts";
import { CLAIM_LOST } from "../../services/render/end-card-service.ts";
import type { ClaimedRecording } from "../../services/render/render-service-loop.ts";
import { RECORDING_DECODE_SECONDS } from "../../services/voice/recorded-voice.ts";
import { claimNextRecording, failRecording, touchRecording } from "../../services/voice/recording-jobs.ts";
import { acceptDecodedRecording, recordingUpload, rejectUndecodable } from "../../services/voice/recording-queue.ts";

const CLAIM = ":claim{[A-Za-z0-9_-]{20,64}}";
/** 91 s of 24 kHz 16-bit mono is 4.4 MB; a WAV past this is not the decoder's. */
const MAX_DECODED_BYTES = RECORDING_MAX_BYTES;

const failBody = z.object({ error: z.string().trim().min(1, "Say what failed").max(2000) }).strict();

async function readDecoded(body: ReadableStream<Uint8Array> | null): Promise<Uint8Array> {
  if (!body) throw new AppError("BAD_REQUEST", "The decoded recording is missing.");
  const limited = body.pipeThrough(
    byteLimit(MAX_DECODED_BYTES, () => new AppError("PAYLOAD_TOO_LARGE", "The file is too large.")),
  );
  return new Uint8Array(await new Response(limited).arrayBuffer());
}

export const recordingServiceRoutes = new Hono<AppEnv>()
  .post("/claim", async (c) => {
    const { db, now } = c.var.deps;
    const job = await claimNextRecording(db, randomToken(), now());
    if (!job?.claimId) return c.body(null, 204);
    const claimed: ClaimedRecording = { claim: job.claimId, attempt: job.attempts, maxSeconds: RECORDING_DECODE_SECONDS };
    return c.json({ job: claimed });
  })
  .get(`/${CLAIM}/upload`, async (c) => {
    const raw = await recordingUpload(c.var.deps, c.req.param("claim"));
    return new Response(raw.body, {
      headers: { "Content-Type": "application/octet-stream", "Content-Length": String(raw.size), "Cache-Control": "no-store" },
    });
  })
  .post(`/${CLAIM}/progress`, async (c) => {
    const { db, now } = c.var.deps;
    if (!(await touchRecording(db, c.req.param("claim"), now()))) throw new AppError("CONFLICT", CLAIM_LOST);
    return c.body(null, 204);
  })
  .put(`/${CLAIM}/result`, async (c) => {
    const type = c.req.header("content-type") ?? "";
    if (!/^audio\/wav\s*(;|$)/i.test(type)) throw new AppError("UNSUPPORTED_MEDIA", "Send the decoded recording as audio/wav.");
    const wav = await readDecoded(c.req.raw.body);
    return c.json(await acceptDecodedRecording(c.var.deps, c.req.param("claim"), wav));
  })
  .post(`/${CLAIM}/undecodable`, async (c) => {
    await rejectUndecodable(c.var.deps, c.req.param("claim"));
    return c.json({ status: "rejected" });
  })
  .post(`/${CLAIM}/fail`, valid("json", failBody), async (c) => {
    const { db, now } = c.var.deps;
    const outcome = await failRecording(db, c.req.param("claim"), c.req.valid("json").error, now());
    if (!outcome) throw new AppError("CONFLICT", CLAIM_LOST);
    return c.json({ status: outcome });
  });
