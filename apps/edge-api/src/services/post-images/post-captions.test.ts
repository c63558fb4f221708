// Post captions in the member's words, checked by the same guard as scripts.
import { readFileSync } from "node:fs";
import { EMPTY_MARKET_FIGURES } from "@realty/media/post-images/market-fields";
import { describe, expect, it } from "vitest";
import { checkOutput } from "../ai/guard/check-output.ts";
import { postCaptions, splitTags } from "./post-captions.ts";

interface LibraryPost {
  title: string;
  content: string;
  category: string;
}
const POSTS = JSON.parse(
  readFileSync(new URL("../../../../../content/posts/posts.json", import.meta.url), "utf8"),
) as LibraryPost[];
const AGENT = { location: "Austin, TX", specialty: "First Time Home Buyers", personality: "Caring & Supportive" };
const NOBODY = { location: null, specialty: null, personality: null };
const FIGURES = {
  ...EMPTY_MARKET_FIGURES,
  area: "Austin, TX",
  month: "2026-11",
  medianPrice: 425000,
  daysOnMarket: 21,
  monthsOfSupply: 2.4,
  newListings: 1312,
  source: "Austin Board of Realtors MLS",
  priorMonthMedianPrice: 418000,
};

function post(title: string): LibraryPost {
  const found = POSTS.find((p) => p.title === title);
  if (!found) throw new Error(`no post ${title}`);
  return found;
}

describe("post captions", () => {
  it("name the agent's city instead of 'our market', add their tags and sign-off, on all four networks", () => {
    const { captions, personalized } = postCaptions(post("Home Buying Tips"), AGENT, null);
    expect(personalized).toBe(true);
    expect(Object.keys(captions).sort()).toEqual(["facebook", "instagram", "linkedin", "x"]);
    expect(captions.facebook).toContain("the Austin market");
    expect(captions.facebook).not.toMatch(/our market/i);
    expect(captions.instagram).toContain("#Austin");
    expect(captions.instagram).toContain("#FirstTimeHomeBuyer");
    expect(captions.facebook).toContain(
      "I'm your first-time buyer specialist in Austin, and I'm in your corner every step of the way.",
    );
    expect(captions.x).toBe(
      "Thinking about buying a home this year? Start here: 1. Get pre-approved before you tour, so you know your real budget. Which step are you on right now? Comment below and I'll send you my free buyer checklist. #Austin",
    );
    // Every step of the post survives, in order.
    for (const step of ["1. Get pre-approved", "2. Separate", "3. Budget", "4. Keep your credit", "5. Work with"]) {
      expect(captions.instagram).toContain(step);
    }
  });

  it("keep every fact of every library post, on every network, by the scripts' guard", () => {
    for (const p of POSTS) {
      const { captions } = postCaptions(p, AGENT, FIGURES);
      const { body } = splitTags(p.content);
      const text = captions.facebook
        .split("\n\n")
        .filter((para) => !para.trim().startsWith("#"))
        .join("\n\n");
      const problems = checkOutput({
        original: body,
        output: text,
        placeWords: ["Austin"],
        allowedFigures: ["425,000", "418,000"],
      });
      expect(
        problems.filter((x) => x.kind === "dropped"),
        p.title,
      ).toEqual([]);
    }
  });

  it("state the member's market figures on a market post, and none while one is blank", () => {
    const market = post("Monthly Market Snapshot");
    const { captions } = postCaptions(market, AGENT, FIGURES);
    expect(captions.facebook).toContain(
      "Austin, TX in Nov 2026: median price $425,000 (up 1.7% from last month), 21 days on market, 2.4 months of supply, 1,312 new listings. Source: Austin Board of Realtors MLS.",
    );
    const blank = postCaptions(market, AGENT, { ...FIGURES, newListings: null });
    expect(blank.captions.facebook).not.toContain("median price $");
  });

  it("name a city of more than one word on every network, its hashtag included", () => {
    // A short closing line: the city's hashtag after it is most of what X's caption adds to it.
    const short = {
      title: "Buy Smart",
      content: "Buying in our market?\nGet pre-approved first.\nComment below.\n#HomeBuying",
      category: "Buyer Education",
    };
    const { captions, personalized } = postCaptions(short, { ...NOBODY, location: "Round Rock, TX" }, null);
    expect(personalized).toBe(true);
    expect(captions.facebook).toContain("the Round Rock market");
    expect(captions.x).toBe("Buying in the Round Rock market? Comment below. #RoundRock");
  });

  it("stay the post as written when the member has set nothing", () => {
    const p = post("Home Buying Tips");
    const { captions } = postCaptions(p, NOBODY, null);
    expect(captions.facebook).toContain("our market");
    expect(captions.facebook).toContain(splitTags(p.content).body.split("\n")[0]);
  });
});

describe("post captions and fair housing", () => {
  it("never pass on a flagged phrase the personalization brought: the post's own words are used, and the member is told why", () => {
    // A real county whose name the linter reads as a religious preference in an ad.
    const member = { ...AGENT, location: "Christian County, KY" };
    const result = postCaptions(post("Home Buying Tips"), member, null);
    expect(result.personalized).toBe(false);
    for (const caption of Object.values(result.captions)) expect(caption).not.toMatch(/christian/i);
    expect(result.fairHousing.flags).toEqual([]);
    expect(result.fairHousing.message).toMatch(
      /^Your personalized captions said “Christian”, which fair-housing rules advise against/,
    );
  });

  it("flag a caption whose own words break the rule, with the phrase and a rewrite", () => {
    const flagged = {
      title: "A Yard to Grow Into",
      content:
        "This three-bedroom home is perfect for young families, with a fenced yard and a park at the end of the street.\nWant a tour this weekend? Message me.\n#JustListed",
      category: "Listing Spotlight",
    };
    const { fairHousing } = postCaptions(flagged, NOBODY, null);
    expect(fairHousing.flags.map((f) => f.phrase.toLowerCase())).toContain("perfect for young families");
    expect(fairHousing.message).toMatch(
      /^Check before posting: “perfect for young families” may break fair-housing advertising rules\. Describe the home instead/,
    );
  });

  it("leave no flag in any library post's captions, personalized or not", () => {
    for (const p of POSTS) {
      for (const member of [AGENT, NOBODY]) {
        const { fairHousing } = postCaptions(p, member, FIGURES);
        expect(fairHousing, p.title).toEqual({ flags: [], message: null });
      }
    }
  });
});
