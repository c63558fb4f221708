// The member's Leads tab: list, update status and notes, delete, CSV export. Signed-in only, and
// every query is scoped to the caller (services/leads/leads.ts).
import { leadUpdateInput } from "@realty/contracts/leads";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/session.ts";
import { guaranteeProgress } from "../../services/guarantee/progress.ts";
import { deleteLead, listLeads, updateLead } from "../../services/leads/leads.ts";
import { leadsCsvName, leadsToCsv } from "../../services/leads/leads-csv.ts";

const leadId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const leadsRoutes = new Hono<AppEnv>()
  .get("/leads", async (c) => {
    const user = requireUser(c);
    c.header("Cache-Control", "no-store");
    return c.json(await listLeads(c.var.deps.db, user.id));
  })
  .get("/leads/guarantee", async (c) => {
    const user = requireUser(c);
    c.header("Cache-Control", "no-store");
    return c.json({ progress: await guaranteeProgress(c.var.deps.db, user.id, c.var.deps.now()) });
  })
  .get("/leads/export.csv", async (c) => {
    const user = requireUser(c);
    const csv = leadsToCsv(await listLeads(c.var.deps.db, user.id));
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${leadsCsvName(c.var.deps.now())}"`,
      "Cache-Control": "no-store",
    });
  })
  .patch("/leads/:id{[0-9]{1,10}}", valid("param", leadId), valid("json", leadUpdateInput), async (c) => {
    const user = requireUser(c);
    const { db, now } = c.var.deps;
    return c.json(await updateLead(db, user.id, c.req.valid("param").id, c.req.valid("json"), now()));
  })
  .delete("/leads/:id{[0-9]{1,10}}", valid("param", leadId), async (c) => {
    const user = requireUser(c);
    await deleteLead(c.var.deps.db, user.id, c.req.valid("param").id, c.var.deps.now());
    return c.json({ success: true, message: "Lead deleted" });
  });
