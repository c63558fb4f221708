// Which Lucide icon a line's topic calls for: a topic word in the line picks the icon, the first
// match in this list wins. Plain text rules, no drawing, so the timeline can use them anywhere.

const TOPICS: readonly [RegExp, string][] = [
  [/\b(rate|rates|lock|float)\b/i, "percent"],
  [/\b(tax|taxes|deduct\w*|irs|1098)\b/i, "receipt"],
  [/\b(lender|loan|mortgage|pre-approv\w*|credit)\b/i, "landmark"],
  [/\b(inspect\w*|repair\w*|roof|contractor|permits?)\b/i, "hammer"],
  [/\b(photos?|staging|stage)\b/i, "camera"],
  [/\b(equity|wealth|savings?|save)\b/i, "piggy-bank"],
  [/\b(price|prices|value|worth|appraisal)\b/i, "tag"],
  [/\b(season\w*|spring|summer|winter|fall|calendar|month|year|week)\b/i, "calendar"],
  [/\b(offer|offers|negotiat\w*|seller|sellers|buyer|buyers)\b/i, "handshake"],
  [/\b(listing|listings|inventory|supply)\b/i, "house-plus"],
  [/\b(trend|headline\w*|signal\w*|data|report|numbers?)\b/i, "chart-line"],
  [/\b(move|moving|relocat\w*|commute)\b/i, "truck"],
  [/\b(work|job|office|income)\b/i, "briefcase"],
  [/\b(attorney|agreement|contract|title|deed)\b/i, "file-pen-line"],
  [/\b(plan|step|checklist|records?|folder)\b/i, "clipboard-check"],
  [/\b(time|wait\w*|timing|deadline)\b/i, "clock"],
  [/\b(home|house|room|rooms|neighborhood)\b/i, "house"],
];

/** The Lucide icon for a beat's topic, or null when no topic word appears. */
export function iconFor(text: string): string | null {
  return TOPICS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}
