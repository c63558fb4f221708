import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./lib/errors.ts";
import { requestLog } from "./lib/log.ts";
import { ReadCache, requestInvalidatesReads } from "./lib/read-cache.ts";
import { compressJson } from "./middleware/compress-json.ts";
import { originCheck } from "./middleware/origin-check.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { loadSession } from "./middleware/session.ts";
import type { AppDeps } from "./ports/app-deps.ts";
import { accountRoutes } from "./routes/account/account.routes.ts";
import { adminRoutes, isUploadRequest } from "./routes/admin/admin.routes.ts";
import { authRoutes } from "./routes/auth/auth.routes.ts";
import { brandRoutes } from "./routes/brand/brand.routes.ts";
import { contentRoutes } from "./routes/content/content.routes.ts";
import { mediaRoutes } from "./routes/content/media.routes.ts";
import { customizeRoutes } from "./routes/customize/customize.routes.ts";
import { guaranteeRoutes } from "./routes/guarantee/guarantee.routes.ts";
import { isRenderUpload, renderServiceRoutes } from "./routes/internal/render-service.routes.ts";
import { landingApiRoutes, landingPageRoutes } from "./routes/lead-magnets/landing.routes.ts";
import { scriptKitRoutes } from "./routes/lead-magnets/script-kit.routes.ts";
import { leadSubmitRoutes } from "./routes/leads/lead-submit.routes.ts";
import { leadsRoutes } from "./routes/leads/leads.routes.ts";
import { purchaseAreaRoutes } from "./routes/payments/purchase-area.routes.ts";
import { postImageRoutes } from "./routes/post-images/post-images.routes.ts";
import { postPageImageRoutes } from "./routes/post-images/post-page-image.routes.ts";
import { shareLinkRoutes } from "./routes/share/share-links.routes.ts";
import { sharePageRoutes } from "./routes/share/share-pages.routes.ts";
import { siteRoutes } from "./routes/site/site.routes.ts";
import { socialRoutes } from "./routes/social/social.routes.ts";
import { startHereRoutes } from "./routes/start-here/start-here.routes.ts";
import { analyticsRoutes } from "./routes/system/analytics.routes.ts";
import { devMailRoutes } from "./routes/system/dev-mail.routes.ts";
import { healthRoutes } from "./routes/system/health.routes.ts";
import { userRoutes } from "./routes/user/user.routes.ts";
import { isVoiceUpload, voiceOverRoutes } from "./routes/voice/voice-over.routes.ts";
import { voicedMediaRoutes } from "./routes/voice/voiced-media.routes.ts";

/** JSON bodies are small; uploads mount their own larger limit. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** The API routes, one line per resource. */
function apiRoutes() {
  return new Hono<AppEnv>()
    .route("/", authRoutes)
    .route("/", siteRoutes)
    .route("/", userRoutes)
    .route("/", startHereRoutes)
    .route("/", contentRoutes)
    .route("/", scriptKitRoutes)
    .route("/", customizeRoutes)
    .route("/", shareLinkRoutes)
    .route("/", purchaseAreaRoutes)
    .route("/", accountRoutes)
    .route("/", analyticsRoutes)
    .route("/", devMailRoutes)
    .route("/", healthRoutes)
    .route("/", adminRoutes)
    .route("/", socialRoutes)
    .route("/", brandRoutes)
    .route("/", leadsRoutes)
    .route("/", leadSubmitRoutes)
    .route("/", landingApiRoutes)
    .route("/", postImageRoutes)
    .route("/", guaranteeRoutes)
    .route("/", renderServiceRoutes)
    .route("/", voiceOverRoutes);
}

export interface AppOptions {
  /** Serves the built marketing site and SPA for paths no route matched (Node entry only). */
  serveSite?: (c: Context) => Promise<Response | null>;
  /** Keep session and per-member reads this long between writes (0 or unset: always read). */
  readCacheMs?: number;
  /**
   * gzip JSON answers over 1 KB for clients that take it (Node entry). The Worker leaves this to
   * Cloudflare's edge, which compresses on the way out.
   */
  compressJson?: boolean;
}

/**
 * Builds the whole HTTP app from its ports. Node passes one set of deps; the Worker builds them
 * from each request's bindings.
 */
export function createApp(deps: AppDeps | ((env: unknown) => AppDeps), options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const readCache = options.readCacheMs ? new ReadCache(options.readCacheMs) : null;

  app.use("*", async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || crypto.randomUUID();
    c.set("requestId", requestId);
    // Before the deps, so onError can log a failure to build them.
    c.set("log", requestLog(requestId));
    // The request's logger travels with the ports, so routes pass c.var.deps to services whole.
    c.set("deps", { ...(typeof deps === "function" ? deps(c.env) : deps), log: c.var.log });
    c.set("readCache", readCache);
    try {
      await next();
    } finally {
      // After a write (committed or not), nothing read before it may be served again.
      if (readCache && requestInvalidatesReads(c.req.method, c.var.readCacheEffect)) readCache.invalidateAll();
    }
    // Set on the response's own headers: c.header() after the handler re-wraps the body as a
    // stream, which takes @hono/node-server off its single-write path.
    c.res.headers.set("X-Request-Id", requestId);
  });
  app.use("*", securityHeaders);
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE", "The request is too large.");
    },
  });
  // Video uploads stream under their own 100 MB limit (routes/admin), the render service's
  // finished end cards under theirs (routes/internal).
  const ownLimit = (method: string, path: string) =>
    isUploadRequest(method, path) || isRenderUpload(method, path) || isVoiceUpload(method, path);
  app.use("/api/*", (c, next) => (ownLimit(c.req.method, c.req.path) ? next() : jsonBodyLimit(c, next)));
  // Outermost of the /api middleware, so it sees the final answer; prepared gzip bodies (the
  // catalogue) carry Content-Encoding already and pass through untouched.
  if (options.compressJson) app.use("/api/*", compressJson);
  app.use("/api/*", originCheck);
  app.use("/api/*", loadSession);

  app.route("/api", apiRoutes());
  // Share pages (/script/{id}, /share/video/{id}, /share/post/{id} and their og:images) are HTML
  // and PNG for crawlers and visitors, outside /api (ARCHITECTURE.md).
  app.route("/", sharePageRoutes);
  // A lead magnet's landing page and its e-mailed download link, on the same share domain.
  app.route("/", landingPageRoutes);
  app.route("/", postPageImageRoutes);
  // Media files, gated per video entry (routes/content/media.routes.ts).
  // Before the media catch-all: a member's voiced files are theirs alone (routes/voice).
  app.route("/", voicedMediaRoutes);
  app.route("/", mediaRoutes);

  app.notFound(async (c) => {
    if (options.serveSite && !c.req.path.startsWith("/api/")) {
      const page = await options.serveSite(c);
      if (page) return page;
    }
    return c.json({ message: "Not found" }, 404);
  });
  app.onError((err, c) => {
    if (err instanceof AppError) {
      if (err.status >= 500 && err.cause !== undefined) c.var.log.error(`${c.req.method} ${c.req.path}: ${err.code}`, err.cause);
      if (err.retryAfterSeconds !== undefined) c.header("Retry-After", String(err.retryAfterSeconds));
      return c.json(err.fields ? { message: err.message, errors: err.fields } : { message: err.message }, err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ message: err.message || "Bad request" }, err.status);
    }
    // Unknown errors: log with the request id, answer without the error's text or stack.
    c.var.log.error(`${c.req.method} ${c.req.path}`, err);
    return c.json({ message: "Something went wrong. Please try again.", requestId: c.get("requestId") }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
