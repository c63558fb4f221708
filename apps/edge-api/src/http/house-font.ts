// The house typeface for the pages the API renders itself (share pages, the social connect page):
// the same Inter latin subset the marketing site and the app use, at a stable address the
// marketing build copies from its public folder, with the app's metric-matched fallback.

/** Where the font file is served (apps/marketing/public/fonts). */
export const HOUSE_FONT_URL = "/fonts/inter-latin-wght-normal.woff2";

/** The font-family stack of the app's theme. */
export const HOUSE_FONT_STACK = `"Inter Variable","Inter Fallback",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif`;

/** @font-face rules for Inter and its Arial-based fallback sized to Inter's metrics. */
export const HOUSE_FONT_CSS = `
@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(${HOUSE_FONT_URL}) format("woff2-variations")}
@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica");ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%;size-adjust:107.12%}
`;

/** The brand mark, the same house as the app's BrandMark and the favicon, drawn inline. */
export const HOUSE_MARK_SVG = `<svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true" focusable="false" style="vertical-align:middle;margin-right:8px"><rect width="64" height="64" rx="14" fill="#2f4fd6"/><path d="M14 34 32 18l18 16v14a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2Z" fill="#fff"/><circle cx="46" cy="18" r="6" fill="#e5484d"/></svg>`;
