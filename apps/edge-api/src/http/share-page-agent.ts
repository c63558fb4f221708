// The member's part of a share page: their brand at the top, the lead form, and the
// product reduced to a "made with" line. Plain HTML: the form posts without any script, so the
// page keeps the strict CSP (form-action 'self', no inline script).
import { licenseLine, textOnColor } from "@realty/contracts/brand-profile";
import { LEAD_HONEYPOT, leadConsentText } from "@realty/contracts/leads";
import { html } from "hono/html";
import type { ShareAgent } from "../services/share/share-agent.ts";
import type { ShareType } from "../services/share/signing.ts";

/** The Equal Housing Opportunity logo (a house with an equals sign), drawn inline. */
const EHO_MARK = html`<svg class="eho-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
  <path d="M16 3 2 13h4v15h20V13h4L16 3z" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linejoin="round"/>
  <rect x="10" y="15" width="12" height="2.6" fill="currentColor"/><rect x="10" y="20.5" width="12" height="2.6" fill="currentColor"/>
</svg>`;

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return `${parts[0]?.[0] ?? ""}${parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : ""}`.toUpperCase();
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function agentHeader(agent: ShareAgent) {
  const p = agent.profile;
  const ink = textOnColor(p.brandColor);
  const license = licenseLine(p);
  const photo = p.photoUrl
    ? html`<img class="agent-photo" src="${p.photoUrl}" alt="${p.displayName}" width="72" height="72" />`
    : html`<span class="agent-photo agent-initials" aria-hidden="true">${initials(p.displayName)}</span>`;
  return html`<header class="agent" style="background:${p.brandColor};color:${ink}">
    <div class="agent-inner">
      ${photo}
      <div class="agent-text">
        <p class="agent-name">${p.displayName}</p>
        ${p.brokerage ? html`<p class="agent-brokerage">${p.brokerage}</p>` : ""}
        <p class="agent-contact">
          ${p.phone ? html`<a href="${telHref(p.phone)}">${p.phone}</a>` : ""}
          ${p.email ? html`<a href="mailto:${p.email}">${p.email}</a>` : ""}
        </p>
        ${license ? html`<p class="agent-license">${license}</p>` : ""}
      </div>
      ${p.equalHousing ? html`<p class="eho">${EHO_MARK}<span>Equal Housing Opportunity</span></p>` : ""}
    </div>
  </header>`;
}

export function leadSection(agent: ShareAgent, item: { type: ShareType; id: number }) {
  const name = agent.profile.displayName;
  if (agent.leadState === "sent") {
    return html`<section class="lead" id="lead-form" aria-labelledby="lead-heading">
      <h2 id="lead-heading">Thank you!</h2>
      <p role="status">Your message is on its way to ${name}, who will be in touch soon.</p>
    </section>`;
  }
  return html`<section class="lead" id="lead-form" aria-labelledby="lead-heading">
    <h2 id="lead-heading">Questions? Ask ${name}</h2>
    <p class="hint">Leave your name and an email address or phone number.</p>
    <form method="post" action="/api/leads">
      <input type="hidden" name="type" value="${item.type}" />
      <input type="hidden" name="id" value="${item.id}" />
      <input type="hidden" name="s" value="${agent.signature}" />
      <label for="lead-name">Your name</label>
      <input id="lead-name" name="name" autocomplete="name" required minlength="2" maxlength="100" />
      <label for="lead-email">Email</label>
      <input id="lead-email" name="email" type="email" autocomplete="email" maxlength="254" />
      <label for="lead-phone">Phone</label>
      <input id="lead-phone" name="phone" type="tel" autocomplete="tel" maxlength="25" />
      <label for="lead-message">Message</label>
      <textarea id="lead-message" name="message" rows="4" maxlength="2000"></textarea>
      <div class="hp" aria-hidden="true">
        <label for="lead-${LEAD_HONEYPOT}">Leave this field empty</label>
        <input id="lead-${LEAD_HONEYPOT}" name="${LEAD_HONEYPOT}" tabindex="-1" autocomplete="off" />
      </div>
      <p class="consent">
        <input id="lead-consent" name="consent" type="checkbox" required />
        <label for="lead-consent">${leadConsentText(name)}</label>
      </p>
      <button type="submit" style="background:${agent.profile.brandColor};color:${textOnColor(agent.profile.brandColor)}">Send message</button>
    </form>
  </section>`;
}

export function madeWithFooter(siteName: string) {
  return html`<footer class="made-with">Made with <a href="/">${siteName}</a> · <a href="/privacy">Privacy</a></footer>`;
}
