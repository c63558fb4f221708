// Facebook Page media: a photo is uploaded unpublished to /{page}/photos and then attached to the
// feed post (attached_media), so the post's text and image go out as one post; a video is uploaded
// to /{page}/videos with the text as its description, which publishes it.
// https://developers.facebook.com/docs/pages-api/posts
import type { PublishMedia, PublishResult, PublishTarget } from "../../ports/social.ts";
import { publishFailure, requestJson } from "./http.ts";

function fileForm(target: PublishTarget, media: PublishMedia, fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set("access_token", target.accessToken);
  form.set("source", new Blob([media.bytes], { type: media.contentType }), media.kind === "video" ? "video.mp4" : "image.png");
  return form;
}

export async function publishFacebookMedia(
  graph: string,
  target: PublishTarget,
  content: string,
  media: PublishMedia,
): Promise<PublishResult> {
  const page = encodeURIComponent(target.accountId);
  if (media.kind === "video") {
    const answer = await requestJson(`${graph}/${page}/videos`, {
      method: "POST",
      body: fileForm(target, media, { description: content }),
    });
    const id = (answer.body as { id?: string } | null)?.id;
    return answer.ok && id ? { ok: true, externalId: id } : publishFailure("Facebook", answer);
  }
  const photo = await requestJson(`${graph}/${page}/photos`, {
    method: "POST",
    body: fileForm(target, media, { published: "false" }),
  });
  const photoId = (photo.body as { id?: string } | null)?.id;
  if (!photo.ok || !photoId) return publishFailure("Facebook", photo);
  const answer = await requestJson(`${graph}/${page}/feed`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      message: content,
      attached_media: JSON.stringify([{ media_fbid: photoId }]),
      access_token: target.accessToken,
    }).toString(),
  });
  const id = (answer.body as { id?: string } | null)?.id;
  return answer.ok && id ? { ok: true, externalId: id } : publishFailure("Facebook", answer);
}
