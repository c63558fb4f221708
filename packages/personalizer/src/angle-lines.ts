// Which of the specialty's hand-written lines a script gets: the lines written for the script's own
// topic when there are some, else the lines for its topic family (a script an admin added has no
// topic). Never a neighbouring family's: a line about pricing does not belong in a script about
// comparing offers.
import type { SpecialtyOption } from "@realty/contracts/customize-options";
import { SPECIALTY_ANGLES } from "./specialty-angles.ts";
import { SPECIALTY_ANGLES_ES } from "./specialty-angles-es.ts";
import { TOPIC_ANGLES } from "./topic-angles.ts";
import { TOPIC_ANGLES_ES } from "./topic-angles-es.ts";
import type { TopicFamily } from "./topic-family.ts";

function lookup<T>(record: Partial<Record<string, T>>, key: string | null | undefined): T | undefined {
  return typeof key === "string" && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The two lines a specialty adds to a script, in the script's language; none without a specialty. */
export function angleLines(input: {
  specialty: SpecialtyOption | undefined;
  topic: string | null | undefined;
  family: TopicFamily;
  es: boolean;
}): readonly string[] {
  const { specialty, topic, family, es } = input;
  if (!specialty) return [];
  if (es) {
    const byTopic = lookup<readonly string[]>(TOPIC_ANGLES_ES[specialty], topic);
    if (byTopic) return byTopic;
    // The Spanish family lines have no investing set: an investing script reads as a market one.
    return SPECIALTY_ANGLES_ES[specialty][family === "investing" ? "market" : family];
  }
  return lookup<readonly string[]>(TOPIC_ANGLES[specialty], topic) ?? SPECIALTY_ANGLES[specialty][family];
}

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);

/**
 * The lines in the order they suit this script: the one sharing more of its words first, so a long
 * script that has room for one line gets the closer one ("offers" for a script about offers).
 */
export function closestFirst(lines: readonly string[], content: string): string[] {
  const script = wordsOf(content);
  const shared = (line: string) => [...wordsOf(line)].filter((w) => script.has(w)).length;
  return [...lines].sort((a, b) => shared(b) - shared(a));
}

/** Every line any specialty could add, for the checks that a version holds none of another topic's. */
export function allAngleLines(es: boolean): string[] {
  const topicLines = Object.values(es ? TOPIC_ANGLES_ES : TOPIC_ANGLES).flatMap((topics) =>
    Object.values(topics).flatMap((lines) => lines ?? []),
  );
  const familyLines = Object.values(es ? SPECIALTY_ANGLES_ES : SPECIALTY_ANGLES).flatMap((families) =>
    Object.values(families).flat(),
  );
  return [...topicLines, ...familyLines];
}
