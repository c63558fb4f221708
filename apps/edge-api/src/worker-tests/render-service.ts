// The render service's part in the workerd suites: its calls to the internal routes with the bearer
// token, and a library video rendered as a deploy leaves it (renditions and captions in R2).
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { renderJobs, videos } from "../db/schema.ts";
import { captionsKey, renditionKey } from "../services/render/render-keys.ts";
import { bumpCatalogueVersion } from "../services/settings/catalogue-version.ts";
import { cookieClient } from "../testing/cookie-client.ts";
import worker from "../worker.ts";
import { patternBytes, putMedia } from "./fixtures.ts";
import { ORIGIN, workerDb } from "./worker-client.ts";

export const RENDER_SERVICE_TOKEN = "workerd-render-service-token-0123456789";
// A separate env object: worker-deps builds (and memoizes) an app that knows the token for it.
export const serviceEnv = { ...env, RENDER_SERVICE_TOKEN };

/** A call of the render service to /api/internal/render/<path>. */
export async function renderService(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${RENDER_SERVICE_TOKEN}`);
  const request = new Request(`${ORIGIN}/api/internal/render/${path}`, { ...init, headers });
  return await worker.fetch(request, serviceEnv, createExecutionContext());
}

/**
 * A browser tab on a deployment that has a render service (the app knows its token): the member's
 * recordings are decoded there. `cookie` is a session from browserAs.
 */
export function browserWithRenderService(cookie: string) {
  const browser = cookieClient({
    fetch: async (url, init) => await worker.fetch(new Request(url, init), serviceEnv, createExecutionContext()),
    origin: ORIGIN,
    sameOrigin: true,
  });
  browser.cookie = cookie;
  return browser;
}

export const FULL_CUT_CAPTIONS = "WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nRent or own?\n";

/** renting-vs-buying with its full-cut renditions and caption track in R2 and its render recorded done. */
export async function renderedVideo() {
  const db = workerDb();
  const [row] = await db.select().from(videos).where(eq(videos.slug, "renting-vs-buying"));
  if (!row?.renderKey) throw new Error("renting-vs-buying has no render key");
  for (const name of ["portrait", "landscape"] as const) await putMedia(renditionKey(row.renderKey, name), patternBytes(3000));
  await putMedia(captionsKey(row.renderKey), new Uint8Array(new TextEncoder().encode(FULL_CUT_CAPTIONS)), "text/vtt");
  const result = { portrait: { bytes: 3000, seconds: 30 }, landscape: { bytes: 3000, seconds: 30 } };
  await db
    .insert(renderJobs)
    .values({ key: row.renderKey, slug: "renting-vs-buying", status: "done", progress: 100, result })
    .onConflictDoNothing();
  await bumpCatalogueVersion(db);
  return row;
}
