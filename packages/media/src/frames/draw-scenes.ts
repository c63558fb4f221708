// The scene types a line of a video is drawn as: kinetic type, a counter running up to a figure,
// a list that builds, a comparison, an icon scene and the location card under the call to action.
// Each is a function of the frames since the line arrived (`local`), so frames stay pure.
import type { SKRSContext2D } from "@napi-rs/canvas";
import type { BeatLook, Figure } from "./beat-look.ts";
import type { Box } from "./draw-visual.ts";
import { clamp01, easeOutCubic, progress } from "./easing.ts";
import { font } from "./fonts.ts";
import { drawIcon } from "./icons.ts";
import type { PaletteColors } from "./palettes.ts";
import { fitText, lineWidth, markWords, type TextBlock, type Word } from "./text.ts";

export interface SceneContext {
  ctx: SKRSContext2D;
  box: Box;
  colors: PaletteColors;
  u: number;
  /** Frames since the line arrived. */
  local: number;
}

/** Frames between two words landing in kinetic type. */
const WORD_STAGGER = 2;
const WORD_FRAMES = 10;
const COUNTER_FRAMES = 32;
const ITEM_STAGGER = 9;

/** Frames until a line's own motion has settled (the renderer may then hold pictures). */
export function settleFrames(look: BeatLook | { type: "hook" | "cta" }, text: string): number {
  const words = text.trim().split(/\s+/).length;
  const kinetic = words * WORD_STAGGER + WORD_FRAMES;
  if (look.type === "counter") return Math.max(COUNTER_FRAMES + 4, kinetic + 6);
  if (look.type === "list") return 14 + look.items.length * ITEM_STAGGER + 12;
  if (look.type === "compare" || look.type === "icon") return Math.max(36, kinetic + 12);
  return kinetic + 4;
}

/** Tall boxes stack a scene's parts; wide ones (16:9) set them side by side. */
const portrait = (box: Box) => box.height > box.width * 0.75;

/**
 * Kinetic type: each word rises and scales into place a few frames after the one before,
 * `delay` frames after the line arrived. Emphasised words take the highlight colour.
 */
export function drawKineticBlock(
  s: SceneContext,
  block: TextBlock,
  weight: number,
  at: { left: number; top: number; center?: boolean; color?: string },
  delay = 0,
): void {
  const { ctx, colors, u } = s;
  ctx.font = font(weight, block.size);
  ctx.textBaseline = "top";
  ctx.textAlign = "left";
  const space = ctx.measureText(" ").width;
  let n = 0;
  block.lines.forEach((line, i) => {
    let x = at.center ? at.left - lineWidth(ctx, line) / 2 : at.left;
    const y = at.top + i * block.lineHeight;
    for (const word of line) {
      const t = easeOutCubic(progress(s.local, delay + n * WORD_STAGGER, WORD_FRAMES));
      const w = ctx.measureText(word.text).width;
      if (t > 0) {
        ctx.save();
        ctx.globalAlpha *= t;
        ctx.translate(x + w / 2, y + block.size / 2 + (1 - t) * 40 * u);
        const scale = 1 + (1 - t) * 0.35;
        ctx.scale(scale, scale);
        ctx.fillStyle = word.accent ? colors.highlight : (at.color ?? "#ffffff");
        ctx.fillText(word.text, -w / 2, -block.size / 2);
        ctx.restore();
      }
      x += w + space;
      n++;
    }
  });
}

function blockHeight(block: TextBlock): number {
  return block.lines.length * block.lineHeight;
}

/** Plain kinetic type, centred in the box: the hook and lines without a better scene. */
export function drawKinetic(s: SceneContext, words: Word[], maxSize: number): void {
  const { ctx, box } = s;
  const block = fitText(ctx, words, 800, maxSize, box.width, box.height * 0.8);
  const top = box.top + (box.height - blockHeight(block)) / 2;
  drawKineticBlock(s, block, 800, { left: box.left, top });
}

function formatFigure(figure: Figure, value: number): string {
  const fixed = value.toFixed(figure.decimals);
  const [whole = "0", fraction] = fixed.split(".");
  const grouped = /\d,\d/.test(figure.text) ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",") : whole;
  return `${figure.prefix}${grouped}${fraction ? `.${fraction}` : ""}${figure.suffix}${figure.rangeEnd ? ` to ${figure.rangeEnd}` : ""}`;
}

/** A small "Source: …" line at the bottom of the box; every dated figure carries one. */
export function drawSourceLine(s: SceneContext, text: string): number {
  const { ctx, box, u } = s;
  const line = /^source:/i.test(text) || text.includes("Source:") ? text : `Source: ${text}`;
  const block = fitText(ctx, markWords(line), 500, 28 * u, box.width, 100 * u);
  const height = blockHeight(block);
  ctx.save();
  ctx.globalAlpha *= progress(s.local, 10, 12);
  drawKineticBlock({ ...s, local: 999 }, block, 500, {
    left: box.left,
    top: box.top + box.height - height,
    color: "rgba(255,255,255,0.85)",
  });
  ctx.restore();
  return height + 24 * u;
}

/** A big number counting up to the line's figure, a ring filling with it, the line below. */
export function drawCounter(s: SceneContext, figure: Figure, words: Word[], source: string | undefined): void {
  const { ctx, box, colors, u, local } = s;
  const sourceHeight = source ? drawSourceLine(s, source) : 0;
  const area: Box = { ...box, height: box.height - sourceHeight };
  const t = easeOutCubic(progress(local, 2, COUNTER_FRAMES));
  const shown = formatFigure(figure, figure.value * t);
  const tall = portrait(area);
  const numberBox: Box = tall
    ? { left: area.left, top: area.top, width: area.width, height: area.height * 0.42 }
    : { left: area.left, top: area.top, width: area.width * 0.48, height: area.height };
  const textBox: Box = tall
    ? { left: area.left, top: area.top + area.height * 0.5, width: area.width, height: area.height * 0.5 }
    : { left: area.left + area.width * 0.54, top: area.top, width: area.width * 0.46, height: area.height };
  // The ring sweeps round with the count: motion the eye follows to the number.
  const cx = numberBox.left + numberBox.width / 2;
  const cy = numberBox.top + numberBox.height / 2;
  const r = Math.min(numberBox.width, numberBox.height) * 0.47;
  ctx.lineWidth = 18 * u;
  ctx.strokeStyle = "rgba(255,255,255,0.16)";
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.stroke();
  ctx.strokeStyle = colors.accent;
  ctx.lineCap = "round";
  ctx.beginPath();
  ctx.arc(cx, cy, r, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * Math.max(0.001, t));
  ctx.stroke();
  // The final text sets the size, so the number does not jump as digits are added.
  const size = fitText(ctx, markWords(formatFigure(figure, figure.value)), 800, 190 * u, r * 1.5, r * 0.8).size;
  ctx.font = font(800, size);
  ctx.fillStyle = colors.highlight;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(shown, cx, cy);
  const block = fitText(ctx, words, 800, 76 * u, textBox.width, textBox.height * 0.9);
  const top = textBox.top + (textBox.height - blockHeight(block)) / 2;
  drawKineticBlock(s, block, 800, { left: textBox.left, top }, 6);
}

/** The heading, then each item sliding in with a check mark, one after the other. */
export function drawList(s: SceneContext, heading: string, items: string[]): void {
  const { ctx, box, colors, u, local } = s;
  const head = fitText(ctx, markWords(heading), 800, 88 * u, box.width, box.height * 0.22);
  const tall = portrait(box);
  const rowGap = (tall ? 34 : 16) * u;
  const listTop = box.top + blockHeight(head) + (tall ? 60 : 28) * u;
  const rowHeight = Math.min((tall ? 170 : 120) * u, (box.top + box.height - listTop) / items.length - rowGap);
  const itemSize = Math.min(64 * u, rowHeight * 0.5);
  const groupHeight = blockHeight(head) + (tall ? 60 : 28) * u + items.length * (rowHeight + rowGap);
  const shift = Math.max(0, (box.height - groupHeight) / 2);
  drawKineticBlock(s, head, 800, { left: box.left, top: box.top + shift });
  items.forEach((item, i) => {
    const t = easeOutCubic(progress(local, 14 + i * ITEM_STAGGER, 12));
    if (t <= 0) return;
    const y = listTop + shift + i * (rowHeight + rowGap);
    const x = box.left + (1 - t) * -120 * u;
    ctx.save();
    ctx.globalAlpha *= t;
    ctx.fillStyle = "rgba(255,255,255,0.14)";
    ctx.beginPath();
    ctx.roundRect(x, y, box.width * (0.55 + 0.45 * t), rowHeight, 18 * u);
    ctx.fill();
    ctx.fillStyle = colors.accent;
    ctx.fillRect(x, y, 12 * u, rowHeight);
    const icon = rowHeight * 0.5;
    drawIcon(ctx, "check", x + 34 * u, y + (rowHeight - icon) / 2, icon, colors.highlight, t);
    ctx.font = font(700, itemSize);
    ctx.fillStyle = "#ffffff";
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    const label = item.charAt(0).toUpperCase() + item.slice(1);
    ctx.fillText(label, x + 34 * u + icon + 28 * u, y + rowHeight / 2, box.width - icon - 100 * u);
    ctx.restore();
  });
}

/** Two panels sliding in from opposite sides: stacked on a tall frame, side by side on a wide one. */
export function drawCompare(s: SceneContext, left: string, right: string): void {
  const { ctx, box, colors, u, local } = s;
  const tall = portrait(box);
  const gap = (tall ? 80 : 60) * u;
  const panels: Box[] = tall
    ? [
        { left: box.left, top: box.top, width: box.width, height: (box.height - gap) / 2 },
        { left: box.left, top: box.top + (box.height + gap) / 2, width: box.width, height: (box.height - gap) / 2 },
      ]
    : [
        { left: box.left, top: box.top, width: (box.width - gap) / 2, height: box.height },
        { left: box.left + (box.width + gap) / 2, top: box.top, width: (box.width - gap) / 2, height: box.height },
      ];
  [left, right].forEach((text, i) => {
    const panel = panels[i];
    if (!panel) return;
    const t = easeOutCubic(progress(local, i * 10, 16));
    const dx = (i === 0 ? -1 : 1) * (1 - t) * 160 * u;
    ctx.save();
    ctx.globalAlpha *= t;
    ctx.translate(tall ? dx : 0, tall ? 0 : dx);
    ctx.fillStyle = i === 0 ? "rgba(255,255,255,0.13)" : "rgba(0,0,0,0.22)";
    ctx.beginPath();
    ctx.roundRect(panel.left, panel.top, panel.width, panel.height, 28 * u);
    ctx.fill();
    ctx.fillStyle = i === 0 ? "rgba(255,255,255,0.7)" : colors.accent;
    ctx.fillRect(panel.left, panel.top + 28 * u, 14 * u, panel.height - 56 * u);
    const pad = 48 * u;
    const block = fitText(ctx, markWords(text), 800, 78 * u, panel.width - 2 * pad, panel.height - 2 * pad);
    const top = panel.top + (panel.height - blockHeight(block)) / 2;
    drawKineticBlock({ ...s, local: local - i * 10 }, block, 800, { left: panel.left + pad, top }, 4);
    ctx.restore();
  });
  // The hinge between the two sides: a badge that pops in once both have landed.
  const pop = easeOutCubic(progress(local, 22, 10));
  if (pop > 0) {
    const cx = tall ? box.left + box.width / 2 : box.left + box.width / 2;
    const cy = tall ? box.top + box.height / 2 : box.top + box.height / 2;
    const r = 46 * u * pop;
    ctx.fillStyle = colors.accent;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fill();
    drawIcon(ctx, tall ? "arrow-down-up" : "arrow-left-right", cx - r * 0.6, cy - r * 0.6, r * 1.2, colors.c0);
  }
}

/** A badge whose icon draws itself in, beside (wide) or above (tall) the line. */
export function drawIconScene(s: SceneContext, icon: string, words: Word[]): void {
  const { ctx, box, colors, u, local } = s;
  const tall = portrait(box);
  const badge = tall ? Math.min(box.width * 0.5, box.height * 0.34) : Math.min(box.height * 0.8, box.width * 0.34);
  const textBox: Box = tall
    ? { left: box.left, top: box.top + badge + 80 * u, width: box.width, height: box.height - badge - 80 * u }
    : { left: box.left + badge + 70 * u, top: box.top, width: box.width - badge - 70 * u, height: box.height };
  const block = fitText(ctx, words, 800, 84 * u, textBox.width, textBox.height * 0.9);
  const textTop = tall ? textBox.top : textBox.top + (textBox.height - blockHeight(block)) / 2;
  const bx = tall ? box.left : box.left;
  const by = tall
    ? box.top + Math.max(0, (box.height - badge - 80 * u - blockHeight(block)) / 2)
    : box.top + (box.height - badge) / 2;
  const pop = easeOutCubic(progress(local, 0, 14));
  const r = (badge / 2) * (0.6 + 0.4 * pop);
  ctx.save();
  ctx.globalAlpha *= pop;
  ctx.fillStyle = "rgba(255,255,255,0.14)";
  ctx.beginPath();
  ctx.arc(bx + badge / 2, by + badge / 2, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = colors.accent;
  ctx.lineWidth = 10 * u;
  ctx.beginPath();
  ctx.arc(bx + badge / 2, by + badge / 2, r, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * clamp01(local / 30));
  ctx.stroke();
  ctx.restore();
  const size = badge * 0.5;
  drawIcon(ctx, icon, bx + (badge - size) / 2, by + (badge - size) / 2, size, "#ffffff", clamp01((local - 4) / 22));
  drawKineticBlock(s, block, 800, { left: textBox.left, top: tall ? textTop + (by - box.top) : textTop }, 8);
}

/**
 * The call to action over a location card: a street grid drawing itself, a pin dropping on it,
 * and the place (the member's city in a branded download).
 */
export function drawLocation(s: SceneContext, place: string, words: Word[]): void {
  const { ctx, box, colors, u, local } = s;
  const tall = portrait(box);
  const card: Box = tall
    ? { left: box.left, top: box.top, width: box.width, height: box.height * 0.5 }
    : { left: box.left, top: box.top, width: box.width * 0.45, height: box.height };
  const textBox: Box = tall
    ? { left: box.left, top: card.top + card.height + 60 * u, width: box.width, height: box.height - card.height - 60 * u }
    : { left: card.left + card.width + 60 * u, top: box.top, width: box.width - card.width - 60 * u, height: box.height };
  ctx.save();
  ctx.fillStyle = "rgba(0,0,0,0.22)";
  ctx.beginPath();
  ctx.roundRect(card.left, card.top, card.width, card.height, 28 * u);
  ctx.fill();
  ctx.clip();
  // Streets: a few crossing lines revealed from the card's top-left, deterministic per layout.
  const reveal = easeOutCubic(progress(local, 0, 20));
  ctx.strokeStyle = "rgba(255,255,255,0.22)";
  ctx.lineWidth = 8 * u;
  for (let i = 1; i < 6; i++) {
    const x = card.left + (card.width * i) / 6 + (i % 2 ? 18 : -12) * u;
    const y = card.top + (card.height * i) / 6 + (i % 2 ? -14 : 10) * u;
    ctx.beginPath();
    ctx.moveTo(x, card.top);
    ctx.lineTo(x + 30 * u, card.top + card.height * reveal);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(card.left, y);
    ctx.lineTo(card.left + card.width * reveal, y - 20 * u);
    ctx.stroke();
  }
  ctx.strokeStyle = hexOr(colors.accent, 0.55);
  ctx.lineWidth = 20 * u;
  ctx.beginPath();
  ctx.moveTo(card.left, card.top + card.height * 0.78);
  ctx.quadraticCurveTo(
    card.left + card.width * 0.5,
    card.top + card.height * 0.45,
    card.left + card.width * reveal,
    card.top + card.height * 0.2,
  );
  ctx.stroke();
  const drop = easeOutCubic(progress(local, 10, 14));
  const pin = Math.min(card.width, card.height) * 0.34;
  const px = card.left + (card.width - pin) / 2;
  const py = card.top + card.height * 0.16 - (1 - drop) * 120 * u;
  ctx.globalAlpha *= drop;
  ctx.fillStyle = colors.accent;
  ctx.beginPath();
  ctx.ellipse(
    card.left + card.width / 2,
    card.top + card.height * 0.16 + pin * 0.95,
    pin * 0.25 * drop,
    pin * 0.07,
    0,
    0,
    Math.PI * 2,
  );
  ctx.fill();
  drawIcon(ctx, "map-pin", px, py, pin, "#ffffff");
  const label = fitText(ctx, markWords(place), 800, 60 * u, card.width - 60 * u, card.height * 0.22);
  ctx.restore();
  ctx.save();
  ctx.globalAlpha *= drop;
  ctx.font = font(800, label.size);
  ctx.fillStyle = "#ffffff";
  ctx.textAlign = "center";
  ctx.textBaseline = "bottom";
  ctx.fillText(place, card.left + card.width / 2, card.top + card.height - 36 * u, card.width - 60 * u);
  ctx.restore();
  const block = fitText(ctx, words, 800, 88 * u, textBox.width, textBox.height * 0.85);
  const top = textBox.top + (textBox.height - blockHeight(block)) / 2;
  drawKineticBlock(s, block, 800, { left: textBox.left, top }, 8);
}

function hexOr(hex: string, alpha: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}

/** One of the member's figures as a tile: its value counts in, its label under it. */
export interface FigureTileView {
  label: string;
  value: string;
  trend: string | null;
}

/**
 * The member's own market: their area as the heading, a tile per figure they set, and the month
 * and source along the bottom, so every local figure on screen carries its date and publisher.
 */
export function drawLocalFigures(s: SceneContext, heading: string, tiles: FigureTileView[], byline: string): void {
  const { ctx, box, colors, u, local } = s;
  const bylineHeight = drawSourceLine(s, byline);
  const head = fitText(ctx, markWords(heading), 800, 80 * u, box.width, box.height * 0.2);
  drawKineticBlock(s, head, 800, { left: box.left, top: box.top });
  const tall = portrait(box);
  const columns = tall ? 2 : Math.min(4, tiles.length);
  const rows = Math.ceil(tiles.length / columns);
  const gap = 30 * u;
  const top = box.top + blockHeight(head) + 50 * u;
  const height = box.top + box.height - bylineHeight - top;
  const tileW = (box.width - gap * (columns - 1)) / columns;
  const tileH = Math.min((height - gap * (rows - 1)) / rows, tileW * 0.9);
  tiles.forEach((tile, i) => {
    const t = easeOutCubic(progress(local, 8 + i * 6, 14));
    if (t <= 0) return;
    const x = box.left + (i % columns) * (tileW + gap);
    const y = top + Math.floor(i / columns) * (tileH + gap) + (1 - t) * 60 * u;
    ctx.save();
    ctx.globalAlpha *= t;
    ctx.fillStyle = "rgba(255,255,255,0.14)";
    ctx.beginPath();
    ctx.roundRect(x, y, tileW, tileH, 24 * u);
    ctx.fill();
    ctx.fillStyle = colors.accent;
    ctx.fillRect(x, y, tileW, 10 * u);
    const value = fitText(ctx, markWords(tile.value), 800, 96 * u, tileW - 40 * u, tileH * 0.45);
    ctx.font = font(800, value.size);
    ctx.fillStyle = colors.highlight;
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    ctx.fillText(tile.value, x + 24 * u, y + 34 * u, tileW - 40 * u);
    ctx.font = font(600, 34 * u);
    ctx.fillStyle = "#ffffff";
    ctx.fillText(tile.label, x + 24 * u, y + 44 * u + value.size, tileW - 40 * u);
    if (tile.trend) {
      ctx.font = font(700, 30 * u);
      ctx.fillStyle = "rgba(255,255,255,0.8)";
      ctx.fillText(tile.trend, x + 24 * u, y + 94 * u + value.size, tileW - 40 * u);
    }
    ctx.restore();
  });
}
