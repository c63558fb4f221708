// POST /api/guarantee/claims: the member files a refund claim under the guarantee;
// GET /api/guarantee/claims lists their claims. The tracker itself is GET /api/leads/guarantee.
import { guaranteeClaimInput } from "@realty/contracts/leads";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { valid } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/session.ts";
import { fileClaim } from "../../services/guarantee/claims.ts";
import { listClaims } from "../../services/guarantee/list-claims.ts";
import type { ClaimRow } from "../../services/guarantee/open-claim.ts";

function present(row: ClaimRow) {
  return { id: row.id, status: row.status, note: row.note, evidence: row.evidence, createdAt: row.createdAt.toISOString() };
}

export const guaranteeRoutes = new Hono<AppEnv>()
  .post("/guarantee/claims", valid("json", guaranteeClaimInput), async (c) => {
    const user = requireUser(c);
    const row = await fileClaim(c.var.deps, user.id, c.req.valid("json").note, publicOrigin(c));
    return c.json(present(row), 201);
  })
  .get("/guarantee/claims", async (c) => {
    const user = requireUser(c);
    const rows = await listClaims(c.var.deps.db, user.id);
    return c.json(rows.map(present));
  });
