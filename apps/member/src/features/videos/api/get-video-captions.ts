import type { ComposeSource } from "@realty/contracts/social";
import useSWR from "swr";

/**
 * The video's posting caption, personalized for the member: the same answer that prefills the hub's
 * composer, so sharing and posting say the same thing (never the agent-facing description).
 */
export function useVideoCaption(videoId: number): { caption: string | undefined; failed: boolean } {
  const { data, error } = useSWR<ComposeSource>(`/api/social/compose-source?kind=video&id=${videoId}`);
  return { caption: data?.versions[0]?.content, failed: Boolean(error) };
}
