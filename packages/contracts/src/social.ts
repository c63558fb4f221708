// The social hub's request schemas (part 2 §5, §7) with the spec's messages; the constants and
// answer types live in social-constants.ts (zod-free) and are re-exported here.
import { z } from "zod";
import { HUB_CONTENT_MAX, HUB_TOASTS, PLATFORMS } from "./social-constants.ts";

export * from "./social-constants.ts";

export const platformSchema = z.enum(PLATFORMS, { message: "Unknown platform" });

const content = z
  .string({ message: HUB_TOASTS.contentRequired.description })
  .trim()
  .min(1, HUB_TOASTS.contentRequired.description)
  .max(HUB_CONTENT_MAX, `Posts can be at most ${HUB_CONTENT_MAX.toLocaleString("en-US")} characters`);

const platforms = z
  .array(platformSchema, { message: HUB_TOASTS.platformRequired.description })
  .min(1, HUB_TOASTS.platformRequired.description)
  .max(PLATFORMS.length)
  .transform((list) => [...new Set(list)]);

/** The library video a post carries, when composed from one (the guarantee counts them). */
const libraryVideoId = z
  .number("The library video must be given by its number.")
  .int("The library video must be given by its number.")
  .positive("The library video must be given by its number.")
  .max(2_147_483_647, "Unknown library video.")
  .optional();

export const hubPostInput = z.object({ content, platforms, libraryVideoId });

export const hubScheduleInput = z.object({
  content,
  platforms,
  libraryVideoId,
  scheduledFor: z.iso
    .datetime({ offset: true, message: "Please choose a date and time for your post" })
    .transform((v) => new Date(v)),
});

export const disconnectInput = z.object({ platform: platformSchema });

export type HubPostInput = z.input<typeof hubPostInput>;
export type HubScheduleInput = z.input<typeof hubScheduleInput>;
