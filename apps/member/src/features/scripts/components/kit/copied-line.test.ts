import { describe, expect, it } from "vitest";
import { copiedLine } from "./copied-line.ts";

describe("the kit's copy toast", () => {
  it("says a caption was copied, whichever network's caption it was", () => {
    expect(copiedLine("Facebook caption")).toBe("Caption copied to clipboard.");
    expect(copiedLine("X caption")).toBe("Caption copied to clipboard.");
    expect(copiedLine("Instagram / TikTok caption")).toBe("Caption copied to clipboard.");
  });

  it("names the other parts in a sentence that starts with a capital", () => {
    expect(copiedLine("long version")).toBe("Long version copied to clipboard.");
    expect(copiedLine("hashtags")).toBe("Hashtags copied to clipboard.");
  });
});
