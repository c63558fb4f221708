// Topic families: the library's categories and topics (content/scripts) folded into five kinds of
// script an angle line can speak to. A script an admin added has no topic: its words decide.

export const TOPIC_FAMILIES = ["buying", "selling", "market", "investing", "local"] as const;
export type TopicFamily = (typeof TOPIC_FAMILIES)[number];

const BY_TOPIC: Record<string, TopicFamily> = {
  "buyer-process": "buying",
  "first-time-buyers": "buying",
  financing: "buying",
  investors: "investing",
  sellers: "selling",
  pricing: "selling",
  // A listing tour is spoken to the buyers who might tour the home.
  "listing-showcase": "buying",
  "market-update": "market",
  seasonal: "market",
  "neighborhood-guide": "local",
  myths: "local",
  process: "buying",
  "agent-value": "local",
};

const BY_CATEGORY: Record<string, TopicFamily> = { buyer: "buying", seller: "selling", market: "market", local: "local" };

const KEYWORDS: readonly [TopicFamily, RegExp][] = [
  ["investing", /\b(invest(?:or|ors|ing|ment)|rental|cash flow|landlord|tenant)s?\b/gi],
  ["selling", /\b(sell(?:er|ers|ing)?|listing|list your|staging|offer(?:s)? on your)\b/gi],
  ["market", /\b(market|inventory|rates?|prices?|season(?:al)?)\b/gi],
  ["buying", /\b(buy(?:er|ers|ing)?|mortgage|pre-?approv\w*|down payment|closing)\b/gi],
  ["local", /\b(neighborhood|community|commute|local|school)s?\b/gi],
];

/** The family of a script: its topic, else the strongest keyword family, else its category. */
export function topicFamily(script: { category?: string | null; topic?: string | null; content: string }): TopicFamily {
  const byTopic = script.topic && Object.hasOwn(BY_TOPIC, script.topic) ? BY_TOPIC[script.topic] : undefined;
  if (byTopic) return byTopic;
  let best: TopicFamily | undefined;
  let bestCount = 0;
  for (const [family, pattern] of KEYWORDS) {
    const count = script.content.match(pattern)?.length ?? 0;
    if (count > bestCount) {
      best = family;
      bestCount = count;
    }
  }
  if (best && bestCount >= 2) return best;
  const byCategory = script.category && Object.hasOwn(BY_CATEGORY, script.category) ? BY_CATEGORY[script.category] : undefined;
  return byCategory ?? best ?? "buying";
}

/** The family whose lines make the third angle: close enough in subject to read naturally. */
export const NEIGHBOR_FAMILY: Record<TopicFamily, TopicFamily> = {
  buying: "local",
  selling: "market",
  market: "buying",
  investing: "market",
  local: "buying",
};
