import { adminScriptInput } from "@realty/contracts/admin";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/session.ts";
import { createScript, deleteScript, listScripts, updateScript } from "../../services/admin/scripts.ts";
import { idParam } from "./admin-context.ts";

// Each write's audit row and catalogue bump are in the service's batch (services/admin/audited.ts).
export const adminScriptsRoutes = new Hono<AppEnv>()
  .get("/admin/scripts", async (c) => c.json(await listScripts(c.var.deps.db)))
  .post("/admin/scripts", valid("json", adminScriptInput), async (c) => {
    const script = await createScript(c.var.deps.db, c.req.valid("json"), c.var.deps.now(), requireAdmin(c));
    return c.json({ script, message: "Script created" }, 201);
  })
  .put("/admin/scripts/:id", valid("param", idParam), valid("json", adminScriptInput), async (c) => {
    const { id } = c.req.valid("param");
    const script = await updateScript(c.var.deps.db, id, c.req.valid("json"), c.var.deps.now(), requireAdmin(c));
    return c.json({ script, message: "Script updated" });
  })
  .delete("/admin/scripts/:id", valid("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    await deleteScript(c.var.deps.db, id, c.var.deps.now(), requireAdmin(c));
    return c.json({ success: true, message: "Script deleted" });
  });
