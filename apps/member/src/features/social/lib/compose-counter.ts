import { NETWORK_LIMITS, type Platform } from "@realty/contracts/social-constants";

export interface ComposeCounter {
  count: number;
  limit: number;
  over: boolean;
}

/**
 * The compose box's counter: characters against the strictest limit among the chosen networks
 * (X's 280 until one is chosen), so a long post for Facebook alone is not shown as too long.
 */
export function composeCounter(content: string, platforms: readonly Platform[]): ComposeCounter {
  const count = [...content].length;
  const limit =
    platforms.length > 0 ? Math.min(...platforms.map((p) => NETWORK_LIMITS[p].maxChars)) : NETWORK_LIMITS.twitter.maxChars;
  return { count, limit, over: count > limit };
}
