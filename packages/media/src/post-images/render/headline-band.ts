// The band across the top of a post image: eight tiles in the post's palette (palette-tiles.ts),
// each dark or light with a shape in it, and under it the category and the whole title.
import { textOnColor } from "@realty/contracts/brand-profile";
import { box, type CardNode, text } from "./nodes.ts";
import type { PostPalette } from "./palette.ts";
import { bandTiles, type Tile } from "./palette-tiles.ts";

function tileShape(tile: Tile, side: number, color: string): CardNode {
  const base = { position: "absolute", backgroundColor: color } as const;
  switch (tile.shape) {
    case "circle":
      return box({ ...base, left: side * 0.2, top: side * 0.2, width: side * 0.6, height: side * 0.6, borderRadius: side });
    case "quarter":
      return box({ ...base, left: 0, top: 0, width: side * 0.7, height: side * 0.7, borderRadius: `0 0 ${side * 0.7}px 0` });
    case "half":
      return box({
        ...base,
        left: side * 0.15,
        top: side * 0.5,
        width: side * 0.7,
        height: side * 0.35,
        borderRadius: `${side}px ${side}px 0 0`,
      });
    case "diamond":
      return box({
        ...base,
        left: side * 0.3,
        top: side * 0.3,
        width: side * 0.4,
        height: side * 0.4,
        transform: "rotate(45deg)",
      });
  }
}

export function tileBand(postIndex: number, palette: PostPalette, width: number, height: number): CardNode {
  const side = width / 8;
  const tiles = bandTiles(postIndex).map((tile) =>
    box(
      {
        position: "relative",
        width: side,
        height,
        flexShrink: 0,
        backgroundColor: tile.dark ? palette.bg0 : palette.page,
        overflow: "hidden",
      },
      // Dark tiles carry a bright shape, light tiles a pale one: each tile stays clearly dark or light.
      tileShape(tile, Math.min(side, height), tile.dark ? palette.bg1 : `${palette.bg1}33`),
    ),
  );
  return box({ width, height, flexShrink: 0, flexDirection: "row" }, ...tiles);
}

export function categoryChip(category: string, palette: PostPalette, u: number): CardNode {
  return box(
    { alignSelf: "flex-start", backgroundColor: palette.bg0, borderRadius: 8 * u, padding: `${6 * u}px ${14 * u}px` },
    text(category.toUpperCase(), { fontSize: 26 * u, fontWeight: 800, letterSpacing: 2 * u, color: textOnColor(palette.bg0) }),
  );
}

export function titleText(title: string, px: number, color: string): CardNode {
  return text(title, { fontSize: px, fontWeight: 800, color, lineHeight: 1.08 });
}
