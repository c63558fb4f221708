import { itemIdParam } from "@realty/contracts/content";
import { CUSTOMIZE_STREAM_TYPE, type CustomizeEvent, customizeInput } from "@realty/contracts/customize";
import { SCRIPT_LANGUAGES } from "@realty/library/script-kit";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { stream } from "hono/streaming";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/errors.ts";
import { valid } from "../../lib/validate.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { requireUser } from "../../middleware/session.ts";
import { confirmFlags, customizeScript, loadCustomizable, savedCustomization } from "../../services/ai/customize-script.ts";
import { customizeMonthlyMarketScript, monthlyMarketScript } from "../../services/market-script/monthly-market.ts";

const marketScriptQuery = z.object({
  language: z.enum(SCRIPT_LANGUAGES, "Language must be en (English) or es (Spanish)").default("en"),
});

/** 401 before anything else, so the rate limit always counts per member. */
const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});

/**
 * POST /api/scripts/:id/customize: the member's post kit of a script, stored per member and script.
 * A client that accepts application/x-ndjson gets progress lines, then the result, as it happens
 * (an AI answer can take many seconds); any other client gets the result as one JSON body.
 */
export const customizeRoutes = new Hono<AppEnv>()
  .post(
    "/scripts/:id/customize",
    signedIn,
    valid("param", itemIdParam),
    valid("json", customizeInput),
    // After validation: a malformed request changes nothing, not even the member's count.
    rateLimit("customize", { byUser: true }),
    async (c) => {
      const user = requireUser(c);
      const { deps, log, readCache } = c.var;
      // 404 and 403 are answered as statuses, before any stream starts.
      const script = await loadCustomizable(deps.db, user, c.req.valid("param").id);
      const input = c.req.valid("json");
      const serviceDeps = { db: deps.db, ai: deps.ai, now: deps.now, log };

      if (!c.req.header("accept")?.includes(CUSTOMIZE_STREAM_TYPE)) {
        return c.json(await customizeScript(serviceDeps, user, script, input));
      }
      c.header("content-type", `${CUSTOMIZE_STREAM_TYPE}; charset=utf-8`);
      c.header("cache-control", "no-store");
      return stream(c, async (out) => {
        const send = (event: CustomizeEvent) => out.write(`${JSON.stringify(event)}\n`);
        await send({ type: "progress", step: "start", message: "Reading your script..." });
        try {
          const result = await customizeScript(serviceDeps, user, script, input, (step, message) => {
            void send({ type: "progress", step, message });
          });
          // The app empties the read cache when the handler returns, before this write: empty it again.
          readCache?.invalidateAll();
          await send({ type: "result", result });
        } catch (err) {
          const known = err instanceof AppError;
          if (!known) log.error("customize stream failed", err);
          await send({
            type: "error",
            status: known ? err.status : 500,
            message: known ? err.message : "Something went wrong. Please try again.",
          });
        }
      });
    },
  )
  .get("/scripts/:id/customization", signedIn, valid("param", itemIdParam), async (c) => {
    // GET /api/scripts/:id/customization: the saved version with its kit, engine and flags, for the dialog.
    const user = requireUser(c);
    return c.json(await savedCustomization(c.var.deps.db, user, c.req.valid("param").id));
  })
  .post("/scripts/:id/customization/confirm", signedIn, valid("param", itemIdParam), async (c) => {
    // POST /api/scripts/:id/customization/confirm: the member read why their version was flagged
    // for fair housing and keeps it as written, so it may be copied, posted and shared.
    const user = requireUser(c);
    const { deps } = c.var;
    return c.json(await confirmFlags(deps.db, user, c.req.valid("param").id, deps.now()));
  })
  .get("/market-script", signedIn, valid("query", marketScriptQuery), async (c) => {
    // GET /api/market-script: "This month in <area>", written from the member's market figures,
    // or which figures are still needed.
    const user = requireUser(c);
    return c.json(await monthlyMarketScript(c.var.deps, user, c.req.valid("query").language));
  })
  .post(
    "/market-script/customize",
    signedIn,
    valid("json", customizeInput),
    rateLimit("customize", { byUser: true }),
    async (c) => {
      // POST /api/market-script/customize: the member's version of this month's script (not stored:
      // it is written again from the figures whenever they change).
      const user = requireUser(c);
      const { deps, log } = c.var;
      const serviceDeps = { db: deps.db, ai: deps.ai, now: deps.now, log };
      return c.json(await customizeMonthlyMarketScript(serviceDeps, user, c.req.valid("json")));
    },
  );
