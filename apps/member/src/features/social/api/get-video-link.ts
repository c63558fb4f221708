import { apiRequest } from "../../../lib/api-client.ts";

/** GET /api/share-links for a library video: the member's signed page for it, to put in a post. */
export async function getVideoLink(id: number): Promise<string> {
  return (await apiRequest<{ url: string }>("GET", `/api/share-links?type=video&id=${id}`)).url;
}
