import { composeKitWithLines } from "@realty/personalizer/compose-kit";
import { describe, expect, it } from "vitest";
import { libraryScripts, storedContent } from "../../../testing/library-scripts.ts";
import { checkOutput, factList } from "./check-output.ts";
import { repairOutput } from "./repair-output.ts";

const library = libraryScripts(["buyer", "seller"]);
function script(slug: string) {
  const found = library.find((s) => s.slug === slug);
  if (!found) throw new Error(`no script ${slug}`);
  return { ...found, content: storedContent(found) };
}

const weekends = script("seller-three-weekend-prep-plan");
const myth = script("buyer-myth-twenty-percent-down");
const denver = { location: "Denver, CO", specialty: "Luxury Homes", personality: "Direct & Honest" } as const;
const place = { placeWords: ["Denver"] };

/** The built-in engine's own version of a script, and the lines it says it added. */
function composed(s: ReturnType<typeof script>) {
  return composeKitWithLines({ ...s, ...denver });
}

describe("the output guard, on the built-in engine's versions", () => {
  it("passes a version that keeps the script whole", () => {
    for (const s of [weekends, myth]) {
      const { kit, added } = composed(s);
      expect(checkOutput({ original: s.content, output: kit.long, added, ...place })).toEqual([]);
    }
  });

  it("catches a dropped step and puts it back where it stood", () => {
    const { kit, added } = composed(weekends);
    const step = "Weekend one is subtraction.";
    const damaged = kit.long.replace(`${step} `, "");
    const problems = checkOutput({ original: weekends.content, output: damaged, added, ...place });
    expect(problems).toContainEqual(expect.objectContaining({ kind: "dropped", sentence: step }));
    const repaired = repairOutput(damaged, problems);
    expect(repaired).toBe(kit.long);
    expect(checkOutput({ original: weekends.content, output: repaired, added, ...place })).toEqual([]);
  });

  it("catches a dropped claim, the line the script exists to say", () => {
    const { kit, added } = composed(myth);
    const claim = "Twenty percent down is not a requirement.";
    const damaged = kit.long.replace(claim, "");
    const problems = checkOutput({ original: myth.content, output: damaged, added, ...place });
    expect(problems).toContainEqual(expect.objectContaining({ kind: "dropped", sentence: claim }));
    expect(repairOutput(damaged, problems)).toBe(kit.long);
  });

  it("catches a changed percentage and restores the figure as written", () => {
    const { kit, added } = composed(myth);
    const damaged = kit.long.replace("as little as 3.5% down", "as little as 4.5% down");
    const problems = checkOutput({ original: myth.content, output: damaged, added, ...place });
    expect(problems).toContainEqual(expect.objectContaining({ kind: "changed", missing: ["3"] }));
    expect(problems).toContainEqual(expect.objectContaining({ kind: "invented-figure", figure: "4" }));
    expect(repairOutput(damaged, problems)).toBe(kit.long);
  });

  it("catches a line spliced in from another topic and takes it out", () => {
    const { kit, added } = composed(weekends);
    const spliced = "With fewer sales at this level, a single closing can swing the averages.";
    const damaged = kit.long.replace("Weekend two is", `${spliced} Weekend two is`);
    const problems = checkOutput({ original: weekends.content, output: damaged, added, ...place });
    expect(problems).toEqual([{ kind: "spliced", sentence: spliced }]);
    expect(repairOutput(damaged, problems)).toBe(kit.long);
  });

  it("catches a made-up statistic", () => {
    const { kit, added } = composed(weekends);
    const damaged = kit.long.replace("None of this requires", "Homes prepared this way sell 17% faster. None of this requires");
    const problems = checkOutput({ original: weekends.content, output: damaged, added, ...place });
    expect(problems).toContainEqual(expect.objectContaining({ kind: "invented-figure", figure: "17" }));
    expect(repairOutput(damaged, problems)).toBe(kit.long);
  });
});

describe("the output guard, on a rewrite (an AI's answer)", () => {
  const original = myth.content;
  const rewrite = [
    "Straight talk for Denver buyers: you may not need 20% down at all.",
    "Twenty percent down is not a requirement; it only avoids mortgage insurance on a conventional loan. FHA loans allow as little as 3.5% down with qualifying credit. Some conventional loan programs start at 3% down for eligible buyers. VA loans can mean zero down for eligible veterans and service members. USDA loans can also mean zero down for eligible buyers in eligible areas. The real question isn't 'do I have 20%?' but what monthly payment you're comfortable with and how much cash you want left in the bank after closing; sometimes putting less down and keeping a healthy emergency fund is the smarter move.",
    "Comment LOW DOWN and I'll connect you with a lender who will run those side-by-side numbers for you, no pressure.",
  ].join("\n\n");

  it("accepts a rewording that keeps every fact", () => {
    expect(checkOutput({ original, output: rewrite, ...place })).toEqual([]);
  });

  it("catches a dropped program, a changed number, a contradiction and an invented figure", () => {
    const noUsda = rewrite.replace(/ USDA loans[^.]*\./, "");
    expect(checkOutput({ original, output: noUsda, ...place })).toContainEqual(
      expect.objectContaining({ kind: "dropped", sentence: expect.stringContaining("USDA") }),
    );
    const changed = rewrite.replace("3.5%", "5%");
    expect(checkOutput({ original, output: changed, ...place })).toContainEqual(
      expect.objectContaining({ kind: "changed", missing: ["3"] }),
    );
    const contradicted = rewrite.replace("is not a requirement", "is a requirement");
    expect(checkOutput({ original, output: contradicted, ...place })).toContainEqual(
      expect.objectContaining({ kind: "contradicted" }),
    );
    const invented = rewrite.replace("no pressure.", "no pressure. 9 in 10 buyers put down less.");
    expect(checkOutput({ original, output: invented, ...place })).toContainEqual(
      expect.objectContaining({ kind: "invented-figure", figure: "9" }),
    );
  });

  it("lists the facts a model must keep: figures, programs, steps and the claim", () => {
    const facts = factList(original);
    expect(facts).toContain("Twenty percent down is not a requirement.");
    expect(facts).toContain("FHA loans allow as little as 3.5% down with qualifying credit.");
    expect(factList(weekends.content)).toEqual(
      expect.arrayContaining([
        "Weekend one is subtraction.",
        expect.stringMatching(/^Weekend two is fixing/),
        expect.stringMatching(/^Weekend three is/),
      ]),
    );
  });
});
