// zod schemas of the library's data files (content/README.md and the READMEs beside the files).
// The seed refuses to start on a file that does not match, with the file and field in the message;
// the marketing site parses the same files with the same schemas when it is built.
import { z } from "zod";
import { LEAD_MAGNET_SLUGS } from "./lead-magnets.ts";
import { SCRIPT_LANGUAGES, scriptKit } from "./script-kit.ts";
import {
  PLATFORMS,
  POST_CATEGORIES,
  SCRIPT_ADMIN_CATEGORIES,
  SCRIPT_CATEGORIES,
  SCRIPT_URGENCIES,
  VIDEO_CATEGORIES,
} from "./taxonomy.ts";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "slug must be kebab-case");
const mediaName = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "media must be a base name");
const tag = z.string().regex(/^[A-Za-z0-9]+$/, "tags have no # and no spaces");

export const scriptFileEntry = z
  .object({
    slug,
    title: z.string().trim().min(3).max(120),
    category: z.enum(SCRIPT_CATEGORIES),
    topic: z.string().min(1),
    adminCategory: z.enum(SCRIPT_ADMIN_CATEGORIES),
    urgency: z.enum(SCRIPT_URGENCIES),
    hook: z.string().trim().min(1),
    body: z.string().trim().min(1),
    cta: z.string().trim().min(1),
    tags: z.array(tag).min(3).max(5),
    // The post-kit fields. Optional here so a library part-way through its rewrite still seeds;
    // content/content.test.ts requires every one of them (tools/content-checks/quality.mjs).
    topicKey: slug.optional(),
    language: z.enum(SCRIPT_LANGUAGES).default("en"),
    leadMagnet: z.enum(LEAD_MAGNET_SLUGS).optional(),
    kit: z.unknown().optional(),
  })
  .transform(({ kit, ...entry }) => {
    if (kit === undefined) return { ...entry, kit: undefined };
    // A kit that does not parse yet is left out with a warning rather than stopping the start.
    const parsed = scriptKit.safeParse(kit);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      console.warn(`[content] ${entry.slug}: kit left out (${issue?.path.join(".")}: ${issue?.message})`);
    }
    return { ...entry, kit: parsed.data };
  });
export type ScriptFileEntry = z.output<typeof scriptFileEntry>;

export const videoFileEntry = z.object({
  slug,
  week: z.number().int().min(1).max(52),
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().min(20).max(600),
  category: z.enum(VIDEO_CATEGORIES),
  isPopular: z.boolean(),
  publicSample: z.boolean(),
  media: mediaName,
  tags: z
    .array(z.string().regex(/^[a-z0-9]+$/))
    .min(3)
    .max(5),
});
export type VideoFileEntry = z.output<typeof videoFileEntry>;

export const videoFile = z
  .array(videoFileEntry)
  .length(52)
  .refine((list) => list.every((v, i) => v.week === i + 1), "videos must be ordered by week 1..52");

export const videoSettingsFile = z.object({
  homepageVideo: z.object({
    title: z.string().trim().min(3).max(160),
    description: z.string().trim().min(1).max(600),
    media: mediaName,
  }),
});
export type HomepageVideoEntry = z.output<typeof videoSettingsFile>["homepageVideo"];

export const postFileEntry = z
  .object({
    postIndex: z.number().int().min(0),
    title: z.string().trim().min(3).max(120),
    content: z.string().min(150).max(600),
    category: z.enum(POST_CATEGORIES),
    platform: z.enum(PLATFORMS),
    image: z.string().regex(/^posts\/[a-z0-9-]+\.svg$/, "image must be posts/<name>.svg"),
  })
  .refine((p) => p.platform !== "twitter" || p.content.length <= 280, "twitter captions are at most 280 characters");
export type PostFileEntry = z.output<typeof postFileEntry>;

export const postFile = z
  .array(postFileEntry)
  .refine((list) => list.every((p, i) => p.postIndex === i), "posts must be ordered by postIndex 0..n-1");
