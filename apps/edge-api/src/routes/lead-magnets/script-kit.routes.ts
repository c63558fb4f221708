// A script's post kit and its lead magnet (issue 13). Mounted after contentRoutes, so
// /api/scripts/featured keeps its own handler.
import { itemIdParam } from "@realty/contracts/content";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { getScriptDetail } from "../../services/content/script-detail.ts";

export const scriptKitRoutes = new Hono<AppEnv>()
  // GET /api/scripts/:id: the card's item plus the kit; signed out or locked, the excerpt and no kit.
  .get("/scripts/:id", valid("param", itemIdParam), async (c) => {
    const detail = await getScriptDetail(c.var.deps.db, c.var.user, c.req.valid("param").id);
    c.header("Cache-Control", "private, no-cache");
    return c.json(detail);
  });
