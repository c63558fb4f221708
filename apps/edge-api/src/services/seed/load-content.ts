// Reads and validates content/ (Node only). Any problem stops the start with the file and field.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  type PostFileEntry,
  postFile,
  type ScriptFileEntry,
  scriptFileEntry,
  type VideoFileEntry,
  videoFile,
  videoSettingsFile,
} from "@realty/library/content-schema";
import type { z } from "zod";
import { jobLog } from "../../lib/log.ts";
import { loadRenderSources, type RenderSources } from "../render/render-inputs.ts";

export interface LibraryContent {
  /** Every script, grouped by file (sorted by name) and in file order within a file. */
  scripts: ScriptFileEntry[];
  videos: VideoFileEntry[];
  homepageVideo: z.output<typeof videoSettingsFile>["homepageVideo"];
  posts: PostFileEntry[];
  /** Size in bytes of each media key the library references. */
  mediaSizes: Map<string, number>;
  /** The videos that have a source to render from (content/videos/sources), by slug. */
  renders: RenderSources;
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (err) {
    throw new Error(`Cannot read ${path}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function parse<S extends z.ZodType>(schema: S, value: unknown, path: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.slice(0, 10).map((i) => `  - ${i.path.join(".") || "(file)"}: ${i.message}`);
  throw new Error(`Invalid content file ${path}:\n${lines.join("\n")}`);
}

/** The media keys a video's card uses: its MP4, the WebM fallback. */
export function videoMediaKeys(media: string): { videoKey: string; fallbackKeys: string[] } {
  return { videoKey: `videos/${media}.mp4`, fallbackKeys: [`videos/${media}.webm`] };
}

export function loadLibraryContent(contentDir: string): LibraryContent {
  const scriptsDir = join(contentDir, "scripts");
  const scripts: ScriptFileEntry[] = [];
  const slugs = new Set<string>();
  for (const file of readdirSync(scriptsDir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const path = join(scriptsDir, file);
    const raw = readJson(path);
    const entries = parse(scriptFileEntry.array(), raw, path);
    for (const entry of entries) {
      if (`${entry.category}.json` !== file) throw new Error(`${path}: ${entry.slug} has category ${entry.category}`);
      if (slugs.has(entry.slug)) throw new Error(`${path}: duplicate script slug ${entry.slug}`);
      slugs.add(entry.slug);
      scripts.push(entry);
    }
  }

  const videosPath = join(contentDir, "videos", "videos.json");
  const videos = parse(videoFile, readJson(videosPath), videosPath);
  const settingsPath = join(contentDir, "videos", "settings.json");
  const { homepageVideo } = parse(videoSettingsFile, readJson(settingsPath), settingsPath);
  const postsPath = join(contentDir, "posts", "posts.json");
  const posts = parse(postFile, readJson(postsPath), postsPath);

  // Every file the library points at must exist, or members would meet broken players and images.
  const keys = new Set<string>(["thumbnails/homepage.jpg"]);
  for (const media of [...videos.map((v) => v.media), homepageVideo.media]) {
    const { videoKey, fallbackKeys } = videoMediaKeys(media);
    for (const key of [videoKey, ...fallbackKeys]) keys.add(key);
  }
  for (let n = 1; n <= 7; n++) keys.add(`thumbnails/stock-${n}.jpg`);
  for (const post of posts) keys.add(post.image);
  const mediaSizes = new Map<string, number>();
  for (const key of keys) {
    const path = join(contentDir, "media", key);
    if (!existsSync(path)) throw new Error(`Missing media file ${path}`);
    mediaSizes.set(key, statSync(path).size);
  }

  const renders = loadRenderSources(contentDir, videos, homepageVideo.title);
  const log = jobLog("content");
  for (const problem of renders.problems) log.info(`video source skipped: ${problem}`);
  return { scripts, videos, homepageVideo, posts, mediaSizes, renders };
}
