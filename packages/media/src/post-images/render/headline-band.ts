// The band at the top of a post image: the post's palette as a gradient, its seeded shapes, the
// category and the whole title, fitted to the band.
import { textOnColor } from "@realty/contracts/brand-profile";
import { box, type CardNode, text } from "./nodes.ts";
import { bandShapes, type PostPalette } from "./palette.ts";

export function headlineBand(
  post: { postIndex: number; category: string },
  palette: PostPalette,
  size: { width: number; height: number; padTop: number; pad: number; u: number },
  title: CardNode | null,
): CardNode {
  const { width, height, padTop, pad, u } = size;
  const shapes = bandShapes(post.postIndex).map((shape) => {
    const side = shape.size * Math.max(width, height);
    return box({
      position: "absolute",
      left: shape.left * width,
      top: shape.top * height,
      width: side,
      height: side,
      borderRadius: shape.round ? side / 2 : side * 0.12,
      backgroundColor: shape.color,
      opacity: shape.opacity,
    });
  });
  return box(
    {
      width,
      height,
      flexShrink: 0,
      flexDirection: "column",
      justifyContent: "flex-end",
      gap: 14 * u,
      padding: `${padTop + pad * 0.75}px ${pad}px ${pad * 0.75}px`,
      backgroundImage: `linear-gradient(135deg, ${palette.bg0}, ${palette.bg1})`,
      overflow: "hidden",
    },
    // The shapes sit on a clipped layer of their own, under the category and the title.
    box({ position: "absolute", left: 0, top: 0, width, height, overflow: "hidden" }, ...shapes),
    box(
      { position: "relative", alignSelf: "flex-start", backgroundColor: palette.accent, borderRadius: 8 * u, padding: `${6 * u}px ${14 * u}px` },
      text(post.category.toUpperCase(), { fontSize: 26 * u, fontWeight: 800, letterSpacing: 2 * u, color: textOnColor(palette.accent) }),
    ),
    // Positioned like the shapes' layer, so it paints above it (positioned boxes paint last).
    ...(title ? [box({ position: "relative", width: "100%" }, title)] : []),
  );
}

export function titleText(title: string, px: number, color: string): CardNode {
  return text(title, { fontSize: px, fontWeight: 800, color, lineHeight: 1.08 });
}
