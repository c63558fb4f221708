// The social hub's request schemas (part 2 §5, §7) with the spec's messages; the constants and
// answer types live in social-constants.ts (zod-free) and are re-exported here.
import { z } from "zod";
import { CAROUSEL_MAX_ITEMS, FIRST_COMMENT_MAX, HUB_PLATFORMS, HUB_TOASTS, LONGEST_POST_CHARS } from "./social-constants.ts";

export * from "./social-constants.ts";

export const platformSchema = z.enum(HUB_PLATFORMS, { message: "Unknown platform" });

const content = z
  .string({ message: HUB_TOASTS.contentRequired.description })
  .trim()
  .min(1, HUB_TOASTS.contentRequired.description)
  .max(LONGEST_POST_CHARS, `Posts can be at most ${LONGEST_POST_CHARS.toLocaleString("en-US")} characters`);

const platforms = z
  .array(platformSchema, { message: HUB_TOASTS.platformRequired.description })
  .min(1, HUB_TOASTS.platformRequired.description)
  .max(HUB_PLATFORMS.length)
  .transform((list) => [...new Set(list)]);

/** The library video a post carries, when composed from one (the guarantee counts them). */
const libraryVideoId = z
  .number("The library video must be given by its number.")
  .int("The library video must be given by its number.")
  .positive("The library video must be given by its number.")
  .max(2_147_483_647, "Unknown library video.")
  .optional();

const positiveId = (message: string) => z.number(message).int(message).positive(message).max(2_147_483_647, message);

const imageSize = z.enum(["feed", "story", "link"], "The image size must be feed, story or link.").default("feed");

/**
 * The library item a post carries: the server resolves it to branded files per network. A carousel
 * is several post images of one size (Instagram crops every item to the first one's shape); how
 * many a network takes is in the limits table.
 */
export const hubMediaInput = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("post-image"), postId: positiveId("Unknown library post."), size: imageSize }),
    z.object({
      kind: z.literal("video"),
      videoId: positiveId("Unknown library video."),
      /** The short cut unless the member sends the full video. */
      cut: z.enum(["short", "full"], 'The video cut must be "short" or "full".').optional(),
    }),
    z.object({
      kind: z.literal("carousel"),
      postIds: z
        .array(positiveId("Unknown library post."), "A carousel lists its library posts.")
        .min(2, "A carousel needs at least 2 images.")
        .max(CAROUSEL_MAX_ITEMS, `A carousel holds at most ${CAROUSEL_MAX_ITEMS} images.`),
      size: imageSize,
    }),
    // A list post's own carousel (cover, one idea per slide, brand closing slide) at 1080x1350.
    z.object({
      kind: z.literal("post-carousel"),
      postId: positiveId("Unknown library post."),
      /** The composer's count, for its own checks before sending: the server counts the slides again. */
      slides: z.number().int().min(1).max(CAROUSEL_MAX_ITEMS).optional(),
    }),
  ],
  { message: "The attachment must be a library post image, a carousel, or a video." },
);

/** Per-network edits: each replaces the post's text on that network only. */
const variants = z
  .partialRecord(platformSchema, z.string("Each network's version must be text.").max(LONGEST_POST_CHARS))
  .optional();

const scheduledFor = z.iso
  .datetime({ offset: true, message: "Please choose a date and time for your post" })
  .transform((v) => new Date(v));

/** Posted under the post where the network allows it (hashtags often go here on Instagram). */
const firstComment = z
  .string("The first comment must be text.")
  .trim()
  .max(FIRST_COMMENT_MAX, `The first comment can be at most ${FIRST_COMMENT_MAX.toLocaleString("en-US")} characters.`)
  .optional();

export const hubPostInput = z.object({
  content,
  platforms,
  libraryVideoId,
  variants,
  media: hubMediaInput.optional(),
  firstComment,
});

export const hubScheduleInput = hubPostInput.extend({ scheduledFor });

/** PUT /api/social/posts/:id: a scheduled post's text, per-network edits or time. */
export const hubEditInput = z
  .object({ content: content.optional(), variants, scheduledFor: scheduledFor.optional() })
  .refine((v) => v.content !== undefined || v.variants !== undefined || v.scheduledFor !== undefined, {
    message: "Nothing to change: send content, variants or scheduledFor.",
  });

/** Retry a failed network now, optionally with corrected text for it. */
export const hubRetryInput = z.object({
  platform: platformSchema.optional(),
  content: z
    .string("The text must be text.")
    .trim()
    .min(1, HUB_TOASTS.contentRequired.description)
    .max(LONGEST_POST_CHARS)
    .optional(),
});

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const socialPreferencesInput = z.object({
  timeZone: z.string().max(64).refine(isTimeZone, "Unknown time zone.").optional(),
  postTime: z.string().regex(TIME, "The time must be HH:MM (24-hour).").optional(),
  planStart: z.string().regex(DAY, "The start date must be YYYY-MM-DD.").optional(),
});

export const scheduleWeekInput = z.object({
  week: z
    .number("Choose a week from 1 to 52.")
    .int("Choose a week from 1 to 52.")
    .min(1, "Choose a week from 1 to 52.")
    .max(52, "Choose a week from 1 to 52."),
  platforms,
});

export const disconnectInput = z.object({ platform: platformSchema });

export type HubPostInput = z.input<typeof hubPostInput>;
export type HubScheduleInput = z.input<typeof hubScheduleInput>;
export type HubEditInput = z.input<typeof hubEditInput>;
export type HubMediaInput = z.output<typeof hubMediaInput>;
