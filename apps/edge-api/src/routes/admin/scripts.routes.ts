import { adminScriptInput } from "@realty/contracts/admin";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { changedFields } from "../../services/admin/audit.ts";
import { createScript, deleteScript, listScripts, updateScript } from "../../services/admin/scripts.ts";
import { audit, catalogueChanged, idParam } from "./admin-context.ts";

export const adminScriptsRoutes = new Hono<AppEnv>()
  .get("/admin/scripts", async (c) => c.json(await listScripts(c.var.deps.db)))
  .post("/admin/scripts", valid("json", adminScriptInput), async (c) => {
    const script = await createScript(c.var.deps.db, c.req.valid("json"), c.var.deps.now());
    await catalogueChanged(c);
    await audit(c, { action: "script.create", targetType: "script", targetId: script.id, details: { title: script.title } });
    return c.json({ script, message: "Script created" }, 201);
  })
  .put("/admin/scripts/:id", valid("param", idParam), valid("json", adminScriptInput), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const { before, after } = await updateScript(c.var.deps.db, id, input, c.var.deps.now());
    await catalogueChanged(c);
    const changes = changedFields(before, input);
    // Audit the fact that the text changed, not the whole script.
    if (changes.content !== undefined) changes.content = `${input.content.length} characters`;
    await audit(c, { action: "script.update", targetType: "script", targetId: id, details: changes });
    return c.json({ script: after, message: "Script updated" });
  })
  .delete("/admin/scripts/:id", valid("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const row = await deleteScript(c.var.deps.db, id);
    await catalogueChanged(c);
    await audit(c, { action: "script.delete", targetType: "script", targetId: id, details: { title: row.title } });
    return c.json({ success: true, message: "Script deleted" });
  });
