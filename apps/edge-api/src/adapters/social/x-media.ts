// X media upload (API v2): initialize, append the bytes in chunks, finalize, then wait while X
// processes a video. The tweet then names the media id. https://docs.x.com/x-api/media/quickstart/media-upload-chunked
import type { PublishMedia } from "../../ports/social.ts";
import { type JsonAnswer, requestJson } from "./http.ts";

const CHUNK_BYTES = 4 * 1024 * 1024;
const MAX_STATUS_CHECKS = 30;

type Upload = { ok: true; mediaId: string } | { ok: false; answer: JsonAnswer };

interface MediaData {
  id?: string;
  processing_info?: { state?: string; check_after_secs?: number; error?: { message?: string } };
}

const dataOf = (answer: JsonAnswer) => (answer.body as { data?: MediaData } | null)?.data;

export async function uploadXMedia(apiBase: string, token: string, media: PublishMedia, wait = sleep): Promise<Upload> {
  const auth = { authorization: `Bearer ${token}` };
  const init = await requestJson(`${apiBase}/2/media/upload/initialize`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({
      media_type: media.contentType,
      total_bytes: media.bytes.byteLength,
      media_category: media.kind === "video" ? "tweet_video" : "tweet_image",
    }),
  });
  const id = dataOf(init)?.id;
  if (!init.ok || !id) return { ok: false, answer: init };
  for (let offset = 0, segment = 0; offset < media.bytes.byteLength; offset += CHUNK_BYTES, segment++) {
    const form = new FormData();
    form.set("segment_index", String(segment));
    form.set("media", new Blob([media.bytes.slice(offset, offset + CHUNK_BYTES)], { type: media.contentType }));
    const part = await requestJson(`${apiBase}/2/media/upload/${encodeURIComponent(id)}/append`, {
      method: "POST",
      headers: auth,
      body: form,
    });
    if (!part.ok) return { ok: false, answer: part };
  }
  let state = await requestJson(`${apiBase}/2/media/upload/${encodeURIComponent(id)}/finalize`, {
    method: "POST",
    headers: auth,
  });
  for (let check = 0; check < MAX_STATUS_CHECKS; check++) {
    if (!state.ok) return { ok: false, answer: state };
    const info = dataOf(state)?.processing_info;
    if (!info || info.state === "succeeded") return { ok: true, mediaId: id };
    if (info.state === "failed") {
      return {
        ok: false,
        answer: { ...state, ok: false, status: 400, body: { detail: info.error?.message ?? "X could not process the video." } },
      };
    }
    await wait((info.check_after_secs ?? 2) * 1000);
    state = await requestJson(`${apiBase}/2/media/upload?${new URLSearchParams({ command: "STATUS", media_id: id })}`, {
      headers: auth,
    });
  }
  return { ok: false, answer: { ...state, ok: false, status: 503, body: { detail: "X is still processing the video." } } };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
