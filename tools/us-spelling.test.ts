// Member-facing text is US English throughout: the member app, share pages, e-mails and lead magnets.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { britishWords, findBritishSpellings, shownText } from "./us-spelling.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

describe("US spelling", () => {
  it("reads the text people see and skips code and comments", () => {
    const sample = [
      "// recognise the colour of a comment",
      'const licence = label("Licence number");',
      "<p aria-labelledby={id}>Your favourite centre</p>",
    ].join("\n");
    const words = shownText(sample).flatMap((t) => britishWords(t).map((w) => w.word));
    expect(words).toEqual(["Licence", "favourite", "centre"]);
  });

  it("finds no British spelling in member-facing text", () => {
    const hits = findBritishSpellings(ROOT).map((h) => `${h.file}: "${h.word}" should be "${h.us}" in "${h.text}"`);
    expect(hits).toEqual([]);
  });
});
