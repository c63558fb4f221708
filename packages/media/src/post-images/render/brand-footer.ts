// The member's brand footer on every post image and slide: photo (or initials), name, brokerage,
// phone and e-mail, license, the Equal Housing Opportunity mark, on their brand color.
import { licenseLine, textOnColor } from "@realty/contracts/brand-profile";
import type { ImageBrand } from "../image-brand.ts";
import { equalHousingIcon } from "./icons.ts";
import { box, type CardNode, image, text } from "./nodes.ts";
import type { CardPhoto } from "./photo.ts";

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return `${parts[0]?.[0] ?? ""}${parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : ""}`.toUpperCase();
}

function portrait(photo: CardPhoto | null, name: string, diameter: number, ink: string): CardNode {
  const circle = { width: diameter, height: diameter, borderRadius: diameter / 2, flexShrink: 0, overflow: "hidden" };
  if (photo) {
    // Cover the circle: the shorter side becomes the diameter.
    const scale = diameter / Math.min(photo.width, photo.height);
    const w = photo.width * scale;
    const h = photo.height * scale;
    return box(circle, image(photo.src, w, h, { position: "absolute", left: (diameter - w) / 2, top: (diameter - h) / 2 }));
  }
  return box(
    {
      ...circle,
      alignItems: "center",
      justifyContent: "center",
      backgroundColor: ink === "#ffffff" ? "rgba(255,255,255,0.2)" : "rgba(0,0,0,0.12)",
    },
    text(initials(name), { fontSize: diameter * 0.4, fontWeight: 800, color: ink }),
  );
}

export function equalHousingMark(px: number, ink: string): CardNode {
  return box(
    { flexDirection: "row", alignItems: "center", gap: px * 0.25, flexShrink: 0 },
    image(equalHousingIcon(ink), px, px),
    box(
      { flexDirection: "column", fontSize: px * 0.3, fontWeight: 700, color: ink, lineHeight: 1.15 },
      text("EQUAL HOUSING", {}),
      text("OPPORTUNITY", {}),
    ),
  );
}

export function brandFooter(brand: ImageBrand, photo: CardPhoto | null, width: number, height: number, u: number): CardNode {
  const ink = textOnColor(brand.brandColor);
  const soft = ink === "#ffffff" ? "rgba(255,255,255,0.85)" : "rgba(0,0,0,0.75)";
  const contact = [brand.phone, brand.email].filter((l): l is string => !!l).join("  \u00b7  ");
  const license = licenseLine(brand);
  // One line each, cut with an ellipsis rather than running under the mark.
  const line = { whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis", maxWidth: "100%" };
  const lines = [
    text(brand.displayName, { ...line, fontSize: 44 * u, fontWeight: 800, color: ink }),
    ...(brand.brokerage ? [text(brand.brokerage, { ...line, fontSize: 30 * u, fontWeight: 700, color: soft })] : []),
    ...(contact ? [text(contact, { ...line, fontSize: 28 * u, fontWeight: 500, color: soft })] : []),
    ...(license ? [text(license, { ...line, fontSize: 24 * u, fontWeight: 500, color: soft })] : []),
  ];
  return box(
    {
      width,
      height,
      flexShrink: 0,
      backgroundColor: brand.brandColor,
      flexDirection: "row",
      alignItems: "center",
      gap: 30 * u,
      padding: `0 ${40 * u}px`,
    },
    portrait(photo, brand.displayName, Math.min(height * 0.72, 140 * u), ink),
    box({ flex: 1, minWidth: 0, flexDirection: "column", gap: 6 * u, overflow: "hidden" }, ...lines),
    ...(brand.equalHousing ? [equalHousingMark(58 * u, ink)] : []),
  );
}
