// Instagram's content publishing, one flow per kind of post, all ending the same way: the
// container's status is polled until FINISHED, then the container is published.
//   Reel:     container (REELS, resumable) -> upload the 9:16 video's bytes -> status -> publish
//   Image:    container (image_url: Instagram fetches the JPEG from our signed link) -> status -> publish
//   Carousel: one item container per image (is_carousel_item) -> CAROUSEL container naming them
//             as children -> status -> publish
// https://developers.facebook.com/docs/instagram-platform/content-publishing
import type { PublishLink, PublishMedia, PublishResult } from "../../ports/social.ts";
import { type JsonAnswer, mediaFailure, publishFailure, requestJson, vendorMessage } from "./http.ts";

const MAX_STATUS_CHECKS = 30;
/** Graph error codes that mean "too many calls or posts for now". */
const RATE_LIMIT_CODES = new Set([4, 9, 17, 32, 613]);
/** Graph error codes about the media itself (it could not be fetched, or its format or shape is refused). */
const MEDIA_CODES = new Set([9004, 36003, 2207052]);

const graphError = (answer: JsonAnswer) =>
  (answer.body as { error?: { code?: number; error_subcode?: number } } | null)?.error ?? null;

export const instagramFailure = (answer: JsonAnswer): PublishResult => {
  const error = graphError(answer);
  if (answer.status === 400 && (MEDIA_CODES.has(error?.code ?? -1) || MEDIA_CODES.has(error?.error_subcode ?? -1))) {
    return mediaFailure("Instagram", vendorMessage(answer.body) ?? "the media was refused");
  }
  return publishFailure("Instagram", answer, answer.status === 429 || RATE_LIMIT_CODES.has(error?.code ?? -1));
};

export interface InstagramPublishing {
  graph: string;
  uploadBase: string;
  version: string;
  pollMs: number;
}

export function instagramPublishing(config: InstagramPublishing, accountId: string, token: string) {
  const account = encodeURIComponent(accountId);
  const { graph } = config;

  async function post(path: string, params: Record<string, string>): Promise<JsonAnswer> {
    return requestJson(`${graph}/${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...params, access_token: token }).toString(),
    });
  }

  /** A new container's id, or the failure to report. */
  async function container(params: Record<string, string>): Promise<{ id: string } | { failed: PublishResult }> {
    const answer = await post(`${account}/media`, params);
    const id = (answer.body as { id?: string } | null)?.id;
    return answer.ok && id ? { id } : { failed: instagramFailure(answer) };
  }

  /** Polls the container until Instagram has processed it, then publishes it. */
  async function finishAndPublish(containerId: string, what: string): Promise<PublishResult> {
    for (let check = 0; check < MAX_STATUS_CHECKS; check++) {
      const status = await requestJson(
        `${graph}/${encodeURIComponent(containerId)}?${new URLSearchParams({ fields: "status_code,status", access_token: token })}`,
      );
      if (!status.ok) return instagramFailure(status);
      const state = status.body as { status_code?: string; status?: string } | null;
      if (state?.status_code === "FINISHED") {
        const published = await post(`${account}/media_publish`, { creation_id: containerId });
        const id = (published.body as { id?: string } | null)?.id;
        return published.ok && id ? { ok: true, externalId: id } : instagramFailure(published);
      }
      if (state?.status_code === "ERROR" || state?.status_code === "EXPIRED") {
        return mediaFailure("Instagram", state.status ?? `the ${what} could not be processed`);
      }
      await new Promise((resolve) => setTimeout(resolve, config.pollMs));
    }
    return {
      ok: false,
      retryable: false,
      error: `Instagram is still processing the ${what}. Check Instagram before posting again.`,
    };
  }

  return {
    async reel(caption: string, media: PublishMedia): Promise<PublishResult> {
      const made = await container({ media_type: "REELS", upload_type: "resumable", caption, share_to_feed: "true" });
      if ("failed" in made) return made.failed;
      const upload = await requestJson(`${config.uploadBase}/ig-api-upload/${config.version}/${encodeURIComponent(made.id)}`, {
        method: "POST",
        headers: { authorization: `OAuth ${token}`, offset: "0", file_size: String(media.bytes.byteLength) },
        body: media.bytes,
      });
      if (!upload.ok) {
        return upload.status === 400
          ? mediaFailure("Instagram", vendorMessage(upload.body) ?? "upload refused")
          : instagramFailure(upload);
      }
      return finishAndPublish(made.id, "video");
    },

    /** A feed image (the 1080x1350 post image as JPEG), fetched by Instagram from its signed link. */
    async image(caption: string, image: PublishLink): Promise<PublishResult> {
      const made = await container({ image_url: image.url, caption });
      if ("failed" in made) return made.failed;
      return finishAndPublish(made.id, "image");
    },

    /** A carousel of images, in order; the caption sits on the carousel, not on its items. */
    async carousel(caption: string, images: PublishLink[]): Promise<PublishResult> {
      const children: string[] = [];
      for (const image of images) {
        const item = await container({ image_url: image.url, is_carousel_item: "true" });
        if ("failed" in item) return item.failed;
        children.push(item.id);
      }
      const made = await container({ media_type: "CAROUSEL", children: children.join(","), caption });
      if ("failed" in made) return made.failed;
      return finishAndPublish(made.id, "carousel");
    },

    /** The first comment under a published post; the refusal's words when Instagram refuses it. */
    async comment(mediaId: string, message: string): Promise<string | null> {
      const answer = await post(`${encodeURIComponent(mediaId)}/comments`, { message });
      return answer.ok ? null : `Instagram refused the first comment: ${vendorMessage(answer.body) ?? `HTTP ${answer.status}`}`;
    },
  };
}
