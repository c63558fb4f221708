// Builds the real app on a fresh libSQL file for integration tests (HOS createTestApp).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtinPersonalizer } from "../adapters/ai/builtin-personalizer.ts";
import { localOutboxMail } from "../adapters/mail/local-outbox.ts";
import { diskMedia } from "../adapters/media/disk.ts";
import { threadMediaWork } from "../adapters/media-work/thread-media-work.ts";
import { testModePayments } from "../adapters/payments/test-mode.ts";
import { createSocialPort } from "../adapters/social/social-port.ts";
import { type AppOptions, createApp } from "../app.ts";
import { openNodeDatabase } from "../db/node-client.ts";
import { type AppConfig, DEFAULT_RATE_LIMITS } from "../lib/app-config.ts";
import type { AppDeps } from "../ports/app-deps.ts";
import { seedDatabase } from "../services/seed/seed.ts";
import { cookieClient } from "./cookie-client.ts";

export const TEST_ORIGIN = "http://localhost";
/** The library's media files, served read-only behind the test app's own upload folder. */
const CONTENT_MEDIA_DIR = join(import.meta.dirname, "../../../../content/media");

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** createApp's options (e.g. readCacheMs); by default every request reads the database. */
  app?: AppOptions;
  /** Replace or add ports (AI, payments, media…) with the local fakes a test needs. */
  deps?: Partial<AppDeps>;
  /** Starting time of the controllable clock. */
  now?: Date;
  /** Load the library (content/: scripts, videos, posts, homepage video) as `npm start` does. */
  seed?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), "realty-test-"));
  const { db, close } = await openNodeDatabase(`file:${join(dir, "test.db")}`);
  let now = options.now ?? new Date("2026-01-15T12:00:00Z");
  if (options.seed) await seedDatabase(db, { contentDir: join(CONTENT_MEDIA_DIR, ".."), now });
  // As node.ts: image and PDF work on worker threads, started only when a test needs them.
  const mediaWork = threadMediaWork({ threads: 1 });
  const deps: AppDeps = {
    db,
    mail: localOutboxMail(db, () => {}),
    media: diskMedia({ root: join(dir, "media"), fallbackRoots: [CONTENT_MEDIA_DIR] }),
    payments: testModePayments(db),
    ai: builtinPersonalizer(),
    social: createSocialPort({ sandbox: true, now: () => new Date(now.getTime()) }),
    now: () => new Date(now.getTime()),
    config: {
      production: false,
      publicUrl: TEST_ORIGIN,
      appSecret: "test-secret-that-is-long-enough-for-signing-links",
      trustedProxyHops: 0,
      unsafeStagingOutbox: false,
      rateLimits: DEFAULT_RATE_LIMITS,
      ...options.config,
    },
    // app.request has no socket: the test client stands for a browser on this machine.
    clientAddress: () => "127.0.0.1",
    mediaWork,
    ...options.deps,
  };
  const app = createApp(deps, options.app);

  /** A browser tab over app.request (no socket, no Origin header unless a test sends one). */
  const client = () => cookieClient({ fetch: async (url, init) => app.request(url, init), origin: TEST_ORIGIN });

  return {
    app,
    db,
    deps,
    client,
    /** Moves the clock forward. */
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    cleanup() {
      void mediaWork.close();
      close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
