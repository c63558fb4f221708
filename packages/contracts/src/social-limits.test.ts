import { describe, expect, it } from "vitest";
import { CAROUSEL_MAX_ITEMS, hashtags, NETWORK_LIMITS, networkProblem, templateBlanks, xLength } from "./social-limits.ts";
import { zonedToUtc } from "./social-time.ts";

describe("network limits", () => {
  it("counts a link as 23 for X whatever its length, and wide characters as 2", () => {
    expect(xLength("Tour it: https://example.com/a/very/long/path/to/the/listing?utm=1")).toBe(9 + 23);
    expect(xLength("Home 🏡")).toBe(5 + 2);
  });

  it("refuses per network with the reason in words", () => {
    expect(networkProblem("twitter", "x".repeat(281))).toContain("X accepts at most 280 characters");
    expect(networkProblem("linkedin", "x".repeat(281))).toBeNull();
    expect(networkProblem("linkedin", "x".repeat(3001))).toBe(
      "LinkedIn accepts at most 3,000 characters; this version has 3,001. Shorten it.",
    );
    expect(networkProblem("facebook", "x".repeat(63_206))).toBeNull();
    expect(networkProblem("twitter", "Hi", { kind: "image", bytes: 6 * 1024 * 1024 })).toContain("images up to 5 MB");
    expect(networkProblem("facebook", "Hi", { kind: "image", bytes: 6 * 1024 * 1024 })).toBeNull();
  });

  it("asks the media networks for what they take, with what to do", () => {
    const reel = { kind: "video" as const, bytes: 20 * 1024 * 1024, width: 1080, height: 1920 };
    expect(networkProblem("instagram", "Tour Saturday", reel)).toBeNull();
    expect(networkProblem("instagram", "Tour Saturday")).toBe(
      "Instagram needs an image or a video: attach one from the library, or leave Instagram out of this post.",
    );
    expect(networkProblem("tiktok", "Tour", { kind: "image", bytes: 1000 })).toContain("TikTok takes only videos");
    expect(networkProblem("youtube", "Tour", { ...reel, width: 1920, height: 1080 })).toBe(
      'YouTube wants a vertical 9:16 video: use the "for Reels" version.',
    );
    expect(networkProblem("youtube", "Tour", { ...reel, seconds: 181 })).toBe(
      "YouTube accepts videos up to 180 seconds; this one is 181. Use a shorter video.",
    );
    expect(networkProblem("tiktok", "Tour", { ...reel, bytes: 5 * 1024 ** 3 })).toContain("TikTok accepts videos up to 4,096 MB");
    expect(networkProblem("google_business", "Open house Sunday")).toBeNull();
    expect(networkProblem("google_business", "Open house", reel)).toBe(
      "Google Business Profile does not take videos from the hub: attach an image instead.",
    );
    expect(networkProblem("instagram", `Reel ${"#tag ".repeat(3)}`, reel)).toBeNull();
    const many = Array.from({ length: 31 }, (_, i) => `#t${i}`).join(" ");
    expect(networkProblem("instagram", many, reel)).toBe(
      "Instagram keeps at most 30 hashtags; this version has 31. Remove some.",
    );
    expect(hashtags("#Home #home, email@x.com #sold")).toEqual(["#home", "#sold"]);
    expect(NETWORK_LIMITS.instagram.maxChars).toBe(2200);
  });

  it("takes Instagram and Google photos at 4:5 to 1.91:1, and carousels up to Instagram's 10", () => {
    const feed = { kind: "image" as const, bytes: 400_000, width: 1080, height: 1350 };
    const link = { ...feed, width: 1200, height: 630 };
    const story = { ...feed, width: 1080, height: 1920 };
    for (const network of ["instagram", "google_business"] as const) {
      expect(networkProblem(network, "Just listed", feed)).toBeNull();
      expect(networkProblem(network, "Just listed", link)).toBeNull();
      expect(networkProblem(network, "Just listed", story)).toContain("crops this image's shape");
    }
    expect(networkProblem("instagram", "Hi", { ...feed, bytes: 9 * 1024 * 1024 })).toContain("images up to 8 MB");
    expect(networkProblem("google_business", "Hi", { ...feed, bytes: 6 * 1024 * 1024 })).toContain("images up to 5 MB");
    expect(networkProblem("instagram", "Tour", { ...feed, items: 10 })).toBeNull();
    expect(networkProblem("instagram", "Tour", { ...feed, items: 11 })).toBe(
      "Instagram carousels hold at most 10 images; this one has 11. Remove some.",
    );
    expect(networkProblem("facebook", "Tour", { ...feed, items: 2 })).toBe(
      "Facebook takes one image per post from the hub: choose a single image.",
    );
    expect(CAROUSEL_MAX_ITEMS).toBe(10);
  });

  it("finds template blanks", () => {
    expect(templateBlanks("In [Neighborhood] at [Price], [Price]!")).toEqual(["[Neighborhood]", "[Price]"]);
    expect(networkProblem("facebook", "Homes sell in [X] days")).toBe("Fill in [X] in the Facebook version before sending.");
  });

  it("turns a wall-clock time in a zone into UTC, across daylight saving", () => {
    expect(zonedToUtc("2026-01-19", "08:30", "America/Chicago").toISOString()).toBe("2026-01-19T14:30:00.000Z");
    expect(zonedToUtc("2026-07-20", "08:30", "America/Chicago").toISOString()).toBe("2026-07-20T13:30:00.000Z");
    expect(zonedToUtc("2026-03-08", "09:00", "UTC").toISOString()).toBe("2026-03-08T09:00:00.000Z");
  });
});
