// A lead magnet's landing page on the member's share domain, and what it needs:
//   GET  /guide/{slug}?s=…[&lang=es]     the page (the member's brand, the guide, the form)
//   POST /api/lead-magnets/request        the form: stores the lead, e-mails the PDF link
//   GET  /guide/{slug}/file?t=…           the e-mailed link: the PDF in the member's brand, for 7 days
//   GET  /api/lead-magnets/{slug}/landing-link[?lang=es]   the member's link to their page (signed in)
// `lang` picks the guide's edition (the Spanish one where it exists); it is not signed, as it only
// chooses between editions of the same guide the link already opens.
import { LEAD_HONEYPOT, type LeadMagnetRequest, leadMagnetRequest, leadMagnetSlugParam } from "@realty/contracts/leads";
import { LEAD_MAGNET_SLUGS, type LeadMagnetSlug } from "@realty/library/lead-magnets";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { isJson, readFormBody } from "../../http/form-body.ts";
import { leadErrorPage } from "../../http/lead-error-page.ts";
import { renderLeadMagnetPage } from "../../http/lead-magnet-page.ts";
import { AppError } from "../../lib/errors.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { valid } from "../../lib/validate.ts";
import { spendBudget } from "../../middleware/budget.ts";
import { rateLimit, rateLimitToken } from "../../middleware/rate-limit.ts";
import { requireUser } from "../../middleware/session.ts";
import { mayHandOut } from "../../services/lead-magnets/landing-access.ts";
import { guideFileForLead } from "../../services/lead-magnets/landing-file.ts";
import { loadLanding } from "../../services/lead-magnets/landing-page.ts";
import { landingPath, signLanding } from "../../services/lead-magnets/landing-signing.ts";
import { requestLeadMagnet } from "../../services/lead-magnets/lead-magnet-request.ts";
import { editionLanguage } from "../../services/lead-magnets/lead-magnet-texts.ts";
import { getPlatformSettings } from "../../services/settings/settings.ts";

const THANKS = "Thank you! The guide is on its way to your email.";
const NOT_SENT = "The guide was not sent";

const slugOf = (value: unknown): LeadMagnetSlug | null => LEAD_MAGNET_SLUGS.find((s) => s === value) ?? null;

/** The page the form was on, rebuilt from validated parts only (never a URL the client sent). */
function pageHref(body: Record<string, unknown>, extra = ""): string {
  const slug = slugOf(body.slug);
  if (!slug) return "/";
  const s = typeof body.s === "string" ? body.s : "";
  const lang = editionLanguage(slug, typeof body.lang === "string" ? body.lang : null);
  return `${landingPath(slug)}?s=${encodeURIComponent(s)}${lang === "en" ? "" : `&lang=${lang}`}${extra}`;
}

function refuse(c: Context<AppEnv>, error: AppError, body: Record<string, unknown>) {
  if (isJson(c)) throw error;
  const messages = error.fields ? [...new Set(Object.values(error.fields))] : [error.message];
  return c.html(leadErrorPage(messages, `${pageHref(body)}#guide-form`, NOT_SENT), error.status);
}

async function handOut(c: Context<AppEnv>, request: LeadMagnetRequest): Promise<void> {
  const { db, config, mail, now } = c.var.deps;
  await requestLeadMagnet({ db, mail, log: c.var.log, secret: config.appSecret, now: now(), origin: publicOrigin(c) }, request);
}

export const landingApiRoutes = new Hono<AppEnv>()
  .post("/lead-magnets/request", rateLimit("lead"), async (c) => {
    const body = await readFormBody(c);
    const parsed = leadMagnetRequest.safeParse(body);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
      const first = parsed.error.issues[0]?.message ?? "Please check the form.";
      return refuse(c, new AppError("BAD_REQUEST", first, fields), body);
    }
    // A filled honeypot is a bot: answer as if it worked, so it learns nothing, and store nothing.
    if (!parsed.data[LEAD_HONEYPOT]) {
      try {
        await handOut(c, parsed.data);
      } catch (error) {
        if (error instanceof AppError) return refuse(c, error, body);
        throw error;
      }
    }
    if (isJson(c)) return c.json({ success: true, message: THANKS }, 201);
    return c.redirect(`${pageHref(body, "&sent=1")}#guide-form`, 303);
  })
  .get("/lead-magnets/:slug/landing-link", valid("param", leadMagnetSlugParam), async (c) => {
    const user = requireUser(c);
    const { slug } = c.req.valid("param");
    const { db, config } = c.var.deps;
    if (!(await mayHandOut(db, user, slug))) {
      throw new AppError("FORBIDDEN", "Upgrade your plan to share this guide: no script in your plan offers it.");
    }
    await spendBudget(c, "shareLink", { byUser: true });
    const s = await signLanding(config.appSecret, slug, user.id);
    const lang = editionLanguage(slug, c.req.query("lang"));
    const edition = lang === "en" ? "" : `&lang=${lang}`;
    return c.json({ url: `${publicOrigin(c)}${landingPath(slug)}?s=${encodeURIComponent(s)}${edition}`, language: lang });
  });

function closedPage(c: Context<AppEnv>, status: 404 | 410, message: string) {
  return c.html(leadErrorPage([message], "/", "This guide is not available"), status);
}

export const landingPageRoutes = new Hono<AppEnv>()
  .use(
    "/guide/*",
    rateLimitToken("shareSignature", (c) => c.req.query("s") ?? c.req.query("t")),
  )
  .get("/guide/:slug{[a-z0-9-]{1,60}}", async (c) => {
    const slug = slugOf(c.req.param("slug"));
    const { db, config } = c.var.deps;
    const state = c.req.query("sent") === "1" ? "sent" : "form";
    const landing = slug ? await loadLanding(db, config.appSecret, slug, c.req.query("s"), state, c.req.query("lang")) : null;
    if (!slug || !landing) return closedPage(c, 404, "This guide is no longer available from this page.");
    const { platformName } = await getPlatformSettings(db);
    c.header("Cache-Control", "private, no-cache");
    return c.html(renderLeadMagnetPage(landing.guide, landing.agent, publicOrigin(c), platformName, landingPath(slug)));
  })
  .get("/guide/:slug{[a-z0-9-]{1,60}}/file", async (c) => {
    const slug = slugOf(c.req.param("slug"));
    const found = slug
      ? await guideFileForLead(c.var.deps, slug, c.req.query("t"), c.req.query("lang"))
      : { state: "invalid" as const };
    if (found.state === "expired") {
      return closedPage(c, 410, "This download link has expired. Ask for the guide again on the agent's page.");
    }
    if (found.state !== "valid") return closedPage(c, 404, "This download link is not valid.");
    return c.body(found.file.bytes.slice().buffer, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${found.file.fileName}"`,
      "Cache-Control": "private, no-store",
    });
  });
