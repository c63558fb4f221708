// Requests of the content API: lists, item ids and share links (part 1 §3, §7). Customization lives
// in ./customize.ts.
import { z } from "zod";

export const itemIdParam = z.object({
  id: z.coerce.number("Not found").int("Not found").positive("Not found").max(2_147_483_647, "Not found"),
});

/** GET /api/share-links: a signed share URL for one script or video the member may open. */
export const shareLinkQuery = z.object({
  type: z.enum(["script", "video"], "Type must be script or video"),
  id: z.coerce.number("Not found").int("Not found").positive("Not found").max(2_147_483_647, "Not found"),
});

export type ShareLinkQuery = z.infer<typeof shareLinkQuery>;

/** What POST /api/scripts/:id/customize answers. */
export interface CustomizeScriptResult {
  customizedContent: string;
}

export interface ShareLinkResult {
  url: string;
}

/** GET /api/social-posts: showAll=true also lists locked posts (as excerpts); otherwise only open ones. */
/** GET /api/scripts: `view=cards` sends each open script's text cut to its card. */
export const scriptListQuery = z.object({
  view: z.enum(["full", "cards"], "view must be full or cards").optional(),
});

export const socialPostsQuery = z.object({
  showAll: z.enum(["true", "false"], "showAll must be true or false").optional(),
});
