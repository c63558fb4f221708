// Which scene a line becomes, read from its words.
import { describe, expect, it } from "vitest";
import { beatLook, findFigure } from "./beat-look.ts";

describe("beatLook", () => {
  it("counts up to money, percentages, grouped numbers and counts with a unit, never to a bare year", () => {
    expect(findFigure("Example: $420,000 contract, $400,000 appraisal.")).toMatchObject({
      prefix: "$",
      value: 420000,
      suffix: "",
    });
    expect(findFigure("FHA loans start at 3.5% down.")).toMatchObject({ value: 3.5, decimals: 1, suffix: "%" });
    expect(findFigure("Sales fell from 6.12 million in 2021.")).toMatchObject({ value: 6.12, suffix: " million" });
    expect(findFigure("Budget roughly 2% to 5% of the price.")).toMatchObject({ value: 2, suffix: "%", rangeEnd: "5%" });
    expect(findFigure("Roughly 4 to 6 months: closer to balanced.")).toMatchObject({
      value: 4,
      suffix: "",
      rangeEnd: "6 months",
    });
    expect(findFigure("In 2021, buyers rushed in.")).toBeNull();
    expect(findFigure("Step one: pull your credit reports.")).toBeNull();
  });

  it("builds a list from 'Heading: a, b and c', a comparison from two short sentences, an icon from a topic", () => {
    expect(beatLook("Lender fees: origination, underwriting and any points you buy.")).toEqual({
      type: "list",
      heading: "Lender fees",
      items: ["origination", "underwriting", "any points you buy"],
    });
    expect(beatLook("Supply: homes for sale. Demand: buyers ready and able to buy.")).toEqual({
      type: "compare",
      left: "Supply: homes for sale.",
      right: "Demand: buyers ready and able to buy.",
    });
    expect(beatLook("Compare the inspection findings first.")).toEqual({ type: "icon", icon: "hammer" });
    expect(beatLook("Ask what applies to you.")).toEqual({ type: "kinetic" });
  });
});
