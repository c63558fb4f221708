import { apiRequest } from "../../../lib/api-client.ts";

export type ShareTargetType = "script" | "video";

/** Signed links never change for an item, so each is asked for once per page load. */
const links = new Map<string, Promise<string>>();

/** GET /api/share-links: the signed link that opens this one item for anyone (docs/decisions/). */
export function getShareLink(type: ShareTargetType, id: number): Promise<string> {
  const key = `${type}:${id}`;
  let link = links.get(key);
  if (!link) {
    link = apiRequest<{ url: string }>("GET", `/api/share-links?type=${type}&id=${id}`).then((r) => r.url);
    // A failed request is asked again next time rather than remembered.
    link.catch(() => links.delete(key));
    links.set(key, link);
  }
  return link;
}
