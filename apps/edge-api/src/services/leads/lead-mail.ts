// Tells the member a lead came in, through the mail port. The lead is already stored: a mail
// failure is logged and the lead still shows in the Leads tab.
import type { Lead } from "@realty/contracts/leads";
import { MEMBER_ROUTES } from "@realty/contracts/member-routes";
import type { Log } from "../../lib/log.ts";
import type { MailPort } from "../../ports/mail.ts";

export function leadMessage(to: string, lead: Lead, origin: string) {
  const link = `${origin}${MEMBER_ROUTES.dashboardLeads.path}`;
  const contact = [lead.email && `Email: ${lead.email}`, lead.phone && `Phone: ${lead.phone}`].filter(Boolean);
  const text = [
    lead.source.type === "lead-magnet"
      ? `${lead.name} asked for your "${lead.source.title}" on its landing page; the link to the PDF went to their email.`
      : `${lead.name} left their details on your page "${lead.source.title}".`,
    "",
    ...contact,
    lead.message ? `Message:\n${lead.message}` : "No message.",
    "",
    `See and manage your leads: ${link}`,
  ].join("\n");
  return { to, subject: `New lead: ${lead.name}`, text, links: [link] };
}

export async function sendLeadMail(mail: MailPort, log: Log, to: string, lead: Lead, origin: string): Promise<boolean> {
  try {
    await mail.send(leadMessage(to, lead, origin));
    return true;
  } catch (error) {
    log.error(`lead ${lead.id}: the e-mail to the member failed`, error);
    return false;
  }
}
