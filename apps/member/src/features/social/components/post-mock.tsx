// One network's post as the feed will show it: the agent's name and photo, the text cut where the
// network cuts it ("more"), and the attachment in the network's shape (a Reel or Short at 9:16).
import type { HubMediaRef, Platform } from "@realty/contracts/social-constants";
import { Play } from "lucide-react";
import { useUser } from "../../../lib/auth.ts";
import { useBrandProfile } from "../../brand/api/get-brand-profile.ts";
import { platformInfo } from "../lib/platforms.ts";
import { feedText, mediaFrame } from "../lib/preview-cut.ts";
import { BlankText } from "./blank-text.tsx";

function useAgent(): { name: string; photoUrl: string | null } {
  const { data: brand } = useBrandProfile();
  const { data: user } = useUser();
  const profile = brand?.profile;
  const name = profile?.displayName || [user?.firstName, user?.lastName].filter(Boolean).join(" ") || "You";
  return { name, photoUrl: profile?.photoUrl ?? null };
}

export function PostMock({ platform, text, media }: { platform: Platform; text: string; media: HubMediaRef | null }) {
  const agent = useAgent();
  const { shown, more } = feedText(platform, text);
  const frame = media
    ? media.kind === "video"
      ? mediaFrame(platform, "video", media.cut)
      : mediaFrame(platform, "image")
    : null;
  const vertical = frame?.ratio === "9 / 16";
  const caption = (
    <p className="whitespace-pre-wrap break-words text-sm text-ink">
      <BlankText text={shown} />
      {more ? <span className="ml-1 font-semibold text-muted">{more}</span> : null}
    </p>
  );
  return (
    <div className="flex flex-col gap-2" data-testid={`${platform}-post-mock`}>
      <div className="flex items-center gap-2">
        {agent.photoUrl ? (
          <img src={agent.photoUrl} alt="" className="size-8 rounded-full object-cover" />
        ) : (
          <span aria-hidden className="grid size-8 place-items-center rounded-full bg-brand-50 text-xs font-bold text-brand-700">
            {agent.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="text-sm font-semibold text-ink">{agent.name}</span>
      </div>
      {/* Reels, TikTok and Shorts lead with the video; feeds lead with the text. */}
      {vertical ? null : caption}
      {media && frame ? (
        <figure
          aria-label={`${frame.label} preview`}
          className="relative mx-auto w-full max-w-56 overflow-hidden rounded-lg bg-ink"
          style={{ aspectRatio: frame.ratio, maxWidth: vertical ? "11rem" : undefined }}
        >
          {media.kind !== "video" ? (
            <img
              src={
                media.kind === "post-carousel"
                  ? `/api/posts/${media.postId}/carousel/1`
                  : `/api/posts/${media.kind === "carousel" ? media.postIds[0] : media.postId}/image/${media.size}`
              }
              alt={`Your branded post as it goes to ${platformInfo(platform).name}`}
              className="size-full object-cover"
            />
          ) : (
            <span className="grid size-full place-items-center text-white">
              <Play className="size-8" aria-hidden />
            </span>
          )}
          <figcaption className="absolute top-1 left-1 rounded bg-black/60 px-1.5 text-[10px] font-semibold text-white">
            {frame.label}
          </figcaption>
        </figure>
      ) : null}
      {vertical ? caption : null}
    </div>
  );
}
