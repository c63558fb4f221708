import { shareLinkQuery } from "@realty/contracts/content";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { valid } from "../../lib/validate.ts";
import { spendBudget } from "../../middleware/budget.ts";
import { requireUser } from "../../middleware/session.ts";
import { shareLinkPath } from "../../services/share/share-link.ts";

/**
 * GET /api/share-links?type=script|video&id=N: the link a member shares. Signed, so it opens that
 * one item for anyone while the member keeps access to it; only a member who may open the item gets one.
 */
export const shareLinkRoutes = new Hono<AppEnv>().get("/share-links", valid("query", shareLinkQuery), async (c) => {
  const user = requireUser(c);
  // Each link is an HMAC the member can ask for at will: bound per member and per address.
  await spendBudget(c, "shareLink", { byUser: true });
  const { db, config } = c.var.deps;
  const path = await shareLinkPath(db, config.appSecret, user, c.req.valid("query"));
  return c.json({ url: `${publicOrigin(c)}${path}` });
});
