// LinkedIn media: the Images and Videos APIs hand out upload URLs (initializeUpload), the bytes
// are PUT there, a video is finalized with the parts' ETags, and the post names the image or video
// URN in content.media. https://learn.microsoft.com/linkedin/marketing/community-management/shares/images-api
import type { PublishMedia } from "../../ports/social.ts";
import { type JsonAnswer, requestJson } from "./http.ts";

type Upload = { ok: true; urn: string } | { ok: false; answer: JsonAnswer };

interface Instruction {
  uploadUrl?: string;
  firstByte?: number;
  lastByte?: number;
}

export async function uploadLinkedInMedia(
  apiBase: string,
  headers: Record<string, string>,
  owner: string,
  media: PublishMedia,
): Promise<Upload> {
  const resource = media.kind === "video" ? "videos" : "images";
  const request =
    media.kind === "video"
      ? { owner, fileSizeBytes: media.bytes.byteLength, uploadCaptions: false, uploadThumbnail: false }
      : { owner };
  const init = await requestJson(`${apiBase}/rest/${resource}?action=initializeUpload`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ initializeUploadRequest: request }),
  });
  const value = (
    init.body as {
      value?: { uploadUrl?: string; image?: string; video?: string; uploadToken?: string; uploadInstructions?: Instruction[] };
    } | null
  )?.value;
  const urn = value?.image ?? value?.video;
  if (!init.ok || !value || !urn) return { ok: false, answer: init };
  const parts: Instruction[] = value.uploadInstructions ?? [{ uploadUrl: value.uploadUrl }];
  const etags: string[] = [];
  for (const part of parts) {
    if (!part.uploadUrl)
      return { ok: false, answer: { ...init, ok: false, status: 502, body: { message: "LinkedIn gave no upload URL" } } };
    const bytes = media.bytes.slice(part.firstByte ?? 0, part.lastByte === undefined ? undefined : part.lastByte + 1);
    const put = await requestJson(part.uploadUrl, {
      method: "PUT",
      headers: { authorization: headers.authorization ?? "", "content-type": "application/octet-stream" },
      body: bytes,
    });
    if (!put.ok) return { ok: false, answer: put };
    etags.push(put.headers.get("etag") ?? "");
  }
  if (media.kind === "video") {
    const done = await requestJson(`${apiBase}/rest/videos?action=finalizeUpload`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({
        finalizeUploadRequest: { video: urn, uploadToken: value.uploadToken ?? "", uploadedPartIds: etags },
      }),
    });
    if (!done.ok) return { ok: false, answer: done };
  }
  return { ok: true, urn };
}
