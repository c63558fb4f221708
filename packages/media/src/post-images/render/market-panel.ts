// The market figures on a market-update image: four tiles (the median price with its trend arrow)
// and a line naming the area, the month and the source. A figure not filled in yet is a dashed
// blank labelled "fill in", so an unfinished preview can never pass for real data.
import { figuresByline, formatFigures, type MarketFigures } from "../market-fields.ts";
import { arrowIcon } from "./icons.ts";
import { box, type CardNode, image, text } from "./nodes.ts";
import type { PostPalette } from "./palette.ts";

const BLANK_RED = "#b42318";
const TREND_COLOR = { up: "#067647", down: "#b42318", flat: "#374151" } as const;

export function marketPanel(figures: MarketFigures, palette: PostPalette, width: number, height: number, u: number): CardNode {
  const tiles = formatFigures(figures).map((tile) => {
    const filled = tile.value !== null;
    const trend = filled && tile.trend ? tile.trend : null;
    return box(
      {
        flex: 1,
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 6 * u,
        borderRadius: 18 * u,
        backgroundColor: filled ? palette.bg0 : "#ffffff",
        border: filled ? "none" : `${3 * u}px dashed ${BLANK_RED}`,
        padding: 8 * u,
      },
      text(tile.value ?? "fill in", {
        fontSize: (filled ? 40 : 30) * u,
        fontWeight: 800,
        color: filled ? palette.ink : BLANK_RED,
      }),
      text(tile.label, { fontSize: 20 * u, fontWeight: 700, color: filled ? palette.ink : "#374151", textAlign: "center" }),
      ...(trend
        ? [
            box(
              {
                flexDirection: "row",
                alignItems: "center",
                gap: 6 * u,
                backgroundColor: "#ffffff",
                borderRadius: 14 * u,
                padding: `${2 * u}px ${10 * u}px`,
              },
              ...(trend.direction === "flat"
                ? []
                : [image(arrowIcon(TREND_COLOR[trend.direction], trend.direction), 16 * u, 17 * u)]),
              text(trend.text, { fontSize: 20 * u, fontWeight: 700, color: TREND_COLOR[trend.direction] }),
            ),
          ]
        : []),
    );
  });
  return box(
    { width, height, flexShrink: 0, flexDirection: "column", gap: 10 * u, padding: `0 ${64 * u}px ${16 * u}px` },
    box({ flex: 1, flexDirection: "row", gap: 16 * u }, ...tiles),
    text(figuresByline(figures), {
      fontSize: 20 * u,
      fontWeight: 700,
      color: "#374151",
      whiteSpace: "nowrap",
      overflow: "hidden",
      textOverflow: "ellipsis",
    }),
  );
}
