// Streams one media object with HTTP Range (seeking), validators (ETag, Last-Modified) and the
// caller's cache policy. HEAD answers the headers without opening the file.
import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { AppError } from "../lib/errors.ts";
import { isNotModified, parseRange, rangeStillValid } from "./http-range.ts";

/** A file opened directly must never run as a page (an uploaded SVG could carry script). */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export async function serveMedia(c: Context<AppEnv>, key: string, cacheControl: string): Promise<Response> {
  const { media } = c.var.deps;
  const info = await media.head(key);
  if (!info) throw new AppError("NOT_FOUND", "File not found");
  const headers = new Headers({
    "Content-Type": info.contentType,
    "Accept-Ranges": "bytes",
    ETag: info.etag,
    "Last-Modified": info.lastModified.toUTCString(),
    "Cache-Control": cacheControl,
    "Content-Security-Policy": MEDIA_CSP,
  });
  const conditional = { ifNoneMatch: c.req.header("if-none-match"), ifModifiedSince: c.req.header("if-modified-since") };
  if (isNotModified(conditional, info)) return new Response(null, { status: 304, headers });

  const range = rangeStillValid(c.req.header("if-range"), info) ? parseRange(c.req.header("range"), info.size) : null;
  if (range?.kind === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${info.size}`);
    return new Response(null, { status: 416, headers });
  }
  const head = c.req.method === "HEAD";
  if (range?.kind === "partial") {
    const { offset, length } = range;
    headers.set("Content-Range", `bytes ${offset}-${offset + length - 1}/${info.size}`);
    headers.set("Content-Length", String(length));
    if (head) return new Response(null, { status: 206, headers });
    const object = await media.get(key, { offset, length });
    if (!object) throw new AppError("NOT_FOUND", "File not found");
    return new Response(object.body, { status: 206, headers });
  }
  headers.set("Content-Length", String(info.size));
  if (head) return new Response(null, { status: 200, headers });
  const object = await media.get(key);
  if (!object) throw new AppError("NOT_FOUND", "File not found");
  return new Response(object.body, { status: 200, headers });
}
