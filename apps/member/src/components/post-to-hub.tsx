// "Post" and "Schedule" on a library item: open the Social Hub's composer prefilled with
// the item's text for each network and its branded media. Shared by scripts, posts and videos.
import { Button } from "@realty/ui/button";
import { CalendarClock, Send } from "lucide-react";
import { Link } from "wouter";

type Kind = "script" | "post" | "video";

const href = (kind: Kind, id: number, schedule: boolean) =>
  `/social-hub?compose=${kind}&id=${id}${schedule ? "&schedule=1" : ""}`;

export function PostToHub({ kind, id, title }: { kind: Kind; id: number; title: string }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5" data-slot="post-to-hub">
      <Button asChild size="sm" variant="outline">
        <Link href={href(kind, id, false)} aria-label={`Post ${title}`}>
          <Send aria-hidden />
          Post
        </Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link href={href(kind, id, true)} aria-label={`Schedule ${title}`}>
          <CalendarClock aria-hidden />
          Schedule
        </Link>
      </Button>
    </span>
  );
}
