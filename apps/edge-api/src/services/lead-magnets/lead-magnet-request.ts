// A visitor asks for a lead magnet on a member's landing page: the request is checked against the
// member's access at this moment, stored as the member's lead (its source: the lead magnet), and
// answered with an e-mail to the visitor carrying an expiring link to the PDF in the member's
// brand. The member hears of the lead as from any share page.
import { LEAD_MAGNET_PAGE_CLOSED, type LeadMagnetRequest, leadMagnetConsentText } from "@realty/contracts/leads";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import type { Log } from "../../lib/log.ts";
import type { MailPort } from "../../ports/mail.ts";
import { accountBrand, getBrandProfile } from "../brand/brand-profile.ts";
import { sendLeadMail } from "../leads/lead-mail.ts";
import { createLead } from "../leads/leads.ts";
import { landingOwner, leadMagnetTitleOf } from "./landing-access.ts";
import { landingFilePath, landingMember, signFileLink } from "./landing-signing.ts";
import { guideMessage } from "./lead-magnet-mail.ts";
import { editionLanguage, leadMagnetSheetFor } from "./lead-magnet-texts.ts";

export interface RequestDeps {
  db: Database;
  mail: MailPort;
  log: Log;
  secret: string;
  now: Date;
  origin: string;
}

export async function requestLeadMagnet(deps: RequestDeps, request: LeadMagnetRequest): Promise<void> {
  const { db, now } = deps;
  const memberId = await landingMember(deps.secret, request.slug, request.s);
  const owner = memberId === null ? null : await landingOwner(db, memberId, request.slug);
  if (!owner) throw new AppError("NOT_FOUND", LEAD_MAGNET_PAGE_CLOSED);
  // Without a profile the page shows the account name only; the e-mail says no more than the page.
  const brand = (await getBrandProfile(db, owner.id)) ?? accountBrand(owner, null);
  const title = leadMagnetTitleOf(request.slug);
  // The visitor gets the edition of the page they were on; the member's Leads tab names the guide in English.
  const language = editionLanguage(request.slug, request.lang);
  const editionTitle = (await leadMagnetSheetFor(request.slug, language)).title;
  const lead = await createLead(
    db,
    {
      ownerId: owner.id,
      item: { type: "lead-magnet", id: 0, title, leadMagnet: request.slug },
      name: request.name,
      email: request.email,
      phone: null,
      message: language === "es" ? `Asked for the ${title} (Spanish edition).` : `Asked for the ${title}.`,
      consentText: leadMagnetConsentText(brand.displayName, language),
    },
    now,
  );
  const token = await signFileLink(deps.secret, request.slug, lead.id, now);
  const edition = language === "en" ? "" : `&lang=${language}`;
  const fileUrl = `${deps.origin}${landingFilePath(request.slug)}?t=${encodeURIComponent(token)}${edition}`;
  // The lead is stored either way: a mail failure is logged and the member still sees the lead.
  try {
    await deps.mail.send(
      guideMessage({
        to: request.email,
        visitorName: request.name,
        guideTitle: editionTitle,
        language,
        agent: { displayName: brand.displayName, phone: brand.phone, email: brand.email },
        fileUrl,
      }),
    );
  } catch (error) {
    deps.log.error(`lead ${lead.id}: the guide e-mail to the visitor failed`, error);
  }
  await sendLeadMail(deps.mail, deps.log, owner.email, lead, deps.origin);
}
