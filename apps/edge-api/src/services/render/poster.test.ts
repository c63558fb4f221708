// The home video's poster names the video, not the palette it borrows.
import { createHash } from "node:crypto";
import { HOMEPAGE_SLUG, RENDERER_VERSION } from "@realty/media/frames/constants";
import { fixtureGauge } from "@realty/media/frames/fixtures";
import { PALETTE_COLORS } from "@realty/media/frames/palettes";
import { posterLabel } from "@realty/media/frames/poster";
import { describe, expect, it } from "vitest";
import { renderKeyFor } from "./render-keys.ts";

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
