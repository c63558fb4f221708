import { adminScriptsQuery, adminUsersQuery } from "@realty/contracts/admin-business";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { pageScripts, scriptsCsv } from "../../services/admin/script-list.ts";
import { pageUsers, usersCsv } from "../../services/admin/user-list.ts";

function csv(body: string, name: string, now: Date) {
  return {
    body,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  };
}

/**
 * Server-paged Users and Scripts lists with their CSV exports. GET /api/admin/users and
 * /api/admin/scripts keep answering the whole list, as the spec's call table has them.
 */
export const adminListsRoutes = new Hono<AppEnv>()
  .get("/admin/lists/users", valid("query", adminUsersQuery), async (c) =>
    c.json(await pageUsers(c.var.deps.db, c.req.valid("query"))),
  )
  .get("/admin/lists/users.csv", valid("query", adminUsersQuery), async (c) => {
    const out = csv(await usersCsv(c.var.deps.db, c.req.valid("query")), "users", c.var.deps.now());
    return c.body(out.body, 200, out.headers);
  })
  .get("/admin/lists/scripts", valid("query", adminScriptsQuery), async (c) =>
    c.json(await pageScripts(c.var.deps.db, c.req.valid("query"))),
  )
  .get("/admin/lists/scripts.csv", valid("query", adminScriptsQuery), async (c) => {
    const out = csv(await scriptsCsv(c.var.deps.db, c.req.valid("query")), "scripts", c.var.deps.now());
    return c.body(out.body, 200, out.headers);
  });
