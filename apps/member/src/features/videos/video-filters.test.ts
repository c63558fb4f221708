import { describe, expect, it } from "vitest";
import type { Video } from "./api/get-videos.ts";
import { categoriesOf, filterVideos } from "./video-filters.ts";

const video = (id: number, category: string, quarter: number): Video => ({
  id,
  title: `Video ${id}`,
  description: "",
  category,
  quarter,
  week: id,
  isPopular: false,
  publicSample: false,
  accessLevel: "spark",
  hasAccess: true,
  videoUrl: `/media/videos/${id}`,
  fallbackUrls: [],
  thumbnailUrl: "/media/thumbnails/stock-1.jpg",
  sizeBytes: null,
  tags: [],
  render: { status: "preparing", progress: 0 },
  renditions: [],
  captionsUrl: null,
});

const list = [
  video(1, "Market Data", 1),
  video(2, "Market Data", 2),
  video(3, "Home Equity & Wealth", 2),
  // Hiding is the server's published flag now (docs/decisions/); an id alone hides nothing.
  video(158, "Market Data", 1),
];

describe("video filters", () => {
  it("filters by category and by quarter parsed as an integer", () => {
    expect(filterVideos(list, { category: "", quarter: "" }).map((v) => v.id)).toEqual([1, 2, 3, 158]);
    expect(filterVideos(list, { category: "Market Data", quarter: "" }).map((v) => v.id)).toEqual([1, 2, 158]);
    expect(filterVideos(list, { category: "", quarter: "2" }).map((v) => v.id)).toEqual([2, 3]);
    expect(filterVideos(list, { category: "Market Data", quarter: "02" }).map((v) => v.id)).toEqual([2]);
  });

  it("lists each category once, sorted", () => {
    expect(categoriesOf(list)).toEqual(["Home Equity & Wealth", "Market Data"]);
  });
});
