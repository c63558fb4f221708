// A lead magnet's landing page on the member's share domain: their brand on top, what the guide
// holds, and a form (name, e-mail, consent) that sends the PDF by e-mail. Plain HTML that posts
// without script, like the share pages' lead form, so the strict CSP holds. A Spanish edition's
// page is Spanish throughout: its words, its consent line and the language it declares.

import { textOnColor } from "@realty/contracts/brand-profile";
import { LEAD_HONEYPOT, leadMagnetConsentText } from "@realty/contracts/leads";
import { html, raw } from "hono/html";
import type { LandingGuide } from "../services/lead-magnets/landing-page.ts";
import { FILE_LINK_DAYS } from "../services/lead-magnets/landing-signing.ts";
import type { ShareAgent } from "../services/share/share-agent.ts";
import { agentHeader, madeWithFooter } from "./share-page-agent.ts";
import { AGENT_PAGE_CSS, SHARE_PAGE_CSS } from "./share-page-style.ts";

/** The page's own words, per language; the guide's text comes from its edition. */
const WORDS = {
  en: {
    kind: (kind: string) => `Free ${kind}`,
    formHeading: (kind: string) => `Get the free ${kind} by email`,
    hint: (name: string) => `Leave your name and email address and ${name} will send you the PDF right away.`,
    name: "Your name",
    email: "Email",
    submit: (kind: string) => `Email me the ${kind}`,
    inside: "What's inside",
    sentHeading: "Check your inbox",
    sent: (title: string, name: string) =>
      `The ${title} is on its way to your email from ${name}. The link in it works for ${FILE_LINK_DAYS} days.`,
  },
  es: {
    kind: (kind: string) => (kind === "worksheet" ? "Hoja de trabajo gratuita" : "Lista gratuita"),
    formHeading: (kind: string) => `Recibe ${kind === "worksheet" ? "la hoja de trabajo" : "la lista"} gratis por correo`,
    hint: (name: string) => `Deja tu nombre y tu correo electrónico y ${name} te enviará el PDF enseguida.`,
    name: "Tu nombre",
    email: "Correo electrónico",
    submit: (kind: string) => `Envíame ${kind === "worksheet" ? "la hoja" : "la lista"}`,
    inside: "En esta guía",
    sentHeading: "Revisa tu correo",
    sent: (title: string, name: string) =>
      `${name} te envió la ${title} a tu correo. El enlace funciona durante ${FILE_LINK_DAYS} días.`,
  },
} as const;

const LANDING_CSS = `
.inside{margin:1.5rem 0 0;padding:16px 20px;border-radius:12px;background:#fff;box-shadow:0 1px 3px rgba(15,23,42,.12)}
.inside h2{margin:0 0 .5rem;font-size:1.1rem}
.inside ul{margin:0;padding-left:1.25rem}
`;

function requestForm(agent: ShareAgent, guide: LandingGuide) {
  const name = agent.profile.displayName;
  const brand = agent.profile.brandColor;
  const words = WORDS[guide.language];
  return html`<section class="lead" id="guide-form" aria-labelledby="guide-heading">
    <h2 id="guide-heading">${words.formHeading(guide.kind)}</h2>
    <p class="hint">${words.hint(name)}</p>
    <form method="post" action="/api/lead-magnets/request">
      <input type="hidden" name="slug" value="${guide.slug}" />
      <input type="hidden" name="s" value="${agent.signature}" />
      <input type="hidden" name="lang" value="${guide.language}" />
      <label for="guide-name">${words.name}</label>
      <input id="guide-name" name="name" autocomplete="name" required minlength="2" maxlength="100" />
      <label for="guide-email">${words.email}</label>
      <input id="guide-email" name="email" type="email" autocomplete="email" required maxlength="254" />
      <div class="hp" aria-hidden="true">
        <label for="guide-${LEAD_HONEYPOT}">Leave this field empty</label>
        <input id="guide-${LEAD_HONEYPOT}" name="${LEAD_HONEYPOT}" tabindex="-1" autocomplete="off" />
      </div>
      <p class="consent">
        <input id="guide-consent" name="consent" type="checkbox" required />
        <label for="guide-consent">${leadMagnetConsentText(name, guide.language)}</label>
      </p>
      <button type="submit" style="background:${brand};color:${textOnColor(brand)}">${words.submit(guide.kind)}</button>
    </form>
  </section>`;
}

function sentNotice(agent: ShareAgent, guide: LandingGuide) {
  return html`<section class="lead" id="guide-form" aria-labelledby="guide-heading">
    <h2 id="guide-heading">${WORDS[guide.language].sentHeading}</h2>
    <p role="status">${WORDS[guide.language].sent(guide.title, agent.profile.displayName)}</p>
  </section>`;
}

export function renderLeadMagnetPage(guide: LandingGuide, agent: ShareAgent, origin: string, siteName: string, selfPath: string) {
  const pageTitle = `${guide.title} | ${agent.profile.displayName}`;
  const words = WORDS[guide.language];
  return html`<!doctype html>
<html lang="${guide.language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${pageTitle}</title>
    <meta name="description" content="${guide.intro}" />
    <meta name="robots" content="noindex, nofollow" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <meta property="og:site_name" content="${agent.profile.displayName}" />
    <meta property="og:type" content="article" />
    <meta property="og:title" content="${words.kind(guide.kind)}: ${guide.title}" />
    <meta property="og:description" content="${guide.intro}" />
    <meta property="og:url" content="${origin}${selfPath}" />
    <meta name="twitter:card" content="summary" />
    <style>${raw(SHARE_PAGE_CSS + AGENT_PAGE_CSS + LANDING_CSS)}</style>
  </head>
  <body>
    ${agentHeader(agent)}
    <main>
      <p class="kind">${words.kind(guide.kind)}</p>
      <h1>${guide.title}</h1>
      <article><p>${guide.intro}</p></article>
      <section class="inside" aria-labelledby="inside-heading">
        <h2 id="inside-heading">${words.inside}</h2>
        <ul>${guide.headings.map((h) => html`<li>${h}</li>`)}</ul>
      </section>
      ${agent.leadState === "sent" ? sentNotice(agent, guide) : requestForm(agent, guide)}
    </main>
    ${madeWithFooter(siteName)}
  </body>
</html>`;
}
