import { SPECIALTY_OPTIONS, TONE_OPTIONS } from "@realty/contracts/customize-options";
import { angleLines } from "@realty/personalizer/angle-lines";
import { composeKit } from "@realty/personalizer/compose-kit";
import { NEUTRAL_HOOKS, TONES } from "@realty/personalizer/personalizer-phrases";
import { NEUTRAL_HOOKS_ES, TONES_ES } from "@realty/personalizer/personalizer-phrases-es";
import { sentences, wordCount } from "@realty/personalizer/script-parts";
import { SPECIALTY_ANGLES } from "@realty/personalizer/specialty-angles";
import { SPECIALTY_ANGLES_ES } from "@realty/personalizer/specialty-angles-es";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lintFairHousing } from "../../services/ai/fair-housing.ts";
import { type LibraryScript, libraryScripts, storedContent } from "../../testing/library-scripts.ts";
import { builtinPersonalizer } from "./builtin-personalizer.ts";

const everything = libraryScripts();
/** The English scripts: the built-in engine composes English lines only. */
const library = everything.filter((s) => (s.language ?? "en") === "en");
const spanish = everything.filter((s) => s.language === "es");
const request = (s: LibraryScript) => ({
  title: s.title,
  category: s.category,
  topic: s.topic,
  content: storedContent(s),
  kit: s.kit ?? null,
  sourceLanguage: s.language ?? "en",
});
const count = (text: string, word: string) => text.split(word).length - 1;
const digits = (text: string) => (text.match(/\d+/g) ?? []).filter((d, i, all) => all.indexOf(d) === i).sort();

const script = fc.constantFrom(...library);
const place = fc.constantFrom("Austin, TX", "Boise", "St. Petersburg, FL", "Coeur d'Alene", "Winston-Salem, NC", "São Paulo");
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

describe("built-in personalizer over the whole library", () => {
  it("names the city 1–3 times in each version, never with its state twice", () => {
    fc.assert(
      fc.property(
        script,
        place,
        maybe(fc.constantFrom(...SPECIALTY_OPTIONS)),
        maybe(fc.constantFrom(...TONE_OPTIONS)),
        (s, where, specialty, personality) => {
          const kit = composeKit({ ...request(s), location: where, specialty, personality });
          const [city = where, state] = where.split(", ");
          for (const version of [kit.long, kit.short]) {
            expect(count(version, city)).toBeGreaterThanOrEqual(1);
            expect(count(version, city)).toBeLessThanOrEqual(3);
            // Spoken lines say "Austin", never "Austin, TX".
            if (state) expect(count(version, `${city}, ${state}`)).toBe(0);
          }
          const tag = city.replace(/[^\p{L}]/gu, "").toLowerCase();
          expect(kit.captions.instagram.toLowerCase()).toContain(`#${tag} #${tag}realestate`);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("keeps every kit within its limits and adds no figure the script did not have", () => {
    fc.assert(
      fc.property(
        script,
        maybe(place),
        maybe(fc.constantFrom(...SPECIALTY_OPTIONS)),
        maybe(fc.constantFrom(...TONE_OPTIONS)),
        (s, where, specialty, personality) => {
          const kit = composeKit({ ...request(s), location: where, specialty, personality });
          expect(wordCount(kit.short)).toBeLessThanOrEqual(80);
          expect(wordCount(sentences(kit.short.split("\n\n")[0] ?? "")[0] ?? "")).toBeLessThanOrEqual(8);
          // The script whole, plus a lead-in, one or two specialty lines and a sign-off.
          expect(wordCount(kit.long)).toBeLessThanOrEqual(330);
          expect(kit.beats.length).toBeGreaterThanOrEqual(3);
          expect(kit.beats.length).toBeLessThanOrEqual(6);
          // Room for the link the share adds: 280 with it.
          expect(kit.captions.x.length).toBeLessThanOrEqual(256);
          const all = [kit.long, kit.short, ...kit.beats, ...Object.values(kit.captions)].join(" ").replace(/#\S+/g, "");
          const source = `${s.title} ${request(s).content} ${JSON.stringify(s.kit ?? "")}`;
          for (const d of digits(all)) expect(digits(source)).toContain(d);
          expect(kit.long.split("\n\n").length).toBeGreaterThanOrEqual(3);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps the call to action in a derived X caption", () => {
    for (const s of library.filter((script) => !script.kit).slice(0, 60)) {
      const kit = composeKit({ ...request(s), location: "Austin", specialty: "Luxury Homes" });
      const keyword = /\b[A-Z]{2,}(?: [A-Z]{2,})*\b/.exec(s.cta)?.[0];
      if (keyword) expect(kit.captions.x).toContain(keyword);
    }
  });
});

describe("built-in personalizer with the library's hand-written kits", () => {
  const withKit = library.filter((s) => s.kit);

  it("personalizes the authored short cut and captions rather than deriving new ones", () => {
    expect(withKit.length).toBeGreaterThan(0);
    for (const s of withKit) {
      const authored = s.kit;
      if (!authored) continue;
      const kit = composeKit({
        ...request(s),
        location: "Boise, ID",
        specialty: "Rural Properties",
        personality: "Calm & Reassuring",
      });
      expect(kit.short.split("\n\n")[0]).toContain(authored.short.hook);
      expect(kit.short).toContain(sentences(authored.short.body)[0] ?? "");
      expect(kit.captions.instagram).toContain("#Boise #BoiseRealEstate");
      expect(kit.captions.facebook).toContain("I'm your rural property specialist in Boise.");
      if (authored.beats.length < 6) expect(kit.beats[1]).toMatch(/^For .+ in Boise$/);
      expect(kit.captions.x.startsWith(authored.captions.x.slice(0, 30))).toBe(true);
      for (const beat of authored.beats) expect(kit.beats).toContain(beat);
    }
  });
});

describe("built-in personalizer on the Spanish scripts", () => {
  const kitFor = (s: LibraryScript, specialty: (typeof SPECIALTY_OPTIONS)[number], personality = "Direct & Honest") =>
    composeKit({ ...request(s), location: "Austin, TX", specialty, personality, language: "es" });

  it("has Spanish scripts to work on", () => {
    expect(spanish.length).toBeGreaterThanOrEqual(20);
  });

  it("writes Spanish around the script, names the city 1-3 times, passes the linter, keeps X within 256", () => {
    for (const s of spanish) {
      for (const specialty of SPECIALTY_OPTIONS) {
        for (const tone of TONE_OPTIONS) {
          const kit = kitFor(s, specialty, tone);
          for (const text of [kit.long, kit.short]) {
            expect(count(text, "Austin")).toBeGreaterThanOrEqual(1);
            expect(count(text, "Austin")).toBeLessThanOrEqual(3);
            expect(text).not.toContain("Austin, TX");
            expect(text).not.toMatch(/\b(?:I'm|specialist|your agent|For )\b/);
          }
          expect(kit.long).toContain(`en Austin`);
          expect(lintFairHousing([kit.long, kit.short, ...kit.beats, ...Object.values(kit.captions)].join("\n"))).toEqual([]);
          expect(kit.captions.x.length).toBeLessThanOrEqual(256);
          expect(kit.captions.instagram).toContain("#Austin #BienesRaicesAustin");
          expect(digits(kit.long)).toEqual(digits(request(s).content));
        }
      }
    }
  });

  it("opens with a Spanish lead-in for the tone and signs off as the specialist in the city", () => {
    const s = spanish[0];
    if (!s) throw new Error("no Spanish script");
    const kit = kitFor(s, "First Time Home Buyers", "Direct & Honest");
    const paragraphs = kit.long.split("\n\n");
    const [hook = ""] = paragraphs;
    const cta = paragraphs.at(-1) ?? "";
    expect(hook).toMatch(/^(Al grano, para|Sin rodeos para) quienes van a comprar su primera casa en Austin/);
    expect(cta).toContain("Soy tu especialista en compradores de primera vivienda en Austin, y conmigo siempre tendrás");
    expect(kit.captions.facebook).toContain("Soy tu especialista en compradores de primera vivienda en Austin.");
    expect(kit.long).toContain(s.hook.split(/(?<=[.!?])\s/)[0] ?? "");
  });

  it("a Spanish script without a kit (an admin's) gets a Spanish kit: beats, captions and short cut", () => {
    for (const s of spanish) {
      const kit = composeKit({ ...request(s), kit: null, location: "El Paso, TX", specialty: "Condos & Townhomes" });
      const all = [kit.long, kit.short, ...kit.beats, ...Object.values(kit.captions)].join("\n");
      expect(all).not.toMatch(/\b(?:I'm|specialist|Send me a message|Save this for later|For condo)\b/);
      expect(kit.beats[1]).toMatch(/^Para .+ en El Paso$/);
      expect(kit.captions.instagram).toContain("#ElPaso #BienesRaicesElPaso #Condominios #Townhomes");
      expect(kit.captions.x.length).toBeLessThanOrEqual(256);
      expect(count(kit.short, "El Paso")).toBeGreaterThanOrEqual(1);
      expect(count(kit.short, "El Paso")).toBeLessThanOrEqual(3);
      expect(wordCount(kit.short)).toBeLessThanOrEqual(80);
    }
  });

  it("Spanish copy is real copy: no digits, nothing the linter flags, speakable lengths", () => {
    const lines = [
      ...Object.values(SPECIALTY_ANGLES_ES).flatMap((families) => Object.values(families).flat()),
      ...[...Object.values(TONES_ES).flatMap((t) => [...t.hooks]), ...NEUTRAL_HOOKS_ES].map((hook) =>
        hook("quienes buscan casa", " en Austin"),
      ),
      ...Object.values(TONES_ES).map((t) => t.closing),
    ];
    expect(lines.length).toBeGreaterThan(100);
    for (const line of lines) {
      expect(line).not.toMatch(/\d/);
      expect(lintFairHousing(line)).toEqual([]);
      expect(wordCount(line)).toBeLessThanOrEqual(32);
    }
  });
});

describe("built-in personalizer (examples)", () => {
  const sample = {
    title: "Visit the Neighborhood Three Times",
    category: "buyer",
    topic: "buyer-process",
    content:
      "You toured the house once, and that's not enough.\n\nHere's the rule I give every buyer in our area: visit three times. Go once on a weekday morning. Go once on a Friday night. Go once when it rains. Our market moves fast, but a second look is worth it.\n\nDM me 'TOUR' for my checklist.",
  };

  it("composes a hook lead-in for the tone, the specialty's angle lines and a sign-off with the city", () => {
    const kit = composeKit({
      ...sample,
      location: "Boise, ID",
      specialty: "Waterfront Properties",
      personality: "Direct & Honest",
    });
    const [hook, body, angles, cta] = kit.long.split("\n\n");
    expect(hook).toMatch(
      /^(Straight talk for waterfront buyers in Boise\.|No fluff for waterfront buyers in Boise, just the facts\.)/,
    );
    // The body as written, the city in place of "our area" and "our market" once.
    expect(body).toBe(
      "Here's the rule I give every buyer in our area: visit three times. Go once on a weekday morning. Go once on a Friday night. Go once when it rains. The Boise market moves fast, but a second look is worth it.",
    );
    const lines = angleLines({ specialty: "Waterfront Properties", topic: "buyer-process", family: "buying", es: false });
    expect(angles).toBe(lines.join(" "));
    expect(cta).toContain("I'm your waterfront property specialist in Boise, and you'll always get the honest answer from me");
    expect(kit.long).not.toContain("Boise, ID");
    expect(kit.beats).toContain("For waterfront buyers in Boise");
    expect(kit.beats.at(-1)).toBe("DM me TOUR");
  });

  it("with nothing filled in, the long version is the original script", async () => {
    const kit = composeKit(sample);
    expect(kit.long).toBe(sample.content);
    const ai = builtinPersonalizer();
    expect(await ai.personalize(sample)).toEqual(await ai.personalize(sample));
  });

  it("is written as real copy: no digits and nothing the fair-housing linter flags", () => {
    const lines = [
      ...Object.values(SPECIALTY_ANGLES).flatMap((families) => Object.values(families).flat()),
      ...[...Object.values(TONES).flatMap((t) => [...t.hooks]), ...NEUTRAL_HOOKS].map((hook) =>
        hook("home buyers", " in Austin"),
      ),
      ...Object.values(TONES).map((t) => t.closing),
    ];
    expect(lines.length).toBeGreaterThan(120);
    for (const line of lines) {
      expect(line).not.toMatch(/\d/);
      expect(lintFairHousing(line)).toEqual([]);
      expect(wordCount(line)).toBeLessThanOrEqual(32);
    }
  });
});
