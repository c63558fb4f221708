// What "Post" and "Schedule" on a library item put in the composer: a script's kit captions per
// network, its full text and the member's customized version; a post's text with its branded image;
// a video's hand-written network captions, personalized, with its branded renditions. Access is
// the library's own rule: a locked item answers 403 and none of its text.
import { clearedToShare } from "@realty/contracts/customize";
import type { ComposeSource, ComposeVersion } from "@realty/contracts/social";
import { eq } from "drizzle-orm";
import { users, videos } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import { savedCustomization } from "../ai/customize-script.ts";
import { audienceCanOpen, audienceFor } from "../content/access.ts";
import { getScriptDetail } from "../content/script-detail.ts";
import { carouselLength, hasCarousel } from "../post-images/carousel-service.ts";
import { memberPostCaptions } from "../post-images/member-post-captions.ts";
import { openPost } from "../post-images/post-image-service.ts";
import type { DbDeps } from "../service-deps.ts";
import { fitForX } from "./schedule-week.ts";
import { videoCaptionVersion } from "./video-captions.ts";

const LOCKED = "Upgrade your plan to use this item.";

type Captions = { instagram?: string; facebook?: string; linkedin?: string; x?: string } | null | undefined;

function fromCaptions(label: string, captions: Captions, fallback: string): ComposeVersion {
  const facebook = captions?.facebook ?? fallback;
  const variants: ComposeVersion["variants"] = {
    linkedin: captions?.linkedin ?? facebook,
    twitter: captions?.x ?? fitForX(facebook),
  };
  // Instagram's own caption, where there is one, so choosing Instagram starts from it.
  if (captions?.instagram) variants.instagram = captions.instagram;
  return { label, content: facebook, variants };
}

export async function composeSource(
  deps: DbDeps,
  userId: number,
  kind: ComposeSource["kind"],
  id: number,
): Promise<ComposeSource> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("UNAUTHORIZED", "Not authenticated");
  if (kind === "script") {
    const detail = await getScriptDetail(deps.db, user, id);
    if (!detail.kit) throw new AppError("FORBIDDEN", LOCKED);
    const library: ComposeVersion[] = [
      fromCaptions("Post captions", detail.kit.captions, detail.content),
      { label: "Full script", content: detail.content, variants: { twitter: fitForX(detail.content) } },
    ];
    const saved = await savedCustomization(deps.db, user, id).catch(() => null);
    // The member's own version comes first, so it is what the composer is prefilled with; a version
    // flagged for fair housing is offered once the member has confirmed it.
    const own: ComposeVersion[] =
      saved?.customized && clearedToShare(saved)
        ? [
            fromCaptions("Your version: captions", saved.captions, saved.customizedContent),
            {
              label: "Your version: full script",
              content: saved.customizedContent,
              variants: { twitter: fitForX(saved.customizedContent) },
            },
          ]
        : [];
    return { kind, id, title: detail.title, versions: [...own, ...library], media: null };
  }
  if (kind === "post") {
    const post = await openPost(deps.db, user, id);
    const { captions } = await memberPostCaptions(deps.db, userId, post, deps.now());
    return {
      kind,
      id,
      title: post.title,
      // The member's captions first (prefilled), the post as written second.
      versions: [
        fromCaptions("Your captions", captions, post.content),
        { label: "Post", content: post.content, variants: { twitter: fitForX(post.content) } },
      ],
      media: { kind: "post-image", postId: post.id, size: "feed" },
      ...(hasCarousel(post) ? { carouselSlides: carouselLength(post) } : {}),
    };
  }
  const [video] = await deps.db.select().from(videos).where(eq(videos.id, id));
  if (!video?.published) throw new AppError("NOT_FOUND", "Video not found");
  if (!audienceCanOpen(audienceFor(user), video.accessLevel)) throw new AppError("FORBIDDEN", LOCKED);
  // The description speaks to the agent ("opens conversations with renters..."): never the post.
  const versions = video.postCaptions
    ? [
        videoCaptionVersion(
          { title: video.title, category: video.category, post: video.postCaptions },
          { location: user.defaultLocation, specialty: user.defaultSpecialty, personality: user.defaultPersonality },
        ),
      ]
    : [{ label: "Video", content: video.title, variants: { twitter: fitForX(video.title) } }];
  return { kind, id, title: video.title, versions, media: { kind: "video", videoId: video.id } };
}
