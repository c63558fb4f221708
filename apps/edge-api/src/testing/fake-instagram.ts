// A local Instagram for the adapter's contract tests and local runs: Instagram Login (code exchange,
// the 60-day token swap and its refresh), the profile, and content publishing (container create,
// resumable upload of the video's bytes, or the image fetched from its image_url as Instagram does;
// carousel items and the CAROUSEL container; status that reads IN_PROGRESS once then FINISHED,
// publish), with plausible insights for a published post.
import { FAKE_NETWORK_CLIENT, type FakeAnswer, type FakeNetworkKit, json, newId, startFakeNetwork } from "./fake-network.ts";
import { type FetchedMedia, fetchPublicMedia } from "./fetch-public-media.ts";

export interface FakeReel {
  containerId: string;
  /** REELS, IMAGE (a feed image or a carousel item) or CAROUSEL. */
  mediaType: "REELS" | "IMAGE" | "CAROUSEL";
  mediaId: string | null;
  caption: string;
  declaredBytes: number;
  bytes: number;
  statusChecks: number;
  /** The image Instagram fetched from image_url. */
  image: FetchedMedia | null;
  isCarouselItem: boolean;
  /** A carousel's item containers, in order. */
  children: string[];
  /** Comments added under the published Reel (the hub's first comment). */
  comments: string[];
}

/** Instagram's limits on a fetched image: JPEG only, at most 8 MB. */
const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
const MEDIA_REFUSED = (message: string) =>
  json(400, { error: { message, type: "OAuthException", code: 9004, error_subcode: 2207052 } });

const DAY = 24 * 3600;

export async function startFakeInstagram() {
  const containers = new Map<string, FakeReel>();
  const published: FakeReel[] = [];
  const unauthorized = json(401, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });

  const kit = await startFakeNetwork(
    "instagram",
    {
      authorizePath: "/oauth/authorize",
      clientIdParam: "client_id",
      basicAuth: false,
      accessSeconds: 3600,
      refreshTokens: false,
    },
    async (req, kit) => {
      const { path, form } = req;
      if (path === "/oauth/access_token") {
        // Instagram's short-lived token answer has no expires_in; the swap below gives 60 days.
        const answer = kit.tokenGrant(req);
        return answer;
      }
      if (path === "/access_token" && form.get("grant_type") === "ig_exchange_token") {
        if (form.get("client_secret") !== FAKE_NETWORK_CLIENT.clientSecret)
          return json(400, { error: { message: "Bad secret" } });
        if (!req.token) return unauthorized;
        return json(200, kit.issueTokens(false, 60 * DAY));
      }
      if (path === "/refresh_access_token") {
        const failure = kit.injected("refresh");
        if (failure) return failure;
        if (!req.token) return unauthorized;
        kit.revoke(req.token);
        return json(200, kit.issueTokens(false, 60 * DAY));
      }
      const upload = /^\/ig-api-upload\/v21\.0\/([^/]+)$/.exec(path);
      if (!req.token) return unauthorized;
      if (upload) {
        const failure = kit.injected("upload");
        if (failure) return failure;
        const reel = containers.get(upload[1] ?? "");
        if (!reel) return json(400, { debug_info: { message: "Unknown container" } });
        reel.bytes += req.raw.byteLength;
        if (Number(req.headers.file_size) !== reel.bytes) return json(400, { error: { message: "Partial upload" } });
        return json(200, { success: true, message: "Upload successful." });
      }
      if (path === "/v21.0/me") {
        return (
          kit.injected("profile") ?? json(200, { user_id: "17841400000000001", username: "fake_agent", account_type: "BUSINESS" })
        );
      }
      const create = /^\/v21\.0\/([^/]+)\/media$/.exec(path);
      if (create && req.method === "POST") {
        const failure = kit.injected("container");
        if (failure) return failure;
        const made = await createContainer(form, containers);
        if ("refused" in made) return made.refused;
        containers.set(made.containerId, made);
        return json(200, { id: made.containerId, uri: `${kit.base}/ig-api-upload/v21.0/${made.containerId}` });
      }
      const publish = /^\/v21\.0\/([^/]+)\/media_publish$/.exec(path);
      if (publish && req.method === "POST") {
        const failure = kit.injected("publish");
        if (failure) return failure;
        const reel = containers.get(form.get("creation_id") ?? "");
        const ready = reel && (reel.mediaType === "REELS" ? reel.bytes > 0 : true);
        if (!reel || reel.isCarouselItem || reel.statusChecks === 0 || !ready) {
          return json(400, { error: { message: "Media ID is not available", code: 9007 } });
        }
        reel.mediaId = `ig-media-${newId()}`;
        published.push(reel);
        return json(200, { id: reel.mediaId });
      }
      const comment = /^\/v21\.0\/([^/]+)\/comments$/.exec(path);
      if (comment && req.method === "POST") {
        const failure = kit.injected("comment");
        if (failure) return failure;
        const reel = published.find((r) => r.mediaId === comment[1]);
        if (!reel) return json(400, { error: { message: "Unknown media", code: 100 } });
        reel.comments.push(form.get("message") ?? "");
        return json(200, { id: `ig-comment-${newId()}` });
      }
      const insights = /^\/v21\.0\/([^/]+)\/insights$/.exec(path);
      if (insights) {
        const failure = kit.injected("engagement");
        if (failure) return failure;
        const values = { reach: 1240, likes: 86, comments: 9, shares: 14 };
        return json(200, {
          data: Object.entries(values).map(([name, value]) => ({ name, period: "lifetime", values: [{ value }] })),
        });
      }
      const status = /^\/v21\.0\/(ig-container-[^/]+)$/.exec(path);
      if (status) {
        const failure = kit.injected("status");
        if (failure) return failure;
        const reel = containers.get(status[1] ?? "");
        if (!reel) return json(400, { error: { message: "Unknown container", code: 100 } });
        reel.statusChecks++;
        const finished = reel.statusChecks > 1 && (reel.mediaType !== "REELS" || reel.bytes > 0);
        return json(200, { id: reel.containerId, status_code: finished ? "FINISHED" : "IN_PROGRESS" });
      }
      return null;
    },
  );

  /** A container as Instagram makes it from the create call's form, or Instagram's refusal. */
  async function createContainer(
    form: URLSearchParams,
    known: Map<string, FakeReel>,
  ): Promise<FakeReel | { refused: FakeAnswer }> {
    const base = {
      containerId: `ig-container-${newId()}`,
      mediaId: null,
      caption: form.get("caption") ?? "",
      declaredBytes: 0,
      bytes: 0,
      statusChecks: 0,
      image: null,
      isCarouselItem: form.get("is_carousel_item") === "true",
      children: [],
      comments: [],
    };
    const mediaType = form.get("media_type");
    if (mediaType === "REELS") {
      if (form.get("upload_type") !== "resumable")
        return { refused: json(400, { error: { message: "Only resumable Reels in this fake", code: 100 } }) };
      return { ...base, mediaType: "REELS" };
    }
    if (mediaType === "CAROUSEL") {
      const children = (form.get("children") ?? "").split(",").filter(Boolean);
      const items = children.map((id) => known.get(id));
      if (children.length < 2 || children.length > 10 || items.some((item) => !item?.isCarouselItem)) {
        return { refused: json(400, { error: { message: "A carousel takes 2 to 10 carousel item containers", code: 100 } }) };
      }
      return { ...base, mediaType: "CAROUSEL", children };
    }
    const imageUrl = form.get("image_url");
    if (mediaType !== null || !imageUrl)
      return { refused: json(400, { error: { message: "Unsupported media_type in this fake", code: 100 } }) };
    // As Instagram does: fetch the image now, and refuse what it cannot take.
    const fetched = await fetchPublicMedia(imageUrl);
    if ("error" in fetched) return { refused: MEDIA_REFUSED(`Media download has failed: ${fetched.error}`) };
    if (fetched.contentType !== "image/jpeg")
      return { refused: MEDIA_REFUSED("Only photo or video can be accepted as media type: the image must be JPEG.") };
    if (fetched.bytes > IMAGE_MAX_BYTES) return { refused: MEDIA_REFUSED("The image is larger than 8 MB.") };
    return { ...base, mediaType: "IMAGE", image: fetched, bytes: fetched.bytes };
  }

  return {
    ...kit,
    published,
    containers,
    /** Forgets requests, queued failures and what was published (between tests). */
    reset() {
      kit.reset();
      published.length = 0;
      containers.clear();
    },
  };
}

export type FakeInstagram = Awaited<ReturnType<typeof startFakeInstagram>>;
export type { FakeNetworkKit };
