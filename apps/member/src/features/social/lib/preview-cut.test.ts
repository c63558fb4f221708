import { describe, expect, it } from "vitest";
import { feedText, mediaFrame } from "./preview-cut.ts";

describe("network previews", () => {
  const caption = `Just listed in Maple Grove: ${"a bright three-bedroom with a yard ".repeat(6)}#justlisted`;

  it("cuts the text where each network's feed cuts it", () => {
    const ig = feedText("instagram", caption);
    expect([...ig.shown].length).toBeLessThanOrEqual(128);
    expect(ig.shown.endsWith("...")).toBe(true);
    expect(ig.more).toBe("more");
    expect(feedText("linkedin", caption).more).toBe("...see more");
    expect(feedText("twitter", "Short and sweet")).toEqual({ shown: "Short and sweet", more: null });
    expect(feedText("facebook", caption)).toEqual({ shown: caption, more: null });
    expect(feedText("youtube", "Renting vs buying\nthe math")).toEqual({ shown: "Renting vs buying #Shorts", more: null });
  });

  it("frames a video as the network shows it", () => {
    expect(mediaFrame("instagram", "video")).toEqual({ ratio: "9 / 16", label: "Reel 9:16" });
    expect(mediaFrame("tiktok", "video").ratio).toBe("9 / 16");
    expect(mediaFrame("youtube", "video").label).toBe("Short 9:16");
    expect(mediaFrame("linkedin", "video")).toEqual({ ratio: "16 / 9", label: "16:9 video" });
    expect(mediaFrame("instagram", "image").ratio).toBe("4 / 5");
  });

  it("frames the short cut Facebook receives as its 4:5 feed video, and the full video as a 9:16 Reel", () => {
    expect(mediaFrame("facebook", "video")).toEqual({ ratio: "4 / 5", label: "Feed video 4:5" });
    expect(mediaFrame("facebook", "video", "full")).toEqual({ ratio: "9 / 16", label: "Reel 9:16" });
    expect(mediaFrame("twitter", "video", "full")).toEqual({ ratio: "16 / 9", label: "16:9 video" });
  });
});
