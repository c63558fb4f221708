// The fake networks' upload APIs: X's chunked media upload, Facebook's photos and
// videos, LinkedIn's Images and Videos APIs with their upload URLs. Uploads are complete only when
// every declared byte arrived, and a post may name only completed uploads.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FakeCall, FakePost, FakeUpload, Network } from "./fake-social-types.ts";

interface Shared {
  uploads: FakeUpload[];
  posts: FakePost[];
  access: Map<string, Network>;
  injected: (call: FakeCall, network: Network, res: ServerResponse) => boolean;
  send: (res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>) => void;
  readRaw: (req: IncomingMessage) => Promise<Buffer>;
  id: () => string;
}

export function fakeMediaApi({ uploads, posts, access, injected, send, readRaw, id }: Shared) {
  function bearerOk(req: IncomingMessage, url: URL, form?: FormData): boolean {
    const header = req.headers.authorization;
    const token = header?.startsWith("Bearer ")
      ? header.slice(7)
      : (url.searchParams.get("access_token") ?? form?.get("access_token"));
    return typeof token === "string" && access.has(token);
  }

  /** The three networks' upload APIs; answers true when it handled the request. */
  async function handleMedia(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const path = url.pathname;
    const x = /^\/2\/media\/upload(?:\/([^/]+)\/(append|finalize)|\/initialize)?$/.exec(path);
    const fb = /^\/v21\.0\/([^/]+)\/(photos|videos)$/.exec(path);
    const li = path === "/rest/images" || path === "/rest/videos";
    const put = /^\/upload\/([^/]+)$/.exec(path);
    if (!x && !fb && !li && !put) return false;
    const network: Network = x ? "x" : fb ? "facebook" : "linkedin";
    const raw = await readRaw(req);
    const type = req.headers["content-type"] ?? "";
    const form = type.includes("multipart/form-data")
      ? await new Request("http://fake", {
          method: "POST",
          headers: { "content-type": type },
          body: new Uint8Array(raw),
        }).formData()
      : undefined;
    if (!bearerOk(req, url, form)) {
      send(res, 401, { error: { message: "Invalid OAuth access token" }, detail: "Unauthorized" });
      return true;
    }
    if (injected("upload", network, res)) return true;
    const file = form?.get("media") ?? form?.get("source");
    const size = file instanceof Blob ? file.size : 0;
    if (x && path.endsWith("/initialize")) {
      const body = JSON.parse(raw.toString("utf8") || "{}") as { media_type?: string; total_bytes?: number };
      const upload = { network, id: `x-media-${id()}`, contentType: body.media_type ?? "", bytes: 0, finalized: false };
      uploads.push({ ...upload, declared: body.total_bytes ?? 0 });
      send(res, 200, { data: { id: upload.id, expires_after_secs: 86400 } });
    } else if (x) {
      const upload = uploads.find((u) => u.id === x[1]);
      if (!upload) send(res, 400, { detail: "Unknown media id" });
      else if (x[2] === "append") {
        upload.bytes += size;
        send(res, 200, {});
      } else {
        upload.finalized = upload.bytes > 0 && upload.bytes === upload.declared;
        if (upload.finalized)
          send(res, 200, {
            data: { id: upload.id, processing_info: upload.contentType.startsWith("video") ? { state: "succeeded" } : undefined },
          });
        else send(res, 400, { detail: "Upload incomplete" });
      }
    } else if (fb) {
      if (size === 0) {
        send(res, 400, { error: { message: "No file in source" } });
        return true;
      }
      const upload = {
        network,
        id: `fb-${fb[2]}-${id()}`,
        contentType: file instanceof Blob ? file.type : "",
        bytes: size,
        declared: size,
        finalized: true,
      };
      uploads.push(upload);
      if (fb[2] === "videos")
        posts.push({
          network,
          text: String(form?.get("description") ?? ""),
          author: fb[1] ?? "",
          id: upload.id,
          media: [upload.id],
        });
      send(res, 200, { id: upload.id });
    } else if (li && url.searchParams.get("action") === "initializeUpload") {
      const kind = path === "/rest/images" ? "image" : "video";
      const upload = { network, id: `urn:li:${kind}:${id()}`, contentType: kind, bytes: 0, declared: 0, finalized: false };
      uploads.push(upload);
      const uploadUrl = `http://${req.headers.host}/upload/${encodeURIComponent(upload.id)}`;
      send(res, 200, {
        value:
          kind === "image"
            ? { uploadUrl, image: upload.id }
            : { video: upload.id, uploadToken: "", uploadInstructions: [{ uploadUrl, firstByte: 0, lastByte: 1e12 }] },
      });
    } else if (li) {
      const body = JSON.parse(raw.toString("utf8") || "{}") as { finalizeUploadRequest?: { video?: string } };
      const upload = uploads.find((u) => u.id === body.finalizeUploadRequest?.video);
      if (upload && upload.bytes > 0) upload.finalized = true;
      send(res, upload?.finalized ? 200 : 400, upload?.finalized ? {} : { message: "Nothing uploaded" });
    } else if (put) {
      const upload = uploads.find((u) => u.id === decodeURIComponent(put[1] ?? ""));
      if (!upload) send(res, 404, { message: "Unknown upload" });
      else {
        upload.bytes += raw.byteLength;
        if (upload.contentType === "image") upload.finalized = true;
        send(res, 201, {}, { etag: `"part-${upload.bytes}"` });
      }
    }
    return true;
  }

  return handleMedia;
}
