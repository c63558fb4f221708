import { describe, expect, it } from "vitest";
import { leadMagnetFileName } from "./lead-magnet-download.ts";

describe("the lead-magnet file name", () => {
  it.each([
    ["Jane Doe", "moving-checklist-jane-doe.pdf"],
    ["Renée O'Brien-Núñez", "moving-checklist-renee-o-brien-nunez.pdf"],
    ['Evil "; filename=x.exe', "moving-checklist-evil-filename-x-exe.pdf"],
    ["王小明", "moving-checklist.pdf"],
  ])("names %j's sheet %s: ASCII, safe inside a quoted header value", (name, file) => {
    expect(leadMagnetFileName("moving-checklist", name)).toBe(file);
  });

  it("keeps long names to 40 characters", () => {
    expect(leadMagnetFileName("moving-checklist", "a".repeat(100))).toBe(`moving-checklist-${"a".repeat(40)}.pdf`);
  });
});
