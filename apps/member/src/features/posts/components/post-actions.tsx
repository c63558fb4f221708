import { Button } from "@realty/ui/button";
import { Download } from "lucide-react";
import { PostToHub } from "../../../components/post-to-hub.tsx";
import { POST_IMAGE_SIZES, postImageUrl } from "../api/post-images.ts";
import { CarouselActions } from "./carousel-actions.tsx";
import { CopyCaptions } from "./copy-captions.tsx";

/** "Download image" per size, "Copy caption" per network and the hub on an accessible post. */
export function PostActions({
  postId,
  title,
  version,
  blocked,
  carouselSlides = 0,
}: {
  postId: number;
  title: string;
  version: number;
  /** Slides of the post's Instagram carousel; 0 when it is not a list. */
  carouselSlides?: number;
  /** Why the image may not leave the product yet (a blank market figure), or null. */
  blocked: string | null;
}) {
  return (
    <div className="flex flex-col gap-2" data-slot="post-actions">
      <p className="text-xs font-semibold text-ink">Download image</p>
      {blocked ? (
        <p className="text-xs text-red-700" role="note">
          {blocked}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-1.5">
        {POST_IMAGE_SIZES.map((size) =>
          blocked ? (
            <Button
              key={size.name}
              type="button"
              size="sm"
              variant="outline"
              disabled
              aria-label={`Download ${size.label} image of ${title}`}
            >
              <Download aria-hidden />
              {size.label}
            </Button>
          ) : (
            <Button key={size.name} asChild size="sm" variant="outline">
              <a
                href={postImageUrl(postId, size.name, version, true)}
                download
                aria-label={`Download ${size.label} image of ${title}`}
              >
                <Download aria-hidden />
                {size.label}
              </a>
            </Button>
          ),
        )}
      </div>
      {carouselSlides > 0 ? <CarouselActions postId={postId} title={title} slides={carouselSlides} /> : null}
      <CopyCaptions postId={postId} title={title} />
      {blocked ? null : <PostToHub kind="post" id={postId} title={title} />}
    </div>
  );
}
