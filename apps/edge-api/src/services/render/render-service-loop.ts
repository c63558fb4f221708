// The Node render service (`npm run render:service`): makes members' end cards, and decodes their
// voice-over recordings, for a deployment whose runtime cannot encode (the Worker). It talks to the app only over HTTP
// (/api/internal/render, routes/internal/render-service.routes.ts) with the bearer token, and
// renders with the same RenderPort as Node's own downloads (@realty/media/ffmpeg/ffmpeg), so a
// Worker's branded file is made by exactly the code that makes Node's.
import { streamWhenReady } from "../../lib/stream-when-ready.ts";
import type { RenderInput, RenderPort } from "../../ports/render.ts";
import type { VoiceMixPort } from "../../ports/voice-mix.ts";
import { bodyBrand } from "./branded-download.ts";
import type { ClaimedEndCard } from "./end-card-service.ts";

export interface RenderServiceOptions {
  /** The app's origin, e.g. https://app.example.com or http://127.0.0.1:8788. */
  baseUrl: string;
  token: string;
  render: RenderPort;
  /** The library's video sources by render key, to draw a member's body in their brand (absent: library bodies only). */
  renderInput?: (renderKey: string) => RenderInput | null;
  /** Decodes members' voice-over recordings (the render port lays voices under branded files). */
  voiceMix?: VoiceMixPort;
  log: (line: string) => void;
  /** Pause after a failed claim or render, before trying again. */
  idleMs?: number;
  /** The longest an idle claim waits for a job (seconds); the first idle claims wait less. */
  maxWaitS?: number;
  /** Progress heartbeat while a card renders, well inside the 3-minute stale-claim window. */
  heartbeatMs?: number;
}

/** A member's recording as the service receives it (POST /api/internal/render/recordings/claim). */
export interface ClaimedRecording {
  claim: string;
  attempt: number;
  /** Decode at most this much: one second past the limit tells "too long" from "at the limit". */
  maxSeconds: number;
}

class ServiceError extends Error {}

function client(options: RenderServiceOptions, queue: "end-cards" | "recordings" = "end-cards") {
  const base = `${options.baseUrl.replace(/\/$/, "")}/api/internal/render/${queue}`;
  return async (path: string, init: RequestInit = {}, ok: number[] = [200, 204]): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set("authorization", `Bearer ${options.token}`);
    const res = await fetch(`${base}${path}`, { ...init, headers });
    if (!ok.includes(res.status)) {
      const text = (await res.text()).slice(0, 300);
      throw new ServiceError(`${init.method ?? "GET"} ${path.split("/").at(-1)} answered ${res.status}: ${text}`);
    }
    return res;
  };
}

const postJson = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

async function makeCard(call: ReturnType<typeof client>, job: ClaimedEndCard, options: RenderServiceOptions): Promise<number> {
  const at = `/${job.claim}`;
  const progress = (percent: number) => call(`${at}/progress`, postJson({ progress: percent }));
  const photo = job.hasPhoto ? await download(call, `${at}/photo`) : null;
  const body = await jobBody(call, job, options, photo);
  await progress(10);
  // The card and the join take seconds; the heartbeat keeps the claim from being retaken meanwhile.
  let share = 10;
  const beat = setInterval(() => {
    share = Math.min(90, share + 20);
    void progress(share).catch(() => {});
  }, options.heartbeatMs ?? 20_000);
  try {
    // An API from before the music choice sends none: its files kept their sound.
    const music = job.music ?? true;
    const captions = job.captions ? await (await call(`${at}/captions`)).text() : undefined;
    const voice = job.voice ? { wav: await download(call, `${at}/voice`), start: job.voice.startMs / 1000 } : null;
    // The body streams in as it is drawn: the card is drawn meanwhile, and the voice laid under both.
    const bytes = await options.render.withEndCard(job.rendition, body(), job.profile, photo, {
      music,
      ...(captions ? { captions } : {}),
      ...(voice ? { voice } : {}),
    });
    await progress(95);
    await call(`${at}/result`, {
      method: "PUT",
      headers: { "content-type": "video/mp4" },
      body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
    });
    return bytes.length;
  } finally {
    clearInterval(beat);
  }
}

/**
 * The body the card is joined to: drawn here in the member's brand when the job carries their part
 * and this service has the video's source, otherwise the library rendition the app streams. Drawn
 * under the heartbeat (when the returned function is called), since that takes as long as a render;
 * its stream flows once the drawing is done.
 */
async function jobBody(
  call: ReturnType<typeof client>,
  job: ClaimedEndCard,
  options: RenderServiceOptions,
  photo: Uint8Array | null,
): Promise<() => ReadableStream<Uint8Array>> {
  const input = job.member && job.renderKey ? (options.renderInput?.(job.renderKey) ?? null) : null;
  const member = job.member;
  if (input && member) {
    return () => {
      const drawn = options.render.brandedBody(input, job.rendition, bodyBrand(job.profile, member), photo);
      return streamWhenReady(drawn.then((bytes) => new Blob([bytes as Uint8Array<ArrayBuffer>]).stream()));
    };
  }
  const res = await call(`/${job.claim}/body`);
  const stream = res.body;
  if (!stream) throw new ServiceError("The rendition arrived empty.");
  return () => stream;
}

async function download(call: ReturnType<typeof client>, path: string): Promise<Uint8Array> {
  return new Uint8Array(await (await call(path)).arrayBuffer());
}

/** The idle service's next claim wait: doubling from 2 s to the ceiling while nothing comes. */
export function nextIdleWaitS(previousS: number, maxS = IDLE_WAIT_MAX_S): number {
  return Math.min(maxS, Math.max(IDLE_WAIT_FIRST_S, previousS * 2));
}
export const IDLE_WAIT_FIRST_S = 2;
/** Also the app's ceiling on a claim's wait (routes/internal/render-service.routes.ts). */
export const IDLE_WAIT_MAX_S = 60;

/**
 * Claims and makes one end card; false when nothing was due. With `waitS`, the app holds the claim
 * open that long for a job (and answers at once when one is queued). A failure is reported to the
 * app, then thrown.
 */
export async function processNextEndCard(options: RenderServiceOptions, waitS = 0, signal?: AbortSignal): Promise<boolean> {
  const call = client(options);
  // Only the wait is cut short by a stop: a card in hand is finished.
  const claimed = await call(waitS > 0 ? `/claim?wait=${waitS}` : "/claim", { method: "POST", signal });
  if (claimed.status === 204) return false;
  const { job } = (await claimed.json()) as { job: ClaimedEndCard };
  const started = performance.now();
  try {
    const bytes = await makeCard(call, job, options);
    options.log(
      `end card ${job.rendition} for ${job.profile.displayName}: ${bytes} bytes in ${Math.round(performance.now() - started)} ms`,
    );
    return true;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // The app retries it later (or gives up after three attempts and tells the member).
    await call(`/${job.claim}/fail`, postJson({ error: message }), [200, 409]).catch(() => {});
    throw err;
  }
}

/** A recording decodes in a second or two; the heartbeat keeps its short-lived claim meanwhile. */
const RECORDING_HEARTBEAT_MS = 5_000;

/**
 * Claims and decodes one member's recording; false when none waits (or this service cannot decode).
 * The app checks the WAV and answers the member; a take the decoder cannot read is reported as such.
 */
export async function processNextRecording(options: RenderServiceOptions): Promise<boolean> {
  const mixer = options.voiceMix;
  if (!mixer) return false;
  const call = client(options, "recordings");
  // 404: an app from before recordings were decoded here; its end cards are still made.
  const claimed = await call("/claim", { method: "POST" }, [200, 204, 404]);
  if (claimed.status !== 200) {
    await claimed.body?.cancel();
    return false;
  }
  const { job } = (await claimed.json()) as { job: ClaimedRecording };
  const at = `/${job.claim}`;
  const beat = setInterval(() => void call(`${at}/progress`, { method: "POST" }).catch(() => {}), RECORDING_HEARTBEAT_MS);
  const started = performance.now();
  try {
    const raw = new Uint8Array(await (await call(`${at}/upload`)).arrayBuffer());
    const wav = await mixer.recordingToWav(raw, job.maxSeconds);
    if (!wav) {
      await call(`${at}/undecodable`, { method: "POST" });
      options.log(`recording of ${raw.length} bytes is not audio it can decode`);
      return true;
    }
    const answer = await call(`${at}/result`, {
      method: "PUT",
      headers: { "content-type": "audio/wav" },
      body: new Blob([wav as Uint8Array<ArrayBuffer>]),
    });
    const { status } = (await answer.json()) as { status: string };
    options.log(`recording decoded to ${wav.length} bytes of WAV (${status}) in ${Math.round(performance.now() - started)} ms`);
    return true;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await call(`${at}/fail`, postJson({ error: message }), [200, 409]).catch(() => {});
    throw err;
  } finally {
    clearInterval(beat);
  }
}

/** A member's recording first (they wait on the save), else an end card, waiting up to `waitS` for one. */
export async function processNextJob(options: RenderServiceOptions, waitS = 0, signal?: AbortSignal): Promise<boolean> {
  if (await processNextRecording(options)) return true;
  return processNextEndCard(options, waitS, signal);
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}

/**
 * Claims and renders until `signal` aborts (SIGTERM): the card in hand is finished and uploaded
 * first, so stopping never strands a claim. Errors (the app unreachable, a failed render) are
 * logged and the loop carries on after a pause.
 */
export async function runRenderService(options: RenderServiceOptions, signal: AbortSignal): Promise<void> {
  const idle = options.idleMs ?? 2000;
  // An app still starting (or down) fails every poll alike: said once, not every two seconds.
  let lastError = "";
  // Idle, each claim waits longer for work (a long poll the app ends early when a job is queued):
  // from one claim every 2 s to one a minute, and back to no wait once a card was made.
  let waitS = 0;
  while (!signal.aborted) {
    let worked = false;
    let failed = false;
    try {
      worked = await processNextJob(options, waitS, signal);
      lastError = "";
    } catch (err) {
      if (signal.aborted) break;
      failed = true;
      const message = err instanceof Error ? err.message : String(err);
      if (message !== lastError) options.log(`job failed: ${message}`);
      lastError = message;
    }
    waitS = worked ? 0 : nextIdleWaitS(waitS, options.maxWaitS);
    if (failed) await pause(idle, signal);
  }
}
