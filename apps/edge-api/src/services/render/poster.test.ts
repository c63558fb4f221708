// The home video's poster names the video, not the palette it borrows; a short cut's poster carries
// the short cut's own hook, not the full video's title.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  HOMEPAGE_SLUG,
  PORTRAIT,
  RENDERER_VERSION,
  SHORT_FEED,
  SHORT_LANDSCAPE,
  SHORT_PORTRAIT,
  scaledLayout,
} from "@realty/media/frames/constants";
import { fixtureBars, fixtureGauge } from "@realty/media/frames/fixtures";
import { PALETTE_COLORS } from "@realty/media/frames/palettes";
import { posterLabel, posterText, renderPoster } from "@realty/media/frames/poster";
import { describe, expect, it } from "vitest";
import { loadRenderSources } from "./render-inputs.ts";
import { renderKeyFor } from "./render-keys.ts";

const libraryVideos = () =>
  JSON.parse(readFileSync(join(import.meta.dirname, "../../../../../content/videos/videos.json"), "utf8")) as {
    slug: string;
    title: string;
    week: number;
    publicSample: boolean;
  }[];

const home = () => ({ ...fixtureGauge(), slug: HOMEPAGE_SLUG, title: "Become the Real Estate Expert Your Market Trusts" });

describe("poster label", () => {
  it("shows the home video's own title, not its palette's name", () => {
    const input = home();
    const palette = PALETTE_COLORS[input.source.palette].label;
    expect(posterLabel(input, palette)).toBe("BECOME THE REAL ESTATE EXPERT YOUR MARKET TRUSTS");
    expect(posterLabel(input, palette)).not.toContain(palette.toUpperCase());
  });

  it("keeps a library week's plan phase", () => {
    const input = fixtureGauge();
    const palette = PALETTE_COLORS[input.source.palette].label;
    expect(posterLabel(input, palette)).toBe(palette.toUpperCase());
  });

  it("gives the home video a new render key (so its poster is made again) and leaves library keys as they were", () => {
    const week = fixtureGauge();
    const before = (input: typeof week) =>
      `${input.slug}-${createHash("sha256")
        .update(JSON.stringify({ v: RENDERER_VERSION, title: input.title, source: input.source }))
        .digest("hex")
        .slice(0, 16)}`;
    expect(renderKeyFor(week)).toBe(before(week));
    expect(renderKeyFor(home())).not.toBe(before(home()));
  });
});

describe("short-cut posters", () => {
  const sources = loadRenderSources(join(import.meta.dirname, "../../../../../content"), libraryVideos(), "Home");

  it("say every library short cut's own hook and never the full video's title", () => {
    expect(sources.bySlug.size).toBeGreaterThan(40);
    for (const { input } of sources.bySlug.values()) {
      const short = input.source.short;
      expect(short, `${input.slug} has a short cut`).toBeDefined();
      for (const layout of [SHORT_PORTRAIT, SHORT_LANDSCAPE, SHORT_FEED]) {
        const text = posterText(input, layout);
        expect(text.headline).toBe(short?.hook);
        expect(`${text.headline} ${text.subline ?? ""}`).not.toContain(input.title);
      }
      // The full cut still names the video.
      expect(posterText(input, PORTRAIT)).toEqual({ headline: input.title, subline: input.source.hook });
    }
  });

  it("draw the short hook: the title changes nothing in the picture, the hook does", () => {
    const small = scaledLayout(SHORT_PORTRAIT, 0.25);
    const input = fixtureBars();
    const poster = renderPoster(input, small);
    expect(renderPoster({ ...input, title: "A completely different title" }, small).equals(poster)).toBe(true);
    const otherHook = { ...input, source: { ...input.source, short: { hook: "Renting or owning?", beats: [0, 1, 2] } } };
    expect(renderPoster(otherHook, small).equals(poster)).toBe(false);
    // The full poster at the same size is a different picture: it carries the title.
    const full = renderPoster(input, { ...small, name: "portrait", cut: "full" });
    expect(full.equals(poster)).toBe(false);
    expect(
      renderPoster({ ...input, title: "A completely different title" }, { ...small, name: "portrait", cut: "full" }).equals(full),
    ).toBe(false);
  });
});
