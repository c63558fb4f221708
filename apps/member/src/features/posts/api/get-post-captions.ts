// GET /api/posts/:id/captions: the post's caption per network in the member's words.
import { apiRequest } from "../../../lib/api-client.ts";

export const CAPTION_NETWORKS = [
  { key: "instagram", label: "Instagram" },
  { key: "facebook", label: "Facebook" },
  { key: "linkedin", label: "LinkedIn" },
  { key: "x", label: "X" },
] as const;
export type CaptionNetwork = (typeof CAPTION_NETWORKS)[number]["key"];

export interface PostCaptions {
  captions: Record<CaptionNetwork, string>;
  personalizedFor: { location: string | null; specialty: string | null; personality: string | null };
  personalized: boolean;
  /** The fair-housing linter's word on these captions: a message when the member should know why or fix something. */
  fairHousing: { flags: { phrase: string; suggestion: string }[]; message: string | null };
}

export function getPostCaptions(id: number): Promise<PostCaptions> {
  return apiRequest<PostCaptions>("GET", `/api/posts/${id}/captions`);
}
