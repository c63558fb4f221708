import { Button } from "@realty/ui/button";
import type { ShareItem } from "@realty/ui/share";
import { ShareWidget } from "@realty/ui/share-widget";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { paths } from "../../../config/paths.ts";
import { trackEvent } from "../../../lib/analytics.ts";
import { useUser } from "../../../lib/auth.ts";
import { refreshStartHere } from "../../../lib/start-here.ts";
import { getShareLink, type ShareTargetType } from "../api/get-share-link.ts";

export interface ShareTarget {
  type: ShareTargetType;
  id: number;
  title: string;
  /** What the post says: the member's customized script, or the video's description. */
  content: string;
  tags?: readonly string[];
  thumbnailUrl?: string;
}

/**
 * The share widget for a script or video. A demo account cannot share (the server signs links only
 * for members who own the item), so it reads what sharing needs instead of asking and being refused.
 */
export function ItemShare({ target }: { target: ShareTarget }) {
  const { data: user } = useUser();
  if (!user) return null;
  if (user.isDemo) {
    return (
      <p className="text-sm text-muted" data-testid="demo-share-note">
        Sharing opens with a plan: your signed page for this {target.type}, with your brand and lead form.{" "}
        <Link className="font-semibold text-brand-700 underline" href={paths.purchase.path}>
          See the plans
        </Link>
      </p>
    );
  }
  return <MemberItemShare target={target} />;
}

/** The member's share widget, with its signed link and the analytics events. */
function MemberItemShare({ target }: { target: ShareTarget }) {
  const [url, setUrl] = useState<{ key: string; url: string } | null>(null);
  const key = `${target.type}:${target.id}`;
  // Ask for the signed link as soon as the widget shows, so a click rarely waits for it.
  useEffect(() => {
    let live = true;
    getShareLink(target.type, target.id).then(
      (link) => live && setUrl({ key: `${target.type}:${target.id}`, url: link }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [target.type, target.id]);

  const item: ShareItem = {
    type: target.type,
    title: target.title,
    content: target.content,
    tags: target.tags,
    thumbnailUrl: target.thumbnailUrl,
    ...(url?.key === key ? { url: url.url } : {}),
    ...(target.type === "video" ? { videoId: target.id } : {}),
  };
  const event = target.type === "script" ? "script_share" : "video_share";
  const idKey = target.type === "script" ? "scriptId" : "videoId";
  return (
    <ShareWidget
      item={item}
      resolveUrl={() => getShareLink(target.type, target.id)}
      // The server ticks the checklist's sharing step when it records the share.
      onShare={(platform) => void trackEvent(event, { [idKey]: target.id, platform }).then(refreshStartHere)}
      extra={
        target.type === "video" ? (
          // Posted through the hub, the video counts toward the guarantee's authority videos.
          <Button asChild variant="outline" size="sm">
            <Link href={`${paths.socialHub.path}?video=${target.id}`}>Post through your hub</Link>
          </Button>
        ) : null
      }
    />
  );
}
