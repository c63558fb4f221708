// A dashboard tab opened by its address (/dashboard/videos, /dashboard/posts, /dashboard/leads, or
// an older link's #hash on /dashboard) starts its code,
// its first reads and, for Posts and Videos, its first image as soon as the entry runs. Before,
// they waited for the dashboard page's code and the first render: four round trips in a row
// before the tab's largest paint. Reads start once the session answer (preloaded with the HTML)
// says a member is signed in, since a visitor's read would answer 401.
import { libraryTabAt, libraryTabOfHash } from "@realty/contracts/member-routes";
import { preload } from "swr";
import { GUARANTEE_KEY } from "../features/leads/api/get-guarantee.ts";
import { LEADS_KEY } from "../features/leads/api/get-leads.ts";
import { POSTS_KEY, type Post } from "../features/posts/api/get-posts.ts";
import { firstScreenImage } from "../features/posts/api/post-images.ts";
import { FEATURED_VIDEOS_KEY, type Video } from "../features/videos/api/get-videos.ts";
import { fetcher } from "../lib/api-client.ts";
import { USER_KEY } from "../lib/auth.ts";
import { appFetcher } from "./session-fetcher.ts";

interface LinkedTab {
  code: () => Promise<unknown>;
  reads: readonly string[];
  /** Called with each read's answer: what the tab will ask for next can start at once. */
  afterRead?: (data: unknown) => void;
}

/** Asks for an image with the priority of the largest paint, so the card's <img> finds it loaded. */
function preloadImage(href: string | null): void {
  if (!href) return;
  const link = Object.assign(document.createElement("link"), { rel: "preload", as: "image", href });
  link.setAttribute("fetchpriority", "high");
  document.head.append(link);
}

const LINKED_TABS: Record<"videos" | "posts" | "leads", LinkedTab> = {
  videos: {
    code: () => import("../features/videos/components/videos-tab.tsx"),
    reads: [FEATURED_VIDEOS_KEY],
    // The first featured card's thumbnail is the tab's largest paint (video-card.tsx, `priority`).
    afterRead: (videos) => preloadImage((videos as Video[] | null)?.[0]?.thumbnailUrl ?? null),
  },
  posts: {
    code: () => import("../features/posts/components/posts-tab.tsx"),
    reads: [POSTS_KEY],
    afterRead: (posts) => preloadImage(firstScreenImage(posts as Post[] | null)),
  },
  leads: { code: () => import("../features/leads/components/leads-tab.tsx"), reads: [LEADS_KEY, GUARANTEE_KEY] },
};

/** A failed read is left to the tab, which asks again and shows its own error. */
function warmReads(tab: LinkedTab): void {
  for (const key of tab.reads) void preload(key, fetcher).then(tab.afterRead, () => undefined);
}

/** The tab an address opens, when it is one whose code loads lazily. */
function linkedTab(where: Pick<Location, "pathname" | "hash">): LinkedTab | undefined {
  const tab = libraryTabAt(where.pathname);
  const name = tab === "scripts" ? libraryTabOfHash(where.hash) : tab;
  return name ? LINKED_TABS[name] : undefined;
}

export function warmLinkedTab(where: Pick<Location, "pathname" | "hash">, options = { reads: true }): void {
  const tab = linkedTab(where);
  if (!tab) return;
  void tab.code().catch(() => undefined);
  if (!options.reads) return;
  // The app's own session read (useUser) takes this same request: SWR hands a preload to the first reader.
  void preload(USER_KEY, appFetcher).then(
    (user) => (user ? warmReads(tab) : undefined),
    () => undefined,
  );
}
