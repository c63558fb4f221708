import { Button } from "@realty/ui/button";
import { copyText } from "@realty/ui/share";
import { toast } from "@realty/ui/use-toast";
import { Copy, Download } from "lucide-react";
import { PostToHub } from "../../../components/post-to-hub.tsx";
import { POST_IMAGE_SIZES, postImageUrl } from "../api/post-images.ts";

/** "Download image" per size and "Copy caption" on an accessible post (issue 14). */
export function PostActions({
  postId,
  title,
  caption,
  version,
  blocked,
}: {
  postId: number;
  title: string;
  caption: string;
  version: number;
  /** Why the image may not leave the product yet (a blank market figure), or null. */
  blocked: string | null;
}) {
  async function copyCaption() {
    const how = await copyText(caption);
    toast(
      how
        ? { title: "Caption copied", description: "Paste it with the image in your post." }
        : { title: "Copy failed", description: "Select the caption and copy it by hand.", variant: "destructive" },
    );
  }
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
      <Button type="button" size="sm" variant="outline" className="w-fit" onClick={() => void copyCaption()}>
        <Copy aria-hidden />
        Copy caption
      </Button>
      {blocked ? null : <PostToHub kind="post" id={postId} title={title} />}
    </div>
  );
}
