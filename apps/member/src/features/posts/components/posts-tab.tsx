import { isPaidTier, PLANS } from "@realty/plans";
import { Button } from "@realty/ui/button";
import { PostCard } from "@realty/ui/post-card";
import { Skeleton } from "@realty/ui/skeleton";
import { Link } from "wouter";
import { paths } from "../../../config/paths.ts";
import { usePosts } from "../api/get-posts.ts";

/** Six loading cards (part 1 §9), keyed by slot. */
const SKELETONS = ["s1", "s2", "s3", "s4", "s5", "s6"];

/** The Posts tab of part 1 §2.14: every post, locked ones blurred with their tier. */
export default function PostsTab() {
  const { data, isLoading } = usePosts();
  const posts = data ?? [];
  return (
    <section aria-labelledby="posts-heading" className="flex flex-col gap-4">
      <h2 id="posts-heading" className="text-xl font-bold text-ink">
        Social Posts
      </h2>
      {isLoading && !data ? (
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
          {posts.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              shareEnabled={post.hasAccess}
              locked={
                post.hasAccess
                  ? undefined
                  : {
                      tierName: PLANS[isPaidTier(post.accessLevel) ? post.accessLevel : "domination"].name,
                      upgradeAction: (
                        <Button asChild size="sm" variant="outline" className="w-fit">
                          <Link href={paths.account.getHref("subscription")}>Upgrade to Access</Link>
                        </Button>
                      ),
                    }
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}
