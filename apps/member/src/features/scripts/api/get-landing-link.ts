// GET /api/lead-magnets/:slug/landing-link: the member's own landing page for a guide, where a
// visitor leaves their e-mail and receives the PDF.
import { apiRequest } from "../../../lib/api-client.ts";

/** A member's landing link never changes for a guide, so each is asked for once per page load. */
const links = new Map<string, Promise<string>>();

export function getLandingLink(slug: string): Promise<string> {
  let link = links.get(slug);
  if (!link) {
    link = apiRequest<{ url: string }>("GET", `/api/lead-magnets/${slug}/landing-link`).then((r) => r.url);
    // A failed request is asked again next time rather than remembered.
    link.catch(() => links.delete(slug));
    links.set(slug, link);
  }
  return link;
}
