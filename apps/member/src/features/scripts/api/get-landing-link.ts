// GET /api/lead-magnets/:slug/landing-link: the member's own landing page for a guide, where a
// visitor leaves their e-mail and receives the PDF.
import { apiRequest } from "../../../lib/api-client.ts";

/** A member's landing link never changes for a guide, so each is asked for once per page load. */
const links = new Map<string, Promise<string>>();

/** The link for a Spanish script asks for the guide's Spanish edition (English where there is none). */
export function getLandingLink(slug: string, language: "en" | "es" = "en"): Promise<string> {
  const key = `${slug}:${language}`;
  let link = links.get(key);
  if (!link) {
    const lang = language === "en" ? "" : `?lang=${language}`;
    link = apiRequest<{ url: string }>("GET", `/api/lead-magnets/${slug}/landing-link${lang}`).then((r) => r.url);
    // A failed request is asked again next time rather than remembered.
    link.catch(() => links.delete(key));
    links.set(key, link);
  }
  return link;
}
