// A script's post kit and its lead magnet. Mounted after contentRoutes, so
// /api/scripts/featured keeps its own handler.
import { itemIdParam } from "@realty/contracts/content";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { requireUser } from "../../middleware/session.ts";
import { getScriptDetail } from "../../services/content/script-detail.ts";
import { leadMagnetDownload } from "../../services/lead-magnets/lead-magnet-download.ts";

/** 401 before the member's download budget is counted: a signed-out request spends nothing. */
const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});

export const scriptKitRoutes = new Hono<AppEnv>()
  // GET /api/scripts/:id: the card's item plus the kit; signed out or locked, the excerpt and no kit.
  .get("/scripts/:id", valid("param", itemIdParam), async (c) => {
    const detail = await getScriptDetail(c.var.deps.db, c.var.user, c.req.valid("param").id);
    c.header("Cache-Control", "private, no-cache");
    return c.json(detail);
  })
  // GET /api/scripts/:id/lead-magnet: the promised checklist as a PDF in the member's brand.
  .get(
    "/scripts/:id/lead-magnet",
    signedIn,
    valid("param", itemIdParam),
    rateLimit("leadMagnet", { byUser: true }),
    async (c) => {
      const user = requireUser(c);
      const { deps } = c.var;
      const file = await leadMagnetDownload(deps, user, c.req.valid("param").id);
      return c.body(file.bytes.slice().buffer, 200, {
        "Content-Type": "application/pdf",
        // The file name is ASCII by construction (slug and a kebab-cased name), so one form is enough.
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "private, no-store",
      });
    },
  );
