import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SPECIALTY_OPTIONS, TONE_OPTIONS } from "@realty/contracts/customize-options";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { builtinPersonalizer, personalizeScript, swapPlaces } from "./builtin-personalizer.ts";

interface LibraryScript {
  title: string;
  hook: string;
  body: string;
  cta: string;
}

const CONTENT = join(import.meta.dirname, "../../../../../content/scripts");
const library: LibraryScript[] = ["buyer", "seller", "market", "local"].flatMap(
  (file) => JSON.parse(readFileSync(join(CONTENT, `${file}.json`), "utf8")) as LibraryScript[],
);
const stored = (s: LibraryScript) => `${s.hook}\n\n${s.body}\n\n${s.cta}`;
const normalized = (text: string) => text.trim().replace(/\s+/g, " ");

const script = fc.constantFrom(...library);
const location = fc.oneof(
  fc.constantFrom("Austin, TX", "Boise", "St. Petersburg", "Coeur d'Alene", "São Paulo", "the North Shore"),
  fc.string({ minLength: 1, maxLength: 120 }).filter((s) => s.trim().length > 0),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const specialty = maybe(fc.oneof(fc.constantFrom(...SPECIALTY_OPTIONS), fc.string({ maxLength: 40 })));
const tone = maybe(fc.oneof(fc.constantFrom(...TONE_OPTIONS), fc.string({ maxLength: 40 })));

describe("built-in personalizer (properties over the whole library)", () => {
  it("always contains the location the agent typed", () => {
    fc.assert(
      fc.property(script, location, specialty, tone, (s, place, spec, personality) => {
        const out = personalizeScript({ title: s.title, content: stored(s), location: place, specialty: spec, personality });
        expect(out).toContain(normalized(place));
      }),
      { numRuns: 400 },
    );
  });

  it("keeps the hook first and the call to action in the last paragraph", () => {
    fc.assert(
      fc.property(script, maybe(location), specialty, tone, (s, place, spec, personality) => {
        const out = personalizeScript({ title: s.title, content: stored(s), location: place, specialty: spec, personality });
        const paragraphs = out.split("\n\n");
        const where = normalized(place ?? "");
        expect(paragraphs[0]).toBe(swapPlaces(s.hook, where));
        expect(paragraphs.at(-1)).toContain(swapPlaces(s.cta, where));
        expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      }),
      { numRuns: 300 },
    );
  });

  it("never returns an empty script, whatever the inputs", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 80 }).filter((t) => t.trim().length > 0),
        fc.array(fc.string({ maxLength: 200 }), { maxLength: 4 }),
        maybe(fc.string({ maxLength: 120 })),
        specialty,
        tone,
        (title, paragraphs, place, spec, personality) => {
          const out = personalizeScript({
            title,
            content: paragraphs.join("\n\n"),
            location: place,
            specialty: spec,
            personality,
          });
          expect(out.trim().length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("adds no digits: numbers, prices and rates come only from the original script", () => {
    fc.assert(
      fc.property(
        script,
        fc.constantFrom("Austin", "Boise"),
        maybe(fc.constantFrom(...SPECIALTY_OPTIONS)),
        maybe(fc.constantFrom(...TONE_OPTIONS)),
        (s, place, spec, personality) => {
          const out = personalizeScript({ title: s.title, content: stored(s), location: place, specialty: spec, personality });
          const digits = (text: string) => (text.match(/\d+(?:[.,]\d+)?%?/g) ?? []).sort();
          expect(digits(out)).toEqual(digits(stored(s)));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("built-in personalizer (examples)", () => {
  const sample = {
    title: "Visit the Neighborhood Three Times",
    content:
      "You toured the house once.\n\nHere's the rule I give every buyer in our area: visit three times. Our market moves fast.\n\nDM me 'TOUR' for my checklist.",
  };

  it("swaps the place phrases, keeping a capital at the start of a sentence", () => {
    const out = personalizeScript({ ...sample, location: "Boise" });
    expect(out).toContain("every buyer in Boise: visit three times. The Boise market moves fast.");
    expect(out).not.toMatch(/our area|our market/i);
  });

  it("weaves in specialty and tone with the agent's voice", () => {
    const out = personalizeScript({
      ...sample,
      location: "Boise",
      specialty: "Waterfront Properties",
      personality: "Direct & Honest",
    });
    expect(out).toContain("As an agent who works with waterfront home buyers and sellers in Boise,");
    expect(out).toContain("I'm your waterfront property specialist in Boise, and you'll always get the honest answer from me");
  });

  it("is deterministic and leaves a script untouched when nothing is given", async () => {
    const ai = builtinPersonalizer();
    const a = await ai.personalize({ ...sample, location: "Boise", personality: "Calm & Reassuring" });
    const b = await ai.personalize({ ...sample, location: "Boise", personality: "Calm & Reassuring" });
    expect(a).toEqual(b);
    expect(personalizeScript(sample)).toBe(sample.content);
  });

  it("inserts a place literally, even one with replacement patterns", () => {
    expect(swapPlaces("Homes in our area sell.", "$& and $1")).toBe("Homes in $& and $1 sell.");
  });
});
