import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { lintFairHousing } from "./fair-housing.ts";

function lintKit(kit: { long: string; short: string; beats: string[]; captions: Record<string, string> }) {
  return lintFairHousing([kit.long, kit.short, ...kit.beats, ...Object.values(kit.captions)].join("\n"));
}

// The library's own editorial check (plain JavaScript outside this package, so loaded by URL).
const QUALITY = pathToFileURL(join(import.meta.dirname, "../../../tools/content-checks/quality.mjs")).href;
const { FAIR_HOUSING_PHRASES } = (await import(QUALITY)) as { FAIR_HOUSING_PHRASES: string[] };

describe("fair-housing linter", () => {
  it.each([
    ["This home is perfect for families who love the outdoors.", "perfect for families"],
    ["An exclusive neighborhood minutes from downtown.", "exclusive neighborhood"],
    ["Adults only, no children please.", "no children"],
    ["Walking distance to church and the farmers market.", "Walking distance to church"],
    ["It's a safe neighborhood with quiet streets.", "safe neighborhood"],
    ["The ultimate bachelor pad downtown.", "bachelor pad"],
    ["A huge master bedroom with a walk-in closet.", "master bedroom"],
  ])("flags %j with a suggested rewrite", (text, phrase) => {
    const flags = lintFairHousing(text);
    expect(flags.map((f) => f.phrase)).toContain(phrase);
    for (const flag of flags) expect(flag.suggestion.length).toBeGreaterThan(20);
  });

  it.each([
    ["race and color", "A quiet, predominantly white street near the lake.", "predominantly white"],
    ["race and color", "One of the best Hispanic neighborhoods in town.", "Hispanic neighborhoods"],
    ["national origin", "No immigrants, please, and must speak English.", "No immigrants"],
    ["national origin", "Americans only for this rental.", "Americans only"],
    ["religion", "Steps from the cathedral, in a Jewish community.", "Jewish community"],
    ["religion", "Walking distance to the parish.", "Walking distance to the parish"],
    ["sex", "Perfect for a single woman who wants a low-maintenance condo.", "Perfect for a single woman"],
    ["sex", "Men only in this shared house.", "Men only"],
    ["disability", "Not suitable for wheelchairs; must be able to climb stairs.", "Not suitable for wheelchairs"],
    ["disability", "No mentally ill tenants.", "mentally ill"],
    ["age", "Ideal for young couples starting out.", "Ideal for young couples"],
    ["age", "No students or teenagers.", "No students"],
    ["familial status", "A kid-free building with no toddlers.", "kid-free"],
    ["familial status", "Perfect for newlyweds.", "Perfect for newlyweds"],
  ])("flags %s phrasings: %j", (_class, text, phrase) => {
    expect(lintFairHousing(text).map((f) => f.phrase)).toContain(phrase);
  });

  it.each([
    ["raza y origen", "Un barrio latino con mucho ambiente.", "barrio latino"],
    ["origen nacional", "No se aceptan inmigrantes.", "No se aceptan inmigrantes"],
    ["sexo", "Solo para mujeres.", "Solo para mujeres"],
    ["discapacidad", "No apto para discapacitados.", "No apto para discapacitados"],
    ["edad", "Perfecta para parejas jóvenes.", "Perfecta para parejas jóvenes"],
    ["religión", "En una comunidad católica muy unida.", "comunidad católica"],
    ["estado familiar", "Solo parejas, sin niños.", "sin niños"],
  ])("flags the Spanish %s phrasings: %j", (_class, text, phrase) => {
    expect(lintFairHousing(text).map((f) => f.phrase)).toContain(phrase);
  });

  it("flags every phrase of the library's content check", () => {
    for (const phrase of FAIR_HOUSING_PHRASES) {
      expect(lintFairHousing(`Tour this home: ${phrase}, and more.`), phrase).not.toEqual([]);
    }
  });

  it("leaves a fair description alone and matches whole words only", () => {
    const text =
      "Three bedrooms, a fenced yard and a primary suite, close to parks, shops and transit. Multiethnicity is not a word we use; Christiansen Road is.";
    expect(lintFairHousing(text)).toEqual([]);
  });

  it("reports each phrase once across a whole kit", () => {
    const kit = {
      long: "A safe neighborhood.",
      short: "Safe neighborhood, great yard.",
      beats: ["Safe neighborhood", "Big yard", "DM me"],
      captions: { instagram: "Exclusive community.", facebook: "", linkedin: "", x: "" },
    };
    expect(
      lintKit(kit)
        .map((f) => f.phrase)
        .sort(),
    ).toEqual(["Exclusive community", "safe neighborhood"]);
  });

  it("flags the Spanish steering phrases and leaves a fair Spanish description alone", () => {
    const flagged = lintFairHousing(
      "Casa ideal para familias jóvenes en un barrio seguro, cerca de la iglesia. Solo adultos, no se aceptan niños. Jóvenes profesionales, zona exclusiva, nido vacío.",
    ).map((f) => f.phrase.toLowerCase());
    expect(flagged).toEqual([
      "ideal para familias jóvenes",
      "zona exclusiva",
      "cerca de la iglesia",
      "nido vacío",
      "solo adultos",
      "no se aceptan niños",
      "jóvenes profesionales",
      "barrio seguro",
    ]);
    expect(
      lintFairHousing(
        "Tres recámaras, patio cercado y un parque al final de la calle; cerca de tiendas y transporte. Seguridad del préstamo.",
      ),
    ).toEqual([]);
  });
});
