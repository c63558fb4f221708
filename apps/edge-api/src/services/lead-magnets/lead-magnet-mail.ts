// The e-mail that brings a visitor the guide they asked for on a member's landing page. It comes
// from the member (their name and contact), links to the PDF in their brand, and says when the
// link stops working.
import type { MailMessage } from "../../ports/mail.ts";
import { FILE_LINK_DAYS } from "./landing-signing.ts";

export interface GuideMail {
  to: string;
  visitorName: string;
  guideTitle: string;
  agent: { displayName: string; phone: string | null; email: string | null };
  fileUrl: string;
}

export function guideMessage(mail: GuideMail): MailMessage {
  const { agent } = mail;
  const contact = [agent.phone && `Phone: ${agent.phone}`, agent.email && `Email: ${agent.email}`].filter(Boolean);
  const text = [
    `Hi ${mail.visitorName},`,
    "",
    `Here is your copy of the ${mail.guideTitle}, as you asked on ${agent.displayName}'s page:`,
    "",
    mail.fileUrl,
    "",
    `The link works for ${FILE_LINK_DAYS} days. Save the PDF to keep it; its worksheet fields can be filled in on screen.`,
    "",
    `Questions about buying or selling? ${agent.displayName} is happy to help.`,
    ...contact,
    "",
    `You receive this e-mail because you asked for this guide. ${agent.displayName} may follow up about your request; reply "stop" and they will not.`,
  ].join("\n");
  return { to: mail.to, subject: `Your ${mail.guideTitle} from ${agent.displayName}`, text, links: [mail.fileUrl] };
}
