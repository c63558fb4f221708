// GET /api/user/start-here: the member's first-week checklist, each step with whether it is done.
// POST /api/user/start-here/dismiss: hides it for good (a second dismissal changes nothing).
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { requireUser } from "../../middleware/session.ts";
import { dismissStartHere, getStartHere } from "../../services/start-here/start-here.ts";

export const startHereRoutes = new Hono<AppEnv>()
  .get("/user/start-here", async (c) => {
    const user = requireUser(c);
    c.header("Cache-Control", "no-store");
    return c.json(await getStartHere(c.var.deps.db, user));
  })
  .post("/user/start-here/dismiss", async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    await dismissStartHere(db, user.id, now());
    return c.json(await getStartHere(db, user));
  });
