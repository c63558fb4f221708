// Signed links of a lead magnet's landing page. The page link ("<member>.<tag>") says whose page
// it is, so a visitor's request becomes that member's lead; the file link sent by e-mail
// ("<lead>.<expiry>.<tag>") opens one lead's copy of the guide until it expires. Each tag has its
// own domain prefix, so neither matches a share link or the other.
import { macTag, sameText } from "../share/signing.ts";

/** How long the e-mailed download link works: long enough to open it next week, not forever. */
export const FILE_LINK_DAYS = 7;
const DAY_MS = 86_400_000;

export const landingPath = (slug: string) => `/guide/${slug}`;
export const landingFilePath = (slug: string) => `/guide/${slug}/file`;

export async function signLanding(secret: string, slug: string, memberId: number): Promise<string> {
  return `${memberId}.${await macTag(secret, `lead-magnet-page:v1:${slug}:${memberId}`)}`;
}

/** The member whose landing page link this is, or null for a forged or foreign signature. */
export async function landingMember(secret: string, slug: string, signature: string | undefined | null): Promise<number | null> {
  const match = signature && signature.length <= 64 ? /^([1-9][0-9]{0,9})\.[A-Za-z0-9_-]+$/.exec(signature) : null;
  if (!match?.[1] || !signature) return null;
  const memberId = Number(match[1]);
  return sameText(await signLanding(secret, slug, memberId), signature) ? memberId : null;
}

export async function signFileLink(secret: string, slug: string, leadId: number, now: Date): Promise<string> {
  const expires = Math.floor((now.getTime() + FILE_LINK_DAYS * DAY_MS) / 1000);
  return `${leadId}.${expires}.${await macTag(secret, `lead-magnet-file:v1:${slug}:${leadId}:${expires}`)}`;
}

export type FileLink = { state: "valid"; leadId: number } | { state: "expired" } | { state: "invalid" };

export async function readFileLink(secret: string, slug: string, token: string | undefined, now: Date): Promise<FileLink> {
  const match = token && token.length <= 80 ? /^([1-9][0-9]{0,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]+)$/.exec(token) : null;
  if (!match?.[1] || !match[2] || !match[3]) return { state: "invalid" };
  const [leadId, expires] = [Number(match[1]), Number(match[2])];
  const expected = await macTag(secret, `lead-magnet-file:v1:${slug}:${leadId}:${expires}`);
  if (!sameText(expected, match[3])) return { state: "invalid" };
  return expires * 1000 > now.getTime() ? { state: "valid", leadId } : { state: "expired" };
}
