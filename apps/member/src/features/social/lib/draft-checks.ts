// What stops a draft before it is sent (the server checks the same again): no text, no network,
// a blank or a length a network refuses, a time that is not HH:MM.
import { HUB_TOASTS, type HubMediaRef, type MediaFacts, networkProblem, type Platform } from "@realty/contracts/social-constants";

export interface DraftFacts {
  content: string;
  media: HubMediaRef | null;
  platforms: Platform[];
  variants: Partial<Record<Platform, string>>;
  date: Date | undefined;
  time: string;
}

/** What the composer knows of the attachment: its kind and a carousel's count (the server checks sizes and shapes again). */
export function mediaFacts(media: HubMediaRef | null): MediaFacts | null {
  if (!media) return null;
  if (media.kind === "video") return { kind: "video" };
  if (media.kind === "carousel") return { kind: "image", items: media.postIds.length };
  if (media.kind === "post-carousel") return { kind: "image", items: media.slides ?? 1 };
  return { kind: "image" };
}

export function draftProblem(d: DraftFacts): { title: string; description: string } | null {
  if (!d.content.trim() && !d.media) return HUB_TOASTS.contentRequired;
  if (d.platforms.length === 0) return HUB_TOASTS.platformRequired;
  const media = mediaFacts(d.media);
  const problem = d.platforms.map((p) => networkProblem(p, d.variants[p] ?? d.content, media)).find(Boolean);
  if (problem) return { title: "Not ready to send", description: problem };
  if (d.date && !/^([01]\d|2[0-3]):[0-5]\d$/.test(d.time)) {
    return { title: "Time Required", description: "Please enter a time such as 09:00" };
  }
  return null;
}

/** The per-network edits of the selected networks only. */
export function chosenVariants(d: DraftFacts): Partial<Record<Platform, string>> {
  return Object.fromEntries(d.platforms.flatMap((p) => (d.variants[p] !== undefined ? [[p, d.variants[p]]] : [])));
}

/** YYYY-MM-DD of the picked calendar day. */
export const dayOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
