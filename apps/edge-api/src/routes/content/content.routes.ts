// The library API of part 1 §7: scripts, posts, videos and the homepage video, each item with
// hasAccess for the caller. Signed-out callers get the same lists with everything locked (the
// marketing pages may show the first items); admins get everything, unpublished items included.
import { scriptListQuery, socialPostsQuery } from "@realty/contracts/content";
import { type Context, Hono, type TypedResponse } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { acceptsGzip } from "../../lib/accept-encoding.ts";
import { AppError } from "../../lib/errors.ts";
import { valid } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/session.ts";
import { openedScriptIds } from "../../services/analytics/opened-scripts.ts";
import { audienceFor } from "../../services/content/access.ts";
import { getCatalogue } from "../../services/content/catalogue.ts";
import { cachedList } from "../../services/content/catalogue-cache.ts";
import { customizedContentByScript } from "../../services/content/customizations.ts";
import type { HomepageVideoItem, PostItem, ScriptItem, VideoItem } from "../../services/content/present.ts";
import {
  type ListKind,
  type Prepared,
  preparedHomepageVideo,
  preparedList,
  withCustomizations,
} from "../../services/content/responses.ts";

type Json<T> = Response & TypedResponse<T, 200, "json">;

/**
 * Sends prepared bytes (or a member's spliced list, gzipped on the way when the client takes it).
 * The prepared gzip copy is sent as is: `encodeBody: "manual"` tells Workers the body is already
 * encoded (Node ignores the option).
 */
function send<T>(c: Context<AppEnv>, prepared: Prepared, spliced: string | null = null): Json<T> {
  const headers = new Headers({
    "Content-Type": "application/json; charset=utf-8",
    // Per caller, so never in a shared cache; revalidated cheaply with the ETag.
    "Cache-Control": "private, no-cache",
    Vary: "Cookie, Accept-Encoding",
  });
  if (spliced !== null) {
    if (!acceptsGzip(c.req.header("accept-encoding"))) return new Response(spliced, { headers }) as Json<T>;
    headers.set("Content-Encoding", "gzip");
    const body = new Blob([spliced]).stream().pipeThrough(new CompressionStream("gzip"));
    return new Response(body, { headers, encodeBody: "manual" } as ResponseInit) as Json<T>;
  }
  headers.set("ETag", prepared.etag);
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === prepared.etag)) {
    return new Response(null, { status: 304, headers }) as Json<T>;
  }
  if (prepared.gzip && acceptsGzip(c.req.header("accept-encoding"))) {
    headers.set("Content-Encoding", "gzip");
    return new Response(prepared.gzip, { headers, encodeBody: "manual" } as ResponseInit) as Json<T>;
  }
  return new Response(prepared.body, { headers }) as Json<T>;
}

async function list<T>(c: Context<AppEnv>, kind: ListKind): Promise<Json<T>> {
  // Per tier, from the Cache API on Workers (services/content/catalogue-cache.ts).
  return send<T>(c, await cachedList(c.var.deps, kind, audienceFor(c.var.user)));
}

/** Scripts carry the member's saved AI version of each script they can open. */
async function scripts(c: Context<AppEnv>, kind: "scripts" | "scripts-cards" | "scripts-featured"): Promise<Json<ScriptItem[]>> {
  const { db } = c.var.deps;
  const user = c.var.user;
  const audience = audienceFor(user);
  const catalogue = await getCatalogue(db);
  const prepared = preparedList(catalogue, kind, audience, c.var.log);
  // Callers who open nothing cannot have an AI version to see: skip the read.
  if (!user || audience === "public") return send(c, prepared);
  const load = () => customizedContentByScript(db, user.id);
  const customized = c.var.readCache ? await c.var.readCache.getOrLoad(`customized:${user.id}`, load) : await load();
  const spliced = withCustomizations(prepared, customized);
  return send(c, prepared, spliced);
}

export const contentRoutes = new Hono<AppEnv>()
  // ?view=cards: each open script's text cut to what its card shows; the dialog reads the full text.
  .get("/scripts", valid("query", scriptListQuery), (c) =>
    scripts(c, c.req.valid("query").view === "cards" ? "scripts-cards" : "scripts"),
  )
  .get("/scripts/featured", (c) => scripts(c, "scripts-featured"))
  // Registered before /scripts/:id (script-kit routes): the scripts this member has opened.
  .get("/scripts/opened", async (c) => {
    const user = requireUser(c);
    return c.json({ ids: await openedScriptIds(c.var.deps.db, user.id) }, 200, { "Cache-Control": "private, no-store" });
  })
  .get("/videos", (c) => list<VideoItem[]>(c, "videos"))
  .get("/videos/featured", (c) => list<VideoItem[]>(c, "videos-featured"))
  .get("/social-posts", valid("query", socialPostsQuery), (c) =>
    list<PostItem[]>(c, c.req.valid("query").showAll === "true" ? "posts" : "posts-accessible"),
  )
  .get("/homepage-video", async (c) => {
    const prepared = preparedHomepageVideo(await getCatalogue(c.var.deps.db), c.var.log);
    if (!prepared) throw new AppError("NOT_FOUND", "No homepage video is set");
    return send<HomepageVideoItem>(c, prepared);
  });
