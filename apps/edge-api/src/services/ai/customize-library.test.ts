// The whole library through the built-in engine, as a member in Denver would customize it: every
// script x four specialties x three tones. Personalization adds the agent; it never costs the script
// a sentence, and it never brings in a line written for another topic.
import type { SpecialtyOption, ToneOption } from "@realty/contracts/customize-options";
import { allAngleLines, angleLines } from "@realty/personalizer/angle-lines";
import { composeKitWithLines } from "@realty/personalizer/compose-kit";
import { swapPlaces } from "@realty/personalizer/place";
import { sentences } from "@realty/personalizer/script-parts";
import { topicFamily } from "@realty/personalizer/topic-family";
import { describe, expect, it } from "vitest";
import { type LibraryScript, libraryScripts, storedContent } from "../../testing/library-scripts.ts";
import { guardBuiltinKit } from "./guard/guard-kit.ts";

const library = libraryScripts();
const SPECIALTIES: SpecialtyOption[] = ["Luxury Homes", "First Time Home Buyers", "Investment Properties", "Senior Housing"];
const TONES: ToneOption[] = ["Direct & Honest", "Warm & Personal", "Energetic & Enthusiastic"];
const CITY = "Denver";

const sentencesOf = (text: string) => text.split(/\n\s*\n/).flatMap(sentences);
const count = (text: string, word: string) => text.split(word).length - 1;
/** A sentence ends as a sentence: a stop, maybe inside a closing quote or bracket. */
const ENDS = /[.!?…]["'”’)]*$/;

function customize(s: LibraryScript, specialty: SpecialtyOption, personality: ToneOption) {
  const content = storedContent(s);
  const request = {
    title: s.title,
    category: s.category,
    topic: s.topic,
    content,
    kit: s.kit,
    sourceLanguage: s.language ?? "en",
    location: `${CITY}, CO`,
    specialty,
    personality,
  };
  return { content, ...composeKitWithLines(request) };
}

describe("customizing the whole library with the built-in engine", () => {
  it("has the whole library to work on", () => {
    expect(library.length).toBe(237);
  });

  it("keeps every sentence of every script, in order, changed at most by the city", () => {
    let checked = 0;
    for (const s of library) {
      for (const specialty of SPECIALTIES) {
        for (const tone of TONES) {
          const { content, kit } = customize(s, specialty, tone);
          const out = sentencesOf(kit.long);
          let at = -1;
          for (const original of sentencesOf(content)) {
            const kept = [original, swapPlaces(original, CITY, { left: 1 }), swapPlaces(original, CITY, { left: 2 })];
            const found = out.findIndex((line, index) => index > at && kept.includes(line));
            if (found < 0) throw new Error(`${s.slug} (${specialty}, ${tone}) lost: ${original}`);
            at = found;
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(237 * 12 * 8);
  });

  it("passes the output guard untouched: no fact, figure, step or claim to restore", () => {
    for (const s of library) {
      for (const specialty of SPECIALTIES) {
        for (const tone of TONES) {
          const { content, kit, added } = customize(s, specialty, tone);
          const guarded = guardBuiltinKit({ content, kit: s.kit }, kit, added, {
            placeWords: [CITY],
            allowedFigures: [],
          });
          expect(guarded.findings, `${s.slug} (${specialty}, ${tone})`).toEqual([]);
        }
      }
    }
  });

  it("adds no line written for another topic, no fragment, and names the city 1 to 3 times", () => {
    const foreign = { en: new Set(allAngleLines(false)), es: new Set(allAngleLines(true)) };
    for (const s of library) {
      const es = s.language === "es";
      const family = topicFamily({ category: s.category, topic: s.topic, content: s.body });
      for (const specialty of SPECIALTIES) {
        const own = new Set(angleLines({ specialty, topic: s.topic, family, es }));
        for (const tone of TONES) {
          const { kit, added } = customize(s, specialty, tone);
          const where = `${s.slug} (${specialty}, ${tone})`;
          for (const line of sentencesOf(kit.long)) {
            if ((es ? foreign.es : foreign.en).has(line)) expect(own.has(line), `${where}: ${line}`).toBe(true);
            expect(line, where).toMatch(ENDS);
          }
          for (const line of added.flatMap((a) => sentences(a)).filter((a) => !a.startsWith("#"))) {
            expect(line, where).toMatch(/^[¡¿"]?\p{Lu}/u);
            expect(line.split(/\s+/).length, where).toBeGreaterThanOrEqual(4);
          }
          for (const version of [kit.long, kit.short]) {
            expect(count(version, CITY), where).toBeGreaterThanOrEqual(1);
            expect(count(version, CITY), where).toBeLessThanOrEqual(3);
          }
        }
      }
    }
  });

  it("keeps every hand-written beat and each caption's own text", () => {
    for (const s of library) {
      const { kit } = customize(s, "Luxury Homes", "Direct & Honest");
      for (const beat of s.kit.beats) expect(kit.beats).toContain(beat);
      for (const network of ["instagram", "facebook", "linkedin"] as const) {
        expect(kit.captions[network]).toContain(swapPlaces(s.kit.captions[network], CITY, { left: 1 }));
      }
      expect(kit.captions.x).toContain(swapPlaces(s.kit.captions.x, CITY, { left: 1 }));
      expect(kit.short).toContain(swapPlaces(s.kit.short.body, CITY, { left: 1 }));
    }
  });
});
