// gzip for JSON answers over 1 KB when the client takes it (the Node entry; Cloudflare compresses
// the Worker's answers at the edge). Lists like /api/videos are 65 KB raw and about a tenth of
// that gzipped, which is most of a phone's wait on the dashboard. Small answers stay plain: below
// 1 KB gzip saves nothing a round trip would notice. The whole body is compressed at once and sent
// with its length, so @hono/node-server keeps its single-write path.
import type { MiddlewareHandler } from "hono";
import { acceptsGzip } from "../lib/accept-encoding.ts";

const MIN_BYTES = 1024;

async function gzip(bytes: ArrayBuffer): Promise<ArrayBuffer> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Response(stream).arrayBuffer();
}

export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (res.status !== 200 || c.req.method === "HEAD" || res.headers.has("Content-Encoding")) return;
  if (!res.headers.get("Content-Type")?.startsWith("application/json")) return;
  if (/no-transform/i.test(res.headers.get("Cache-Control") ?? "")) return;
  res.headers.append("Vary", "Accept-Encoding");
  if (!acceptsGzip(c.req.header("Accept-Encoding"))) return;
  const body = await res.clone().arrayBuffer();
  if (body.byteLength < MIN_BYTES) return;
  const zipped = await gzip(body);
  const headers = new Headers(res.headers);
  headers.set("Content-Encoding", "gzip");
  headers.set("Content-Length", String(zipped.byteLength));
  c.res = new Response(zipped, { status: res.status, headers });
};
