import { type AccessLevel, lockedTierLabel } from "@realty/plans";
import { Button } from "@realty/ui/button";
import { PostCard } from "@realty/ui/post-card";
import { Skeleton } from "@realty/ui/skeleton";
import { memo } from "react";
import { Link } from "wouter";
import { paths } from "../../../config/paths.ts";
import { useAccessLevel } from "../../../lib/access-level.ts";
import { useRenderedCount } from "../../../lib/use-rendered-count.ts";
import { type Post, usePosts } from "../api/get-posts.ts";
import { figuresBlockReason, figuresVersion, useMarketFigures } from "../api/market-figures.ts";
import { getPostShareLink, postPreviewUrl } from "../api/post-images.ts";
import { CaptionVoiceForm } from "./caption-voice-form.tsx";
import { MarketFiguresForm } from "./market-figures-form.tsx";
import { PostActions } from "./post-actions.tsx";

/** Cards rendered before the rest: a desktop's first row of three (a phone shows one). */
const FIRST_SCREEN = 3;
/** Six loading cards (part 1 §9), keyed by slot. */
const SKELETONS = ["s1", "s2", "s3", "s4", "s5", "s6"];

function lockedProps(post: Post, memberLevel: AccessLevel | undefined) {
  return {
    // The tier and the price that opens it for this member.
    tierName: lockedTierLabel(memberLevel, post.accessLevel),
    upgradeAction: (
      <Button asChild size="sm" variant="outline" className="w-fit">
        <Link href={paths.account.getHref("subscription")}>Upgrade to Access</Link>
      </Button>
    ),
  };
}

/**
 * One post: the member's branded image when they have it, its downloads, caption and figures.
 * Memoized: the rest of the list renders after the first screen (useRenderedCount), and cards
 * already shown need no new render then.
 */
const MemberPostCard = memo(function MemberPostCard({
  post,
  memberLevel,
  first,
}: {
  post: Post;
  memberLevel: AccessLevel | undefined;
  /** The first card: its image is the tab's largest paint, so it is not lazy. */
  first: boolean;
}) {
  const market = post.category === "Market Update";
  // One request for every market card (swr shares it); other cards never show figures.
  const { data: figures } = useMarketFigures(market);
  // Changes when the member saves figures, so market cards and downloads fetch the new image.
  const version = market ? figuresVersion(figures) : 0;
  const blocked = market ? figuresBlockReason(figures) : null;
  return (
    <PostCard
      // Off-screen cards skip layout and paint until scrolled near (about one phone-width card tall).
      className="[contain-intrinsic-size:auto_720px] [content-visibility:auto]"
      priority={first}
      // The card-sized WebP (the card is ~400 CSS px wide); its downloads stay the full PNG.
      post={post.hasAccess ? { ...post, imageUrl: postPreviewUrl(post.id, version) } : post}
      shareEnabled={post.hasAccess && !blocked}
      resolveUrl={post.hasAccess && !blocked ? () => getPostShareLink(post.id) : undefined}
      locked={post.hasAccess ? undefined : lockedProps(post, memberLevel)}
      actions={
        <PostActions
          postId={post.id}
          title={post.title}
          version={version}
          blocked={blocked}
          carouselSlides={post.carouselSlides}
        />
      }
    />
  );
});

/** The Posts tab of part 1 §2.14: every post, locked ones blurred with their tier. */
export default function PostsTab() {
  // The loading flag is read only while there are no posts: swr redraws for the fields read.
  const query = usePosts();
  const data = query.data;
  const { accessLevel } = useAccessLevel();
  const posts = data ?? [];
  const rendered = useRenderedCount(posts.length, FIRST_SCREEN);
  return (
    <section aria-labelledby="posts-heading" className="flex flex-col gap-4">
      <h2 id="posts-heading" className="text-xl font-bold text-ink">
        Social Posts
      </h2>
      <CaptionVoiceForm />
      <MarketFiguresForm />
      {!data && query.isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-busy="true" aria-label="Loading posts">
          {SKELETONS.map((slot) => (
            <Skeleton key={slot} className="h-80 rounded-(--radius-card)" data-testid="post-skeleton" />
          ))}
        </div>
      ) : posts.length === 0 ? (
        <p className="rounded-(--radius-card) border border-dashed border-line bg-white p-8 text-center text-muted">
          No social posts found.
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {posts.slice(0, rendered).map((post, index) => (
            <MemberPostCard key={post.id} post={post} memberLevel={accessLevel} first={index === 0} />
          ))}
        </div>
      )}
    </section>
  );
}
