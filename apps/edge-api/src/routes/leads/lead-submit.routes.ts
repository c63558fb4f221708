// POST /api/leads: the lead form on a member's share page. A plain HTML form post (no script on
// the page) answers with a redirect back to the page's thank-you state; a JSON client gets JSON.
// Rate limited per address, with a honeypot that bots fill and people never see.
import { LEAD_HONEYPOT, type LeadSubmission, leadConsentText, leadSubmission } from "@realty/contracts/leads";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { isJson, readFormBody } from "../../http/form-body.ts";
import { leadErrorPage } from "../../http/lead-error-page.ts";
import { AppError } from "../../lib/errors.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { getBrandProfile } from "../../services/brand/brand-profile.ts";
import { sendLeadMail } from "../../services/leads/lead-mail.ts";
import { resolveLeadTarget } from "../../services/leads/lead-target.ts";
import { createLead } from "../../services/leads/leads.ts";
import { SHARE_PARAM, type ShareType, sharePath } from "../../services/share/signing.ts";

const THANKS = "Thank you! Your message was sent.";

/** The page the form was on, rebuilt from validated parts only (never a URL the client sent). */
function pageHref(body: Record<string, unknown>, extra = ""): string {
  const type = body.type === "video" || body.type === "script" || body.type === "post" ? body.type : null;
  const id = typeof body.id === "string" || typeof body.id === "number" ? Number(body.id) : Number.NaN;
  if (!type || !Number.isInteger(id) || id <= 0) return "/";
  const s = typeof body.s === "string" ? body.s : "";
  return `${sharePath(type as ShareType, id)}?${SHARE_PARAM}=${encodeURIComponent(s)}${extra}`;
}

function refuse(c: Context<AppEnv>, error: AppError, body: Record<string, unknown>) {
  if (isJson(c)) throw error;
  const messages = error.fields ? [...new Set(Object.values(error.fields))] : [error.message];
  return c.html(leadErrorPage(messages, `${pageHref(body)}#lead-form`), error.status);
}

async function store(c: Context<AppEnv>, lead: LeadSubmission): Promise<void> {
  const { db, config, mail, now } = c.var.deps;
  const target = await resolveLeadTarget(db, config.appSecret, lead);
  const brand = await getBrandProfile(db, target.owner.id);
  const created = await createLead(
    db,
    {
      ownerId: target.owner.id,
      item: target.item,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      message: lead.message,
      consentText: leadConsentText(brand?.displayName ?? target.owner.name),
    },
    now(),
  );
  await sendLeadMail(mail, c.var.log, target.owner.email, created, publicOrigin(c));
}

export const leadSubmitRoutes = new Hono<AppEnv>().post("/leads", rateLimit("lead"), async (c) => {
  const body = await readFormBody(c);
  const parsed = leadSubmission.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
    const first = parsed.error.issues[0]?.message ?? "Please check the form.";
    return refuse(c, new AppError("BAD_REQUEST", first, fields), body);
  }
  // A filled honeypot is a bot: answer as if it worked, so it learns nothing, and store nothing.
  if (!parsed.data[LEAD_HONEYPOT]) {
    try {
      await store(c, parsed.data);
    } catch (error) {
      if (error instanceof AppError) return refuse(c, error, body);
      throw error;
    }
  }
  if (isJson(c)) return c.json({ success: true, message: THANKS }, 201);
  return c.redirect(`${pageHref(body, "&lead=sent")}#lead-form`, 303);
});
