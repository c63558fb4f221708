// The video card's share control: the share widget with the video's signed link and its posting
// caption, and the dashboard link {origin}/dashboard?video={id} that opens the player for a member.
import { Button } from "@realty/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@realty/ui/dialog";
import { COPY_TOAST_MS, copyText } from "@realty/ui/share";
import { toast } from "@realty/ui/use-toast";
import { Link2 } from "lucide-react";
import type { ReactNode } from "react";
import { paths } from "../../../config/paths.ts";
import { useVideoCaption } from "../api/get-video-captions.ts";
import type { Video } from "../api/get-videos.ts";

export interface VideoShareTarget {
  type: "video";
  id: number;
  title: string;
  content: string;
  tags: readonly string[];
  thumbnailUrl: string;
}

export function dashboardVideoLink(origin: string, id: number): string {
  return `${origin}${paths.dashboard.getHref({ video: String(id) })}`;
}

export interface VideoShareDialogProps {
  video: Video;
  onClose: () => void;
  renderShare?: (target: VideoShareTarget) => ReactNode;
}

export default function VideoShareDialog({ video, onClose, renderShare }: VideoShareDialogProps) {
  const { caption, failed } = useVideoCaption(video.id);
  async function copyDashboardLink() {
    const how = await copyText(dashboardVideoLink(window.location.origin, video.id));
    toast(
      how
        ? {
            title: how === "clipboard" ? "Link Copied!" : "Content Copied (Fallback)!",
            description: "Members who open it go straight to this video.",
            duration: COPY_TOAST_MS,
          }
        : { title: "Copy failed", description: "Please try again.", variant: "destructive" },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share “{video.title}”</DialogTitle>
          <DialogDescription>Anyone who opens a shared link can watch this video, and only this one.</DialogDescription>
        </DialogHeader>
        {caption === undefined && !failed ? (
          <p className="text-sm text-muted-foreground" role="status">
            Loading your caption...
          </p>
        ) : (
          renderShare?.({
            type: "video",
            id: video.id,
            title: video.title,
            // Without its caption the post carries the title alone: the description speaks to the agent.
            content: caption ?? video.title,
            tags: video.tags,
            thumbnailUrl: video.thumbnailUrl,
          })
        )}
        <Button type="button" variant="ghost" size="sm" className="w-fit" onClick={() => void copyDashboardLink()}>
          <Link2 aria-hidden />
          Copy Dashboard Link
        </Button>
      </DialogContent>
    </Dialog>
  );
}
