// Text helpers for pdf-lib's standard fonts, which encode WinAnsi (Windows-1252) only: anything
// else would throw while drawing, so it is mapped to a close ASCII form first.
import type { PDFFont, PDFPage, RGB } from "pdf-lib";

const CP1252_EXTRAS = new Set(Array.from("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"));
const REPLACEMENTS: Record<string, string> = {
  "≤": "<=",
  "≥": ">=",
  "→": "->",
  "←": "<-",
  "✓": "",
  "✔": "",
  "‑": "-",
  "−": "-",
  "\u00a0": " ",
  "\u2009": " ",
  "\u202f": " ",
};

/** `text` with every character the standard fonts cannot draw replaced (unknown ones by "?"). */
export function winAnsi(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch in REPLACEMENTS) out += REPLACEMENTS[ch];
    else if (ch === "\n" || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(ch)) out += ch;
    else if (/\s/.test(ch)) out += " ";
    else out += "?";
  }
  return out;
}

/** Greedy word wrap to `width` points; a word longer than a line is cut where it must be. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws `lines` top-down: the first baseline at `y`, each next one `lead` points lower. */
export function drawLines(
  page: PDFPage,
  lines: readonly string[],
  at: { x: number; y: number; lead: number; size: number; font: PDFFont; color: RGB },
): void {
  for (const [i, line] of lines.entries()) {
    page.drawText(line, { x: at.x, y: at.y - i * at.lead, size: at.size, font: at.font, color: at.color });
  }
}
