// The e-mail that brings a visitor the guide they asked for on a member's landing page. It comes
// from the member (their name and contact), links to the PDF in their brand, and says when the
// link stops working. A visitor who asked on a Spanish page is written to in Spanish.
import type { MailMessage } from "../../ports/mail.ts";
import { FILE_LINK_DAYS } from "./landing-signing.ts";
import type { SheetLanguage } from "./sheet-labels.ts";

export interface GuideMail {
  to: string;
  visitorName: string;
  guideTitle: string;
  agent: { displayName: string; phone: string | null; email: string | null };
  fileUrl: string;
  language?: SheetLanguage;
}

function spanishGuideMessage(mail: GuideMail): MailMessage {
  const { agent } = mail;
  const contact = [agent.phone && `Teléfono: ${agent.phone}`, agent.email && `Correo: ${agent.email}`].filter(Boolean);
  const text = [
    `Hola, ${mail.visitorName}:`,
    "",
    `Aquí está tu ${mail.guideTitle}, como la pediste en la página de ${agent.displayName}:`,
    "",
    mail.fileUrl,
    "",
    `El enlace funciona durante ${FILE_LINK_DAYS} días. Guarda el PDF para conservarlo; puedes marcar las casillas en la pantalla.`,
    "",
    `¿Tienes preguntas sobre comprar o vender? ${agent.displayName} te ayuda con gusto.`,
    ...contact,
    "",
    `Recibes este correo porque pediste esta guía. ${agent.displayName} puede darte seguimiento sobre tu solicitud; responde "stop" y no lo hará.`,
  ].join("\n");
  return { to: mail.to, subject: `Tu ${mail.guideTitle}, de ${agent.displayName}`, text, links: [mail.fileUrl] };
}

export function guideMessage(mail: GuideMail): MailMessage {
  if (mail.language === "es") return spanishGuideMessage(mail);
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
