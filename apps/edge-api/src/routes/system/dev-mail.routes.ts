import { desc } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { mailOutbox } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";

/** GET /api/dev/mail: the local adapter's outbox, newest first. Absent with a real mail service. */
export const devMailRoutes = new Hono<AppEnv>().get("/dev/mail", async (c) => {
  if (c.var.deps.mail.kind !== "local") throw new AppError("NOT_FOUND", "Not found");
  const rows = await c.var.deps.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(100);
  c.header("Cache-Control", "no-store");
  return c.json(rows.map(({ to, subject, text, links, createdAt }) => ({ to, subject, text, links, createdAt })));
});
