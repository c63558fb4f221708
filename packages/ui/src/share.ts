// Outbound sharing (part 1 §7, §8, §9): the network URLs, popup sizes, truncation and hashtags,
// the popup-blocked path, and the clipboard (copy-text.ts, re-exported). No React here, so the
// marketing site and every card can use it.
import type { PostPlatform } from "@realty/library/taxonomy";
import { COPY_TOAST_MS, copyText } from "./copy-text.ts";
import { toast } from "./use-toast.ts";

export { COPY_TOAST_MS, copyText };

/** The library's post networks are the ones a card shares to. */
export type ShareNetwork = PostPlatform;

/** The share item of part 1 §3. */
export interface ShareItem {
  type: "video" | "script" | "other";
  title: string;
  content: string;
  url?: string;
  videoUrl?: string;
  thumbnailUrl?: string;
  category?: string;
  tags?: readonly string[];
  videoId?: number;
}

export const NETWORK_NAMES: Record<ShareNetwork, string> = { facebook: "Facebook", twitter: "Twitter", linkedin: "LinkedIn" };

/** Popup sizes of part 1 §9. */
export const POPUP_SIZES: Record<ShareNetwork, { width: number; height: number }> = {
  facebook: { width: 600, height: 400 },
  twitter: { width: 600, height: 400 },
  linkedin: { width: 600, height: 500 },
};

/** Where the popup-blocked fallback sends people: the network's home or compose page. */
export const NETWORK_HOMES: Record<ShareNetwork, string> = {
  facebook: "https://www.facebook.com/",
  twitter: "https://twitter.com/compose/tweet",
  linkedin: "https://www.linkedin.com/feed/",
};

/** Share-opened toasts stay 4 s (part 1 §9); copy toasts are timed in copy-text.ts. */
export const OPENED_TOAST_MS = 4000;

/** Cuts `text` to `max` characters with an ellipsis (the tweet text of part 1 §9). */
export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max).join("").trimEnd()}...`;
}

/** "#realestate #firsttimebuyer": whitespace removed from each tag (part 1 §9). */
export function hashtags(tags: readonly string[] | undefined): string {
  return (tags ?? [])
    .map((t) => t.replace(/\s+/g, "").replace(/^#+/, ""))
    .filter(Boolean)
    .map((t) => `#${t}`)
    .join(" ");
}

/** X's limit, and what it counts any link as (t.co wraps every URL). */
export const X_MAX_CHARS = 280;
export const X_LINK_CHARS = 23;

/** Characters as X counts them: most count 1; CJK, emoji and other wide ones count 2. */
export function xLength(text: string): number {
  let n = 0;
  for (const ch of text) n += (ch.codePointAt(0) ?? 0) > 0x10ff ? 2 : 1;
  return n;
}

function cutTo(text: string, max: number): string {
  if (xLength(text) <= max) return text;
  let out = "";
  for (const ch of text) {
    if (xLength(`${out}${ch}`) > max - 3) break;
    out += ch;
  }
  // Cut at a word boundary when one is near, so the body never ends mid-word.
  const space = out.lastIndexOf(" ");
  return `${(space > out.length * 0.6 ? out.slice(0, space) : out).trimEnd()}...`;
}

/**
 * Splits a caption into its body, its call to action (the last line or paragraph that is not
 * hashtags) and its trailing hashtags.
 */
export function captionParts(content: string): { body: string; cta: string; tags: string } {
  const lines = content
    .replace(/\\n/g, "\n")
    .split(/\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const tagLines: string[] = [];
  while (lines.length && /^(#\S+\s*)+$/.test(lines[lines.length - 1] ?? "")) tagLines.unshift(lines.pop() ?? "");
  // A single paragraph (a video's description) is all body: there is no separate call to action.
  const cta = lines.length > 1 ? (lines.pop() ?? "") : "";
  return { body: lines.join(" ").replace(/\s+/g, " "), cta: cta.replace(/\s+/g, " "), tags: tagLines.join(" ") };
}

/**
 * The tweet: the body is cut to make room, never the call to action or the link, and
 * the whole stays within 280 characters as X counts them. Hashtags go first when space is short.
 */
export function tweetText(item: ShareItem): string {
  const parts = captionParts(item.content);
  const lead = item.type === "video" ? `${item.title}: ${parts.body}`.replace(/: $/, "") : parts.body;
  const tags = [parts.tags, hashtags(item.tags)].filter(Boolean).join(" ");
  const linkCost = item.url ? X_LINK_CHARS + 2 : 0;
  const join = (body: string, withTags: boolean) =>
    [body, parts.cta, withTags ? tags : "", item.url].filter(Boolean).join("\n\n");
  const fixed = (withTags: boolean) => xLength([parts.cta, withTags ? tags : ""].filter(Boolean).join("\n\n")) + linkCost;
  for (const withTags of [true, false]) {
    const room = X_MAX_CHARS - fixed(withTags) - (lead ? 2 : 0);
    // Keep the tags only when at least a few words of the body still fit beside them.
    if (lead && room >= Math.min(40, xLength(lead))) return join(cutTo(lead, room), withTags);
    if (!lead && room >= -2) return join("", withTags);
  }
  // A call to action longer than the tweet itself: send it alone with the link.
  return join("", false);
}

/** The text a person pastes when a network cannot take it through the URL. */
export function fullText(item: ShareItem): string {
  return [item.content, hashtags(item.tags), item.url].filter(Boolean).join("\n\n");
}

export function shareUrl(network: ShareNetwork, item: ShareItem, origin: string): string {
  const q = encodeURIComponent;
  if (network === "twitter") return `https://twitter.com/intent/tweet?text=${q(tweetText(item))}`;
  if (network === "facebook") {
    return `https://www.facebook.com/sharer/sharer.php?u=${q(item.url ?? origin)}&quote=${q(truncate(item.content, 500))}`;
  }
  if (item.url) {
    return `https://www.linkedin.com/sharing/share-offsite/?url=${q(item.url)}&summary=${q(truncate(item.content, 250))}`;
  }
  // No link to share: LinkedIn's feed composer takes the text itself.
  return `https://www.linkedin.com/feed/?shareActive=true&text=${q(fullText(item))}`;
}

/** window.open features for a popup of the network's size, centred on the current window. */
export function popupFeatures(network: ShareNetwork, win: Pick<Window, "screenX" | "screenY" | "outerWidth" | "outerHeight">) {
  const { width, height } = POPUP_SIZES[network];
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/** Opens a same-gesture window without giving it a handle on this page. */
function openDetached(url: string, name: string, features?: string): Window | null {
  const opened = window.open(url, name, features);
  if (opened) opened.opener = null;
  return opened;
}

/**
 * The popup-blocked path (part 1 §8): copy the text, say so, and open the network's own page in
 * a new tab where it can be pasted.
 */
export function sharePopupBlocked(network: ShareNetwork, item: ShareItem): void {
  const name = NETWORK_NAMES[network];
  void copyText(fullText(item)).then((how) => {
    toast({
      title: `Popup Blocked - Opening ${name}`,
      description: how
        ? `Your post was copied to the clipboard. Paste it into ${name} to share.`
        : `Copy your post from this page and paste it into ${name} to share.`,
      duration: COPY_TOAST_MS,
    });
  });
  openDetached(NETWORK_HOMES[network], "_blank");
}

/**
 * Opens the share popup for `network`, or the blocked path. Call it inside the click handler: a
 * popup opened later is blocked. Answers whether the popup opened.
 */
export function openSharePopup(network: ShareNetwork, item: ShareItem, target?: Window | null): boolean {
  const url = shareUrl(network, item, window.location.origin);
  // Facebook ignores prefilled text: the post goes to the clipboard (before the popup takes focus).
  if (network === "facebook") void copyText(fullText(item));
  let popup = target ?? null;
  if (popup && !popup.closed) popup.location.href = url;
  else popup = openDetached(url, `share-${network}`, popupFeatures(network, window));
  if (!popup || popup.closed) {
    sharePopupBlocked(network, item);
    return false;
  }
  toast({
    title: `Opening ${NETWORK_NAMES[network]}`,
    description:
      network === "facebook"
        ? "Your post was copied too: paste it into Facebook if it is not filled in."
        : `Finish your post in the ${NETWORK_NAMES[network]} window.`,
    duration: OPENED_TOAST_MS,
  });
  return true;
}
