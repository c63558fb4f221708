// A lead magnet's landing page on the member's share domain: their brand on top, what the guide
// holds, and a form (name, e-mail, consent) that sends the PDF by e-mail. Plain HTML that posts
// without script, like the share pages' lead form, so the strict CSP holds.

import { textOnColor } from "@realty/contracts/brand-profile";
import { LEAD_HONEYPOT, leadMagnetConsentText } from "@realty/contracts/leads";
import { html, raw } from "hono/html";
import type { LandingGuide } from "../services/lead-magnets/landing-page.ts";
import { FILE_LINK_DAYS } from "../services/lead-magnets/landing-signing.ts";
import type { ShareAgent } from "../services/share/share-agent.ts";
import { agentHeader, madeWithFooter } from "./share-page-agent.ts";
import { AGENT_PAGE_CSS, SHARE_PAGE_CSS } from "./share-page-style.ts";

const LANDING_CSS = `
.inside{margin:1.5rem 0 0;padding:16px 20px;border-radius:12px;background:#fff;box-shadow:0 1px 3px rgba(15,23,42,.12)}
.inside h2{margin:0 0 .5rem;font-size:1.1rem}
.inside ul{margin:0;padding-left:1.25rem}
`;

function requestForm(agent: ShareAgent, guide: LandingGuide) {
  const name = agent.profile.displayName;
  const brand = agent.profile.brandColor;
  return html`<section class="lead" id="guide-form" aria-labelledby="guide-heading">
    <h2 id="guide-heading">Get the free ${guide.kind} by email</h2>
    <p class="hint">Leave your name and email address and ${name} will send you the PDF right away.</p>
    <form method="post" action="/api/lead-magnets/request">
      <input type="hidden" name="slug" value="${guide.slug}" />
      <input type="hidden" name="s" value="${agent.signature}" />
      <label for="guide-name">Your name</label>
      <input id="guide-name" name="name" autocomplete="name" required minlength="2" maxlength="100" />
      <label for="guide-email">Email</label>
      <input id="guide-email" name="email" type="email" autocomplete="email" required maxlength="254" />
      <div class="hp" aria-hidden="true">
        <label for="guide-${LEAD_HONEYPOT}">Leave this field empty</label>
        <input id="guide-${LEAD_HONEYPOT}" name="${LEAD_HONEYPOT}" tabindex="-1" autocomplete="off" />
      </div>
      <p class="consent">
        <input id="guide-consent" name="consent" type="checkbox" required />
        <label for="guide-consent">${leadMagnetConsentText(name)}</label>
      </p>
      <button type="submit" style="background:${brand};color:${textOnColor(brand)}">Email me the ${guide.kind}</button>
    </form>
  </section>`;
}

function sentNotice(agent: ShareAgent, guide: LandingGuide) {
  return html`<section class="lead" id="guide-form" aria-labelledby="guide-heading">
    <h2 id="guide-heading">Check your inbox</h2>
    <p role="status">The ${guide.title} is on its way to your email from ${agent.profile.displayName}. The link in it works for ${FILE_LINK_DAYS} days.</p>
  </section>`;
}

export function renderLeadMagnetPage(guide: LandingGuide, agent: ShareAgent, origin: string, siteName: string, selfPath: string) {
  const pageTitle = `${guide.title} | ${agent.profile.displayName}`;
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${pageTitle}</title>
    <meta name="description" content="${guide.intro}" />
    <meta name="robots" content="noindex, nofollow" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <meta property="og:site_name" content="${agent.profile.displayName}" />
    <meta property="og:type" content="article" />
    <meta property="og:title" content="Free ${guide.kind}: ${guide.title}" />
    <meta property="og:description" content="${guide.intro}" />
    <meta property="og:url" content="${origin}${selfPath}" />
    <meta name="twitter:card" content="summary" />
    <style>${raw(SHARE_PAGE_CSS + AGENT_PAGE_CSS + LANDING_CSS)}</style>
  </head>
  <body>
    ${agentHeader(agent)}
    <main>
      <p class="kind">Free ${guide.kind}</p>
      <h1>${guide.title}</h1>
      <article><p>${guide.intro}</p></article>
      <section class="inside" aria-labelledby="inside-heading">
        <h2 id="inside-heading">What's inside</h2>
        <ul>${guide.headings.map((h) => html`<li>${h}</li>`)}</ul>
      </section>
      ${agent.leadState === "sent" ? sentNotice(agent, guide) : requestForm(agent, guide)}
    </main>
    ${madeWithFooter(siteName)}
  </body>
</html>`;
}
