// Small vector marks as SVG data URIs (a glyph could be missing from the shipped font): the
// checklist's tick, the trend arrows and the Equal Housing Opportunity house (HUD's mark is public
// domain).

function svgUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function tickIcon(color: string): string {
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 12.5l5 5L20 6.5" fill="none" stroke="${color}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  );
}

export function arrowIcon(color: string, direction: "up" | "down"): string {
  const points = direction === "up" ? "0,20 20,20 10,2" : "0,2 20,2 10,20";
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 22"><polygon points="${points}" fill="${color}"/></svg>`,
  );
}

export function equalHousingIcon(color: string): string {
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M50 4 L96 44 L86 44 L86 96 L14 96 L14 44 L4 44 Z" fill="none" stroke="${color}" stroke-width="8" stroke-linejoin="miter"/><rect x="30" y="50" width="40" height="10" fill="${color}"/><rect x="30" y="70" width="40" height="10" fill="${color}"/></svg>`,
  );
}
