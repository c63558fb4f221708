// Requests of the content API: script customization and share links (part 1 §3, §5, §7).
import { z } from "zod";
import { CUSTOMIZE_FIELD_MAX } from "./customize-options.ts";

export { SPECIALTY_OPTIONS, TONE_OPTIONS } from "./customize-options.ts";

/** Blank and missing mean the same: "no preference" (part 1 §5: no required fields). */
const optionalText = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(CUSTOMIZE_FIELD_MAX, `${label} must be at most ${CUSTOMIZE_FIELD_MAX} characters`)
    .nullish()
    .transform((v) => (v ? v.replace(/\s+/g, " ") : undefined));

export const customizeScriptInput = z.object({
  location: optionalText("Location"),
  specialty: optionalText("Specialty"),
  personality: optionalText("Tone"),
});

export type CustomizeScriptInput = z.input<typeof customizeScriptInput>;
export type CustomizeScriptValues = z.output<typeof customizeScriptInput>;

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
/** GET /api/scripts: `view=cards` sends each open script's text cut to its card (issue 18). */
export const scriptListQuery = z.object({
  view: z.enum(["full", "cards"], "view must be full or cards").optional(),
});

export const socialPostsQuery = z.object({
  showAll: z.enum(["true", "false"], "showAll must be true or false").optional(),
});
