// Reading an SVG the renderer drew with text as <text> nodes: each node's words and box, so a
// test can compare what the image says with the post's content and check that nothing overflows.

export interface SvgText {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
}

function unescapeXml(value: string): string {
  return value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

export function svgTexts(svg: string): SvgText[] {
  const nodes: SvgText[] = [];
  for (const match of svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)) {
    const attrs = match[1] ?? "";
    const attr = (name: string) => Number(new RegExp(`\\b${name}="([-\\d.]+)"`).exec(attrs)?.[1] ?? Number.NaN);
    nodes.push({
      text: unescapeXml(match[2] ?? ""),
      x: attr("x"),
      y: attr("y"),
      width: attr("width"),
      height: attr("height"),
      fontSize: attr("font-size"),
    });
  }
  return nodes;
}

/** Letters and digits only, lower case: line breaks, hyphenation and spacing do not count. */
export function compact(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9%$]/g, "");
}
