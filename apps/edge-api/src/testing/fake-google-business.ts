// A local Google Business Profile for the adapter's contract tests and local runs: Google sign-in
// (PKCE, offline access), the account and location lists, and local posts (checked as Google
// checks them: a summary, a known topic type, a call to action with a URL, and a photo fetched
// from its sourceUrl: JPEG or PNG, 10 KB to 5 MB).
import { json, newId, startFakeNetwork } from "./fake-network.ts";
import { type FetchedMedia, fetchPublicMedia } from "./fetch-public-media.ts";

export interface FakeLocalPost {
  name: string;
  summary: string;
  topicType: string;
  callToAction: { actionType?: string; url?: string } | null;
  /** The photo Google fetched from the post's sourceUrl. */
  photo: FetchedMedia | null;
}

const PHOTO_TYPES = new Set(["image/jpeg", "image/png"]);
const photoRefused = (message: string) => json(400, { error: { code: 400, message, status: "INVALID_ARGUMENT" } });

/** Google's checks of a local post's photo, after fetching it as Google does. */
async function fetchPhoto(media: unknown): Promise<FetchedMedia | null | { refused: ReturnType<typeof json> }> {
  if (media === undefined) return null;
  const items = Array.isArray(media) ? (media as { mediaFormat?: string; sourceUrl?: string }[]) : [];
  const [photo] = items;
  if (items.length !== 1 || photo?.mediaFormat !== "PHOTO" || !photo.sourceUrl) {
    return { refused: photoRefused("A local post takes one media item of format PHOTO with a sourceUrl.") };
  }
  const fetched = await fetchPublicMedia(photo.sourceUrl);
  if ("error" in fetched) return { refused: photoRefused(`The photo could not be fetched: ${fetched.error}.`) };
  if (!PHOTO_TYPES.has(fetched.contentType)) return { refused: photoRefused("The photo must be a JPEG or PNG image.") };
  if (fetched.bytes < 10 * 1024 || fetched.bytes > 5 * 1024 * 1024) {
    return { refused: photoRefused("The photo must be between 10 KB and 5 MB.") };
  }
  return fetched;
}

export async function startFakeGoogleBusiness() {
  const posts: FakeLocalPost[] = [];
  const unauthorized = json(401, {
    error: { code: 401, message: "Request had invalid authentication credentials.", status: "UNAUTHENTICATED" },
  });

  const kit = await startFakeNetwork(
    "google_business",
    { authorizePath: "/o/oauth2/v2/auth", clientIdParam: "client_id", basicAuth: true, accessSeconds: 3599, refreshTokens: true },
    async (req, kit) => {
      const { path } = req;
      if (path === "/token") return kit.tokenGrant(req);
      if (path === "/revoke") {
        kit.revoke(req.form.get("token") ?? "");
        return json(200, {});
      }
      if (!req.token) return unauthorized;
      if (path === "/v1/accounts")
        return kit.injected("profile") ?? json(200, { accounts: [{ name: "accounts/1100", type: "PERSONAL" }] });
      if (path === "/v1/accounts/1100/locations") {
        if (req.url.searchParams.get("readMask") === null) return json(400, { error: { message: "readMask is required" } });
        return json(200, { locations: [{ name: "locations/2200", title: "Fake Realty Group" }] });
      }
      if (path === "/v4/accounts/1100/locations/2200/localPosts" && req.method === "POST") {
        const failure = kit.injected("publish");
        if (failure) return failure;
        const body = req.json as {
          summary?: string;
          topicType?: string;
          callToAction?: { actionType?: string; url?: string };
          media?: unknown;
        };
        if (!body.summary || body.topicType !== "STANDARD") {
          return json(400, {
            error: { code: 400, message: "Request contains an invalid argument.", status: "INVALID_ARGUMENT" },
          });
        }
        if (body.callToAction && !body.callToAction.url?.startsWith("http")) {
          return json(400, { error: { code: 400, message: "Call to action needs a URL.", status: "INVALID_ARGUMENT" } });
        }
        const photo = await fetchPhoto(body.media);
        if (photo && "refused" in photo) return photo.refused;
        const post = {
          name: `accounts/1100/locations/2200/localPosts/${newId()}`,
          summary: body.summary,
          topicType: body.topicType,
          callToAction: body.callToAction ?? null,
          photo,
        };
        posts.push(post);
        return json(200, { ...post, state: "LIVE", searchUrl: "https://local.google.com/place?id=fake" });
      }
      return null;
    },
  );

  return {
    ...kit,
    posts,
    /** Forgets requests, queued failures and what was published (between tests). */
    reset() {
      kit.reset();
      posts.length = 0;
    },
  };
}

export type FakeGoogleBusiness = Awaited<ReturnType<typeof startFakeGoogleBusiness>>;
