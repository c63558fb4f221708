import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { adminOnly } from "./admin-context.ts";
import { adminClaimsRoutes } from "./claims.routes.ts";
import { adminDiscountCodesRoutes } from "./discount-codes.routes.ts";
import { adminListsRoutes } from "./lists.routes.ts";
import { adminOrdersRoutes } from "./orders.routes.ts";
import { adminScriptsRoutes } from "./scripts.routes.ts";
import { adminSettingsRoutes, publicSettingsRoutes } from "./settings.routes.ts";
import { adminSocialPostsRoutes } from "./social-posts.routes.ts";
import { adminStatsRoutes } from "./stats.routes.ts";
import { adminUserResetRoutes } from "./user-reset.routes.ts";
import { adminUsersRoutes } from "./users.routes.ts";
import { adminVideosRoutes } from "./videos.routes.ts";

/** Everything under /api/admin (admins only) plus the public settings the chrome reads. */
export const adminRoutes = new Hono<AppEnv>()
  .use("/admin/*", adminOnly)
  .route("/", adminStatsRoutes)
  .route("/", adminUsersRoutes)
  .route("/", adminScriptsRoutes)
  .route("/", adminVideosRoutes)
  .route("/", adminSocialPostsRoutes)
  .route("/", adminDiscountCodesRoutes)
  .route("/", adminSettingsRoutes)
  .route("/", adminOrdersRoutes)
  .route("/", adminClaimsRoutes)
  .route("/", adminListsRoutes)
  .route("/", adminUserResetRoutes)
  .route("/", publicSettingsRoutes);

/**
 * Multipart uploads stream up to 100 MB under their own limit (services/admin/video-upload.ts);
 * the app's 1 MB JSON limit skips them.
 */
export function isUploadRequest(method: string, path: string): boolean {
  return (
    (method === "POST" && path === "/api/admin/videos/upload") || (method === "PUT" && /^\/api\/admin\/videos\/\d+$/.test(path))
  );
}
