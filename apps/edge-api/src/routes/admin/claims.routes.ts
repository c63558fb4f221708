import { adminClaimDecisionInput, adminClaimsQuery } from "@realty/contracts/admin-business";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { valid } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/session.ts";
import { approveClaim, declineClaim, listClaims } from "../../services/admin/claims.ts";
import { idParam } from "./admin-context.ts";

/** The guarantee claims queue; the member side (filing) lives in routes/guarantee. */
export const adminClaimsRoutes = new Hono<AppEnv>()
  .get("/admin/claims", valid("query", adminClaimsQuery), async (c) =>
    c.json(await listClaims(c.var.deps.db, c.req.valid("query"))),
  )
  .post("/admin/claims/:id/decision", valid("param", idParam), valid("json", adminClaimDecisionInput), async (c) => {
    const { db, payments, mail, now } = c.var.deps;
    const deps = { db, payments, mail, now: now(), origin: publicOrigin(c), log: c.var.log };
    const input = c.req.valid("json");
    const { id } = c.req.valid("param");
    if (input.decision === "approve") {
      await approveClaim(deps, id, input.reason, requireAdmin(c));
      return c.json({ message: "Claim approved and refunded" });
    }
    await declineClaim(deps, id, input.reason, requireAdmin(c));
    return c.json({ message: "Claim declined; the member was e-mailed the reason" });
  });
