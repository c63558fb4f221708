import { GraduationCap, Landmark, Lock, Megaphone, Signpost, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "./badge.tsx";
import { cn } from "./cn.ts";
import { NETWORK_NAMES, openSharePopup, popupFeatures, type ShareNetwork } from "./share.ts";
import { FacebookIcon, LinkedInIcon, XIcon } from "./social-icons.tsx";

export interface PostCardData {
  id: number;
  title: string;
  content: string;
  imageUrl: string | null;
  category: string;
  platform: string;
  hasAccess: boolean;
}

/** The tile shown when a post has no image: a gradient and an icon per category (part 1 §2.14). */
const TILES: Record<string, { icon: typeof Megaphone; gradient: string }> = {
  "Market Update": { icon: TrendingUp, gradient: "from-sky-600 to-indigo-700" },
  "Buyer Education": { icon: GraduationCap, gradient: "from-emerald-500 to-teal-700" },
  "Seller Tips": { icon: Signpost, gradient: "from-orange-500 to-rose-600" },
  "Financing Tips": { icon: Landmark, gradient: "from-violet-500 to-fuchsia-700" },
};
const OTHER_TILE = { icon: Megaphone, gradient: "from-slate-500 to-slate-700" };

const NETWORKS: { id: ShareNetwork; Icon: typeof FacebookIcon }[] = [
  { id: "facebook", Icon: FacebookIcon },
  { id: "linkedin", Icon: LinkedInIcon },
  { id: "twitter", Icon: XIcon },
];

export interface PostCardProps {
  post: PostCardData;
  /** Share buttons work only when true; otherwise they are greyed, decorative icons. */
  shareEnabled: boolean;
  tags?: readonly string[];
  locked?: { tierName: string; upgradeAction: ReactNode };
  onShare?: (network: ShareNetwork) => void;
  /**
   * The link to share (the member's signed post page), resolved on click: Facebook and LinkedIn
   * then show the page's branded image. The popup opens inside the click and follows the link.
   */
  resolveUrl?: () => Promise<string | undefined>;
  /** Extra controls under the text: downloads, copy caption, market figures. */
  actions?: ReactNode;
  className?: string;
  /**
   * The card is on the first screen: its image loads at once with high priority instead of
   * lazily (it is the page's largest paint).
   */
  priority?: boolean;
}

export function PostCard({
  post,
  shareEnabled,
  tags,
  locked,
  onShare,
  resolveUrl,
  actions,
  className,
  priority = false,
}: PostCardProps) {
  const tile = (Object.hasOwn(TILES, post.category) ? TILES[post.category] : undefined) ?? OTHER_TILE;
  const isLocked = !post.hasAccess;
  const titleId = `post-${post.id}-title`;

  async function share(network: ShareNetwork) {
    onShare?.(network);
    const item = { type: "other" as const, title: post.title, content: post.content, category: post.category, tags };
    if (!resolveUrl) {
      openSharePopup(network, item);
      return;
    }
    // Open now, while the click still allows a popup; point it at the network once the link is known.
    const popup = window.open("about:blank", `share-${network}`, popupFeatures(network, window));
    if (popup) popup.opener = null;
    const url = await resolveUrl().catch(() => undefined);
    openSharePopup(network, { ...item, url }, popup);
  }

  return (
    <article
      aria-labelledby={titleId}
      data-slot="post-card"
      className={cn(
        "flex flex-col overflow-hidden rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card)",
        className,
      )}
    >
      <div className={cn("relative aspect-[4/5] w-full overflow-hidden bg-slate-100", isLocked && "blur-[2px]")}>
        {post.imageUrl && !isLocked ? (
          // The whole image (headline included) is shown, never cropped: object-contain.
          <img
            src={post.imageUrl}
            alt={`${post.title}, branded for you`}
            // The box is 4:5 already (aspect class above); the size tells the browser the same.
            width={1080}
            height={1350}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            decoding={priority ? "sync" : "async"}
            className="size-full object-contain"
          />
        ) : (
          <div className={cn("flex size-full items-center justify-center bg-gradient-to-br text-white", tile.gradient)}>
            <tile.icon className="size-14" aria-hidden />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary">{post.category}</Badge>
          {isLocked && locked ? (
            <Badge variant="outline">
              <Lock aria-hidden />
              {locked.tierName}
            </Badge>
          ) : null}
        </div>
        <h3 id={titleId} className="font-bold break-words text-ink">
          {post.title}
        </h3>
        <p
          className={cn("flex-1 text-sm whitespace-pre-line text-muted", isLocked && "blur-[3px] select-none")}
          aria-hidden={isLocked}
        >
          {isLocked ? `${post.content}...` : post.content}
        </p>
        {isLocked && locked ? locked.upgradeAction : null}
        {!isLocked && actions ? actions : null}
        <div className="mt-1 flex items-center gap-1">
          {NETWORKS.map(({ id, Icon }) =>
            shareEnabled ? (
              <button
                key={id}
                type="button"
                aria-label={`Share on ${NETWORK_NAMES[id]}`}
                onClick={() => void share(id)}
                className="inline-flex size-9 items-center justify-center rounded-md text-brand-700 outline-none hover:bg-brand-50 focus-visible:ring-3 focus-visible:ring-brand-500/40"
              >
                <Icon className="size-4" />
              </button>
            ) : (
              <span key={id} className="inline-flex size-9 items-center justify-center text-line" aria-hidden>
                <Icon className="size-4" />
              </span>
            ),
          )}
        </div>
      </div>
    </article>
  );
}
