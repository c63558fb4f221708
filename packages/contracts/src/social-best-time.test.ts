import { describe, expect, it } from "vitest";
import { BEST_TIME_HINTS, bestTimeLabel } from "./social-best-time.ts";
import { HUB_PLATFORMS } from "./social-constants.ts";

describe("best-time hints", () => {
  it("give every network a hint labelled as that network's own guidance, naming no hour of ours", () => {
    for (const platform of HUB_PLATFORMS) {
      const hint = BEST_TIME_HINTS[platform];
      expect(bestTimeLabel(platform)).toBe(`From ${hint.source}'s guidance`);
      expect(hint.url).toMatch(/^https:\/\//);
      // Advice points to the network's own audience data; a fixed clock time would be an invented figure.
      expect(hint.advice).not.toMatch(/\b\d{1,2}(:\d{2})?\s?(am|pm)\b/i);
    }
    expect(bestTimeLabel("instagram")).toBe("From Instagram's guidance");
  });
});
