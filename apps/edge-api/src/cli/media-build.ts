// The body of `npm run media:build` and of the renderer `npm start` runs in the background:
// opens the same database and media folder as the server, brings the catalogue's render keys up to
// date (the seed) and renders what is missing or stale, one video at a time.
import { join, resolve } from "node:path";
import { ffmpegRender } from "@realty/media/ffmpeg/ffmpeg";
import { diskMedia } from "../adapters/media/disk.ts";
import { openNodeDatabase } from "../db/node-client.ts";
import type { Env } from "../env.ts";
import { type BuildReport, buildMedia } from "../services/render/build-media.ts";
import { allRenders } from "../services/render/render-inputs.ts";
import { releaseRender } from "../services/render/render-jobs.ts";
import { loadLibraryContent } from "../services/seed/load-content.ts";
import { seedDatabase } from "../services/seed/seed.ts";

export async function runMediaBuild(env: Env, repoRoot: string, log: (line: string) => void): Promise<BuildReport> {
  const dataDir = resolve(env.DATA_DIR);
  const contentDir = join(repoRoot, "content");
  const { db, close } = await openNodeDatabase(env.DATABASE_URL ?? `file:${join(dataDir, "app.db")}`, env.DATABASE_AUTH_TOKEN);
  try {
    await seedDatabase(db, { contentDir });
    const wanted = allRenders(loadLibraryContent(contentDir).renders);
    const media = diskMedia({
      root: resolve(env.MEDIA_DIR ?? join(dataDir, "media")),
      fallbackRoots: [join(contentDir, "media")],
    });
    log(`${wanted.length} videos have a source; rendering what is missing or stale`);
    // Stopped with the server: hand the video in progress back rather than leave a stale claim.
    let holding: string | null = null;
    process.once("SIGTERM", () => {
      const key = holding;
      const release = key ? releaseRender(db, key, new Date()) : Promise.resolve();
      void release.finally(() => process.exit(0));
    });
    return await buildMedia(
      { db, media, render: ffmpegRender(), now: () => new Date(), log, onClaim: (key) => (holding = key) },
      wanted,
    );
  } finally {
    close();
  }
}
