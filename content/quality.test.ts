// The library's checks (quality.mjs) must be able to fail: each rule catches a script written to
// break it, on a fixture that passes every rule, so these tests hold whatever the library says.
import { scriptKit } from "@realty/library/script-kit";
import { describe, expect, it } from "vitest";
import { SCRIPT_KIT_FIXTURE } from "../apps/edge-api/src/testing/script-kit-fixture.ts";
import {
  duplicatesBy,
  FAIR_HOUSING_PHRASES,
  MAX_OVERLAP,
  MIN_WORDS,
  nearDuplicates,
  promisesDownload,
  scriptProblems,
  wordCount,
  wordOverlap,
} from "../tools/content-checks/quality.mjs";

/** The kit every rule's fixture script carries: the one API tests use too. */
const KIT = SCRIPT_KIT_FIXTURE;

const BASE = {
  slug: "fixture-low-down",
  title: "Fixture: 20% Down Myth",
  category: "buyer",
  topicKey: "low-down-payment-myth",
  hook: "If you're waiting until you've saved 20% down, you might be waiting years longer than you need to.",
  body:
    "Let's bust this one. Twenty percent down is not a requirement. It's the number where you avoid mortgage insurance on a conventional loan, and that's it. " +
    "FHA loans allow as little as 3.5% down with qualifying credit. Some conventional programs start at 3% down for eligible buyers. " +
    "VA loans can mean zero down for eligible veterans and service members, and USDA loans can too in eligible areas. " +
    "A smaller down payment usually means mortgage insurance and a larger monthly payment, so it's a trade-off, not a free lunch. " +
    "The real question is what monthly payment you're comfortable with and how much cash you want left after closing. " +
    "A good lender can run side-by-side numbers for a few down payment amounts so you can see the difference in black and white.",
  cta: "Comment LOW DOWN and I'll connect you with a lender who will run those numbers for you, no pressure.",
  kit: KIT,
};

/** `n` distinct letter-only words, so overlap is exact (quality.mjs compares words of letters). */
function words(prefix: string, n: number): string[] {
  return Array.from(
    { length: n },
    (_, i) => `${prefix}${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`,
  );
}

describe("the library checks", () => {
  it("pass the fixture, whose kit parses with scriptKit", () => {
    expect(scriptKit.safeParse(KIT).success).toBe(true);
    expect(scriptProblems(BASE)).toEqual([]);
  });

  it("catch a short script, a missing hook and a call to action without an action verb", () => {
    const short = { ...BASE, body: "Too short." };
    expect(wordCount(`${short.hook} ${short.body} ${short.cta}`)).toBeLessThan(MIN_WORDS);
    expect(scriptProblems(short).join()).toMatch(/words/);
    expect(scriptProblems({ ...BASE, hook: "" })).toContain("missing hook");
    expect(scriptProblems({ ...BASE, cta: "Thanks for watching." })).toContain("call to action has no action verb");
    expect(scriptProblems({ ...BASE, body: `${BASE.body} ${"more words ".repeat(80)}` }).join()).toMatch(/words/);
  });

  it.each(["perfect for young families", "exclusive neighborhood", "walking distance to church"])("catch %j", (phrase) => {
    expect(FAIR_HOUSING_PHRASES).toContain(phrase);
    expect(scriptProblems({ ...BASE, body: `${BASE.body} This home is ${phrase}.` })).toContain(
      `fair-housing phrase "${phrase}"`,
    );
  });

  it("catch a fair-housing phrase anywhere in the kit, hashtags included", () => {
    const caption = { ...KIT, captions: { ...KIT.captions, facebook: `${KIT.captions.facebook} A safe neighborhood too.` } };
    expect(scriptProblems({ ...BASE, kit: caption })).toContain(
      'fair-housing phrase "safe neighborhood" in kit.captions.facebook',
    );
    const tags = { ...KIT, hashtags: [...KIT.hashtags, "#EmptyNesters"] };
    expect(scriptProblems({ ...BASE, kit: tags })).toContain('fair-housing phrase "empty nesters" in kit.hashtags.5');
  });

  it("catch a missing kit and every kit limit: hook of 9 words, too few beats, an X caption over 256", () => {
    const { kit: _kit, ...noKit } = BASE;
    expect(scriptProblems(noKit).join()).toMatch(/missing kit/);
    const longHook = {
      ...KIT,
      short: { ...KIT.short, hook: "one two three four five six seven eight nine" },
    };
    expect(scriptProblems({ ...BASE, kit: longHook })).toContain("kit.short.hook: at most 8 words");
    expect(scriptProblems({ ...BASE, kit: { ...KIT, beats: KIT.beats.slice(0, 2) } }).join()).toMatch(/^kit\.beats/);
    const noCta = {
      ...KIT,
      captions: { ...KIT.captions, x: "20% down isn't required: FHA 3.5%, some conventional 3%, VA 0% if eligible." },
    };
    expect(scriptProblems({ ...BASE, kit: noCta }).join()).toMatch(/kit\.captions\.x has no call to action/);
    const longX = { ...KIT, captions: { ...KIT.captions, x: "x".repeat(257) } };
    expect(scriptProblems({ ...BASE, kit: longX }).join()).toMatch(/kit\.captions\.x/);
  });

  it("catch a missing or repeated second hook, a missing format or ctaKind, and a ctaKind the call to action does not ask for", () => {
    const { hookB: _b, ...oneHook } = KIT.short;
    expect(scriptProblems({ ...BASE, kit: { ...KIT, short: oneHook } }).join()).toMatch(/kit\.short\.hookB missing/);
    const sameHook = { ...KIT, short: { ...KIT.short, hookB: KIT.short.hook.toUpperCase() } };
    expect(scriptProblems({ ...BASE, kit: sameHook })).toContain("kit.short: hookB must differ from hook");
    const longB = { ...KIT, short: { ...KIT.short, hookB: "one two three four five six seven eight nine" } };
    expect(scriptProblems({ ...BASE, kit: longB })).toContain("kit.short.hookB: at most 8 words");
    const { format: _f, ctaKind: _k, ...unlabelled } = KIT;
    const problems = scriptProblems({ ...BASE, kit: unlabelled }).join();
    expect(problems).toMatch(/kit\.format missing/);
    expect(problems).toMatch(/kit\.ctaKind missing/);
    expect(scriptProblems({ ...BASE, kit: { ...KIT, format: "podcast" } }).join()).toMatch(/^kit\.format/);
    expect(scriptProblems({ ...BASE, kit: { ...KIT, ctaKind: "book-call" } })).toContain(
      'ctaKind "book-call" but the call to action does not ask for it',
    );
  });

  it("catch a caption that does not end with a call to action, and a keyword that changes between versions", () => {
    const informative = {
      ...KIT,
      captions: { ...KIT.captions, linkedin: "Twenty percent down avoids mortgage insurance; it is not a requirement." },
    };
    expect(scriptProblems({ ...BASE, kit: informative })).toContain("kit.captions.linkedin does not end with a call to action");
    // A trailing note to the agent or hashtags do not hide the call to action before them; "3.5%" ends no sentence.
    const noted = {
      ...KIT,
      captions: { ...KIT.captions, facebook: `${KIT.captions.facebook} [verify local programs] #FHALoan` },
    };
    expect(scriptProblems({ ...BASE, kit: noted })).toEqual([]);
    const otherWord = { ...KIT, captions: { ...KIT.captions, x: "20% down isn't required. Comment DOWN for real numbers." } };
    expect(scriptProblems({ ...BASE, kit: otherWord })).toContain(
      'kit.captions.x asks for "DOWN", the call to action for "LOW DOWN"',
    );
    const shortOther = { ...KIT, short: { ...KIT.short, cta: "DM me for a lender's numbers." } };
    expect(scriptProblems({ ...BASE, kit: shortOther })).toContain('kit.short.cta does not ask for the keyword "LOW DOWN"');
  });

  it("hold a format other than the talking head to a timed shot list written for it", () => {
    const timed = [
      { setting: "office" as const, shot: "0-3s: green screen; behind you, a chart of months of supply" },
      { setting: "office" as const, shot: "3-10s: background swaps to the formula" },
      { setting: "office" as const, shot: "Last 4s: plain background, keyword on screen" },
    ];
    expect(scriptProblems({ ...BASE, kit: { ...KIT, format: "green-screen", shots: timed } })).toEqual([]);
    expect(scriptProblems({ ...BASE, kit: { ...KIT, format: "green-screen" } })).toContain(
      'kit.format "green-screen" but 3 shot(s) do not say when ("0-3s: ...")',
    );
    expect(scriptProblems({ ...BASE, kit: { ...KIT, format: "myth-vs-fact", shots: timed } })).toContain(
      'kit.format "myth-vs-fact" but the shot list never shows the MYTH and FACT cards',
    );
  });

  it("catch a yearly figure without its year in the same sentence, and a dollar amount the yearly-values table does not know", () => {
    const gift = "Gift money works, and the annual gift tax exclusion is $19,000 per recipient from each giver.";
    expect(scriptProblems({ ...BASE, body: `${BASE.body} ${gift}` }).join()).toMatch(
      /body gives gift-tax-annual-exclusion without its year 2026/,
    );
    const dated = "As of 2026, the annual gift tax exclusion is $19,000 per recipient from each giver.";
    expect(scriptProblems({ ...BASE, body: `${BASE.body} ${dated}` })).toEqual([]);
    const limit = "This year's conforming loan limit is $832,750 for a single-family home.";
    expect(scriptProblems({ ...BASE, body: `${BASE.body} ${limit}` }).join()).toMatch(
      /body states \$832,750, which is neither in the yearly-values table nor a worked example/,
    );
  });

  it("catch a missing or duplicate topicKey", () => {
    const { topicKey: _key, ...noKey } = BASE;
    expect(scriptProblems(noKey)).toContain("missing topicKey");
    expect(scriptProblems({ ...BASE, topicKey: "Not Kebab" }).join()).toMatch(/kebab-case/);
    const other = { ...BASE, slug: "other" };
    expect(duplicatesBy([BASE, other], (s: { topicKey: string }) => s.topicKey)).toEqual([
      { value: BASE.topicKey, slugs: [BASE.slug, "other"] },
    ]);
  });

  it("catch a promised checklist with no lead magnet, an unknown one and a worksheet promised as a checklist", () => {
    const promising = { ...BASE, cta: "Comment LOW DOWN and I'll send you my printable first-time buyer checklist." };
    expect(promisesDownload(promising)).toBeTruthy();
    expect(scriptProblems(promising).join()).toMatch(/names no leadMagnet/);
    expect(scriptProblems({ ...promising, leadMagnet: "first-time-buyer-checklist" })).toEqual([]);
    expect(scriptProblems({ ...BASE, leadMagnet: "made-up-guide" }).join()).toMatch(/is not one of/);
    expect(scriptProblems({ ...promising, leadMagnet: "rent-vs-buy-worksheet" }).join()).toMatch(/is not a checklist/);
    const inCaption = { ...KIT, captions: { ...KIT.captions, x: "Comment LIST and I'll send you my moving checklist." } };
    expect(scriptProblems({ ...BASE, kit: inCaption }).join()).toMatch(/names no leadMagnet/);
  });

  it("do not read 'list' the verb or 'list price' as a promise", () => {
    expect(promisesDownload({ ...BASE, cta: "Share this with someone who's about to list your home, and call me." })).toBeNull();
    expect(promisesDownload({ ...BASE, cta: "Call me before you get a list price from anyone." })).toBeNull();
  });

  it("hold a listing tour to a fill-in template checked against the listing sheet", () => {
    const tour = {
      ...BASE,
      topic: "listing-showcase",
      body: `${BASE.body} Step into the kitchen with its [kitchen feature].`,
      kit: { ...KIT, compliance: "Check every feature against the listing sheet before you post." },
    };
    expect(scriptProblems(tour)).toEqual([]);
    expect(scriptProblems({ ...tour, body: BASE.body }).join()).toMatch(/\[fill-in\]/);
    expect(scriptProblems({ ...tour, kit: KIT }).join()).toMatch(/listing sheet/);
  });

  it("hold a Spanish script to Spanish calls to action and promises", () => {
    const kit = {
      ...KIT,
      ctaKind: "dm",
      short: { ...KIT.short, cta: "Escríbeme CASA y te conecto con un prestamista." },
      captions: {
        instagram: "El 20% de enganche no es obligatorio para comprar casa. Escríbeme CASA y te conecto con un prestamista.",
        facebook: "¿Esperas juntar el 20%? Hay préstamos con mucho menos de enganche. Escríbeme CASA y te explico las opciones.",
        linkedin:
          "El 20% de enganche evita el seguro hipotecario; no es un requisito. Escríbeme CASA y te conecto con un prestamista.",
        x: "El 20% de enganche no es obligatorio. Escríbeme CASA y te explico las opciones.",
      },
    };
    const es = { ...BASE, language: "es", cta: "Escríbeme CASA y te conecto con un prestamista de confianza.", kit };
    expect(scriptProblems(es)).toEqual([]);
    expect(scriptProblems({ ...es, cta: "Gracias por ver." })).toContain("call to action has no action verb");
    expect(scriptProblems({ ...es, body: `${es.body} Todo el proceso, todos los pasos.` })).toEqual([]);
    expect(scriptProblems({ ...BASE, body: `${BASE.body} TODO: add the rate.` })).toContain("placeholder text");
    const promise = { ...es, cta: "Comenta LISTA y te envío mi lista de documentos para el préstamo." };
    expect(scriptProblems(promise).join()).toMatch(/names no leadMagnet/);
    expect(scriptProblems({ ...es, body: `${es.body} Es un barrio seguro.` })).toContain('fair-housing phrase "barrio seguro"');
    expect(scriptProblems({ ...BASE, language: "fr" }).join()).toMatch(/language/);
  });

  it(`catch two scripts sharing more than ${MAX_OVERLAP * 100}% of their words, and not 25%`, () => {
    const shared = words("w", 50);
    const a = { ...BASE, slug: "a", hook: "", cta: "", body: [...shared, ...words("a", 50)].join(" ") };
    const b = { ...BASE, slug: "b", hook: "", cta: "", body: [...shared, ...words("b", 50)].join(" ") };
    expect(wordOverlap(a.body, b.body)).toBeCloseTo(1 / 3);
    expect(nearDuplicates([a, b])).toHaveLength(1);
    const c = { ...b, body: [...shared.slice(0, 40), ...words("c", 60)].join(" ") };
    const d = { ...a, body: [...shared.slice(0, 40), ...words("d", 60)].join(" ") };
    expect(wordOverlap(c.body, d.body)).toBeCloseTo(0.25);
    expect(nearDuplicates([c, d])).toEqual([]);
  });
});
