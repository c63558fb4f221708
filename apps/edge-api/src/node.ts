// Node entry: one process serves the API, media and both built front ends on one port.
// Run with `node apps/edge-api/src/node.ts` (Node 24 runs TypeScript directly).

import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { ffmpegVoiceMix } from "@realty/media/audio/ffmpeg-voice";
import { ffmpegRender } from "@realty/media/ffmpeg/ffmpeg";
import { diskMedia } from "./adapters/media/disk.ts";
import { threadMediaWork } from "./adapters/media-work/thread-media-work.ts";
import { type App, createApp } from "./app.ts";
import { buildDeps } from "./build-deps.ts";
import { openNodeDatabase } from "./db/node-client.ts";
import { assertProductionReady, type Env, isProduction, readEnv, trustedProxyHops } from "./env.ts";
import { listeningOrigin } from "./lib/origin.ts";
import { createPasswordPool } from "./lib/password-pool.ts";
import { setPasswordHasher } from "./lib/passwords.ts";
import { randomToken } from "./lib/tokens.ts";
import { memberPageHeaders } from "./middleware/member-page-headers.ts";
import { startBackgroundRenderer } from "./scheduler/background-renderer.ts";
import { startScheduler } from "./scheduler/interval.ts";
import { runAccountMigration } from "./services/auth/account-migration.ts";
import { ensureAdmin } from "./services/auth/accounts.ts";
import { renderInputsByKey } from "./services/seed/render-inputs-by-key.ts";
import { seedDatabase } from "./services/seed/seed.ts";
import { drawFirstScreen, loadFirstScreenBundle } from "./static/first-screen.ts";
import { marketingPageHeaders } from "./static/page-csp.ts";
import { createSiteHandler } from "./static/site-files.ts";

/** A first read answered in-process is the member's own request: their cookie, address and browser. */
function readHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of ["cookie", "x-forwarded-for", "user-agent", "accept-language"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/** Sessions and per-member reads are reused this long across processes; one process drops them on any write. */
const READ_CACHE_MS = 1000;

const REPO_ROOT = resolve(import.meta.dirname, "../../..");

/**
 * APP_SECRET, or in development one generated once and kept in the data folder so share links
 * survive restarts. Production never generates one (assertProductionReady refused already).
 */
function appSecret(env: Env, dataDir: string, production: boolean): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  if (production) throw new Error("APP_SECRET must be set in production");
  const file = join(dataDir, "app-secret");
  if (!existsSync(file)) writeFileSync(file, randomToken(48), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

export interface NodeServerOptions {
  /** Adds routes before the server listens; only the bench's memory twin uses it (tools/bench). */
  extendApp?: (app: App) => void;
}

export async function startNodeServer(source: Record<string, unknown> = process.env, options: NodeServerOptions = {}) {
  const env = readEnv(source);
  const production = isProduction(env, "node");
  // Before touching the data folder: a refused start leaves nothing behind.
  if (production) assertProductionReady(env);
  // Hashing on its own threads, bounded: a burst of logins cannot starve file serving.
  const passwordPool = createPasswordPool({ threads: env.PASSWORD_HASH_THREADS, queueLimit: env.PASSWORD_HASH_QUEUE });
  setPasswordHasher(passwordPool.hash);
  // Image re-encoding and lead-magnet PDFs likewise: off the request thread, each job time-limited.
  const mediaWork = threadMediaWork();
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const { db, close } = await openNodeDatabase(env.DATABASE_URL ?? `file:${join(dataDir, "app.db")}`, env.DATABASE_AUTH_TOKEN);
  await seedDatabase(db, { contentDir: join(REPO_ROOT, "content") });
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await ensureAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD, new Date());
    console.log(`Admin account ready: ${env.ADMIN_EMAIL}`);
  }

  const deps = buildDeps(env, {
    name: "node",
    db,
    // Uploads under MEDIA_DIR (default DATA_DIR/media); the library's own files are read in place.
    media: diskMedia({
      root: resolve(env.MEDIA_DIR ?? join(dataDir, "media")),
      fallbackRoots: [join(REPO_ROOT, "content/media")],
    }),
    appSecret: appSecret(env, dataDir, production),
    defaultOrigin: listeningOrigin(env.HOST, env.PORT),
    trustedProxyHops: trustedProxyHops(env),
    clientAddress: (_req, bindings) =>
      (bindings as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress,
    // Branded downloads join the member's end card to a rendition (services/render).
    render: ffmpegRender(),
    // A member's download is drawn in their brand from the video's source.
    renderInput: renderInputsByKey(join(REPO_ROOT, "content")),
    // Voice-overs are laid under branded downloads here too (services/voice).
    voiceMix: ffmpegVoiceMix(),
    // Post images are drawn on the media threads too.
    postImages: mediaWork.postImages,
    mediaWork,
  });

  // Accounts made before sign-in required a password (idempotent). A mail outage must not keep the product down:
  // the step runs again at the next start.
  await runAccountMigration(deps).catch((err: unknown) =>
    console.error("Account migration failed; it runs again at the next start:", err),
  );

  const marketingDist = join(REPO_ROOT, "apps/marketing/dist");
  const memberDist = join(REPO_ROOT, "apps/member/dist");
  const firstScreens = await loadFirstScreenBundle(join(memberDist, "server/server-entry.js"));
  const serveSite = await createSiteHandler({
    marketingDist,
    memberDist,
    pageHeaders: await marketingPageHeaders(marketingDist),
    spaHeaders: memberPageHeaders,
    // A member's first screen is drawn from their reads, answered by this app in-process with their cookie.
    memberFirstScreen: firstScreens
      ? (c, route) =>
          drawFirstScreen(firstScreens, {
            route,
            path: c.req.path,
            search: new URL(c.req.url).search.slice(1),
            read: async (path) => app.fetch(new Request(new URL(path, c.req.url), { headers: readHeaders(c.req.raw) }), c.env),
          }).catch((err: unknown) => {
            console.error(`Drawing the first screen of ${c.req.path} failed; the build's is sent:`, err);
            return null;
          })
      : undefined,
  });
  const app = createApp(deps, { serveSite, readCacheMs: READ_CACHE_MS, compressJson: true });
  options.extendApp?.(app);

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`Serving on http://${info.address}:${info.port} (data in ${dataDir})`);
  });

  // Publishes scheduled social posts; stopped first on shutdown so no send is cut short.
  const scheduler = startScheduler(deps);
  // Renders missing library videos at low priority; MEDIA_RENDER=off leaves that to `npm run media:build`.
  const renderer = env.MEDIA_RENDER === "off" ? null : startBackgroundRenderer(REPO_ROOT, source);
  const shutdown = () => {
    renderer?.stop();
    const stopping = scheduler.stop();
    server.close(() => {
      void stopping.finally(() => {
        close();
        void Promise.all([passwordPool.close(), mediaWork.close()]).finally(() => process.exit(0));
      });
    });
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  return { server, deps };
}

if (import.meta.main) {
  await startNodeServer().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
