// Frame N of a video as a pure function of (scene, N): the backdrop, the part of the timeline on
// screen with its entrance and exit, the progress line and the title label, inside the safe area.
import type { SKRSContext2D } from "@napi-rs/canvas";
import { figuresByline, formatFigures, type MarketFigures, monthLabel } from "../post-images/market-fields.ts";
import type { FrameBrand } from "./brand.ts";
import { segmentCaption } from "./captions.ts";
import { FPS } from "./constants.ts";
import {
  drawCompare,
  drawCounter,
  drawIconScene,
  drawKinetic,
  drawKineticBlock,
  drawList,
  drawLocalFigures,
  drawLocation,
  type FigureTileView,
  type SceneContext,
  settleFrames,
} from "./draw-scenes.ts";
import { type Box, drawVisual } from "./draw-visual.ts";
import { easeInOutSine, easeOutCubic, progress } from "./easing.ts";
import { font } from "./fonts.ts";
import type { Scene } from "./scene.ts";
import { fitText, markWords } from "./text.ts";
import { type Segment, segmentAt } from "./timeline.ts";

const ENTER_FRAMES = 14;
const EXIT_FRAMES = 9;

/** The safe area's content box, below the label and progress line. */
export function contentBox(scene: Scene): Box {
  const { layout, u } = scene;
  const { safe } = layout;
  const top = safe.top + 110 * u;
  // Burned-in captions take a strip above the bottom safe zone: the scenes keep clear of it.
  const bottom = layout.height - safe.bottom - (scene.input.burnCaptions ? CAPTION_SPACE * u : 0);
  return { left: safe.left, top, width: layout.width - safe.left - safe.right, height: bottom - top };
}

/**
 * Where the progress line runs and what fills it: whole, even pixels, so the encoder can draw the
 * same fill over the pictures (YUV 4:2:0 pairs rows and columns).
 */
export interface ProgressLine {
  x: number;
  y: number;
  /** The whole track's width; the fill covers (frame + 1) / frames of it. */
  width: number;
  height: number;
  /** "#rrggbb" */
  color: string;
  frames: number;
  /** The first frame the encoder leaves to the pictures: a branded outro fades over the line. */
  untilFrame: number;
}

const even = (value: number) => 2 * Math.round(value / 2);

export function progressLine(scene: Scene): ProgressLine {
  const { layout, u, colors, timeline } = scene;
  const { safe } = layout;
  const x = even(safe.left);
  return {
    x,
    y: even(safe.top),
    width: even(layout.width - safe.right) - x,
    height: Math.max(2, even(8 * u)),
    color: colors.accent,
    frames: timeline.frames,
    untilFrame: scene.input.brand ? timeline.frames - OUTRO_FRAMES : timeline.frames,
  };
}

function drawChrome(ctx: SKRSContext2D, scene: Scene, frame: number): void {
  const { layout, u, timeline } = scene;
  const { safe } = layout;
  const line = progressLine(scene);
  ctx.fillStyle = "rgba(255,255,255,0.22)";
  ctx.fillRect(line.x, line.y, line.width, line.height);
  ctx.fillStyle = line.color;
  ctx.fillRect(line.x, line.y, line.width * Math.min(1, (frame + 1) / timeline.frames), line.height);
  ctx.font = font(700, 30 * u);
  ctx.textAlign = "left";
  ctx.textBaseline = "top";
  ctx.fillStyle = "rgba(255,255,255,0.9)";
  ctx.fillText(scene.input.title.toUpperCase(), safe.left, safe.top + 32 * u, layout.width - safe.left - safe.right);
}

/** The line's counter ("02 / 05") above the scene, in the accent colour. */
function drawBeatNumber(
  ctx: SKRSContext2D,
  scene: Scene,
  segment: Extract<Segment, { kind: "beat" }>,
  box: Box,
  local: number,
): void {
  const { u, colors } = scene;
  const bar = easeOutCubic(progress(local, 2, ENTER_FRAMES + 6));
  ctx.fillStyle = colors.accent;
  ctx.fillRect(box.left, box.top + 14 * u, 120 * u * bar, 12 * u);
  ctx.font = font(700, 34 * u);
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  ctx.fillText(
    `${String(segment.index + 1).padStart(2, "0")} / ${String(segment.count).padStart(2, "0")}`,
    box.left + 150 * u,
    box.top + 20 * u,
  );
}

/** Room the line's counter takes above a beat's scene. */
const BEAT_NUMBER_SPACE = 80;

function drawSegment(ctx: SKRSContext2D, scene: Scene, segment: Segment, frame: number): void {
  const { u, colors } = scene;
  const box = contentBox(scene);
  const local = frame - segment.start;
  const s: SceneContext = { ctx, box, colors, u, local };

  if (segment.kind === "visual") {
    drawVisual(ctx, segment.visual, box, colors, u, progress(local, 6, FPS * 1.2));
    return;
  }
  if (segment.kind === "hook") {
    drawKinetic(s, markWords(segment.text), 124 * u);
    return;
  }
  if (segment.kind === "cta") {
    drawLocation(s, scene.input.brand?.city ?? scene.input.place ?? GENERIC_PLACE, markWords(segment.text));
    return;
  }
  if (segment.kind === "figures") {
    const figures = scene.input.brand?.figures;
    if (figures) drawLocalFigures(s, localHeading(figures), localTiles(figures), figuresByline(figures));
    return;
  }
  drawBeatNumber(ctx, scene, segment, box, local);
  s.box = { ...box, top: box.top + BEAT_NUMBER_SPACE * u, height: box.height - BEAT_NUMBER_SPACE * u };
  const words = markWords(segment.text, segment.emphasis);
  const look = segment.look;
  if (look.type === "counter") drawCounter(s, look.figure, words, figureSource(scene, segment.text));
  else if (look.type === "list") drawList(s, look.heading, look.items);
  else if (look.type === "compare") drawCompare(s, look.left, look.right);
  else if (look.type === "icon") drawIconScene(s, look.icon, words);
  else drawKinetic(s, words, 104 * u);
}

/**
 * The line under a figure: worked examples say so; other figures carry the source's first
 * reference, which names its publisher and date (the content test holds sources to that).
 */
function figureSource(scene: Scene, text: string): string {
  if (/^example\b|\bexample\b.*:/i.test(text)) return "Example math for illustration, not market data";
  return scene.input.source.sources[0] ?? "Example math for illustration, not market data";
}

/** The location card's place in a library render, where no member's city is known. */
export const GENERIC_PLACE = "Your local market";

/**
 * The cut between two scenes: an accent band sweeps across the frame and uncovers the new one.
 * Drawn over the new scene during its first WIPE_FRAMES.
 */
const WIPE_FRAMES = 12;

function drawWipe(ctx: SKRSContext2D, scene: Scene, local: number): void {
  if (local >= WIPE_FRAMES) return;
  const { width: w, height: h } = scene.layout;
  const t = easeInOutSine(local / WIPE_FRAMES);
  const slant = h * 0.35;
  const band = w * 0.9;
  const x = -band - slant + t * (w + 2 * band + slant);
  ctx.save();
  ctx.fillStyle = scene.colors.accent;
  ctx.globalAlpha = 0.9;
  ctx.beginPath();
  ctx.moveTo(x, 0);
  ctx.lineTo(x + band, 0);
  ctx.lineTo(x + band - slant, h);
  ctx.lineTo(x - slant, h);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

function settle(segment: Segment): number {
  if (segment.kind === "visual") return VISUAL_GROW_FRAMES;
  if (segment.kind === "figures") return 50;
  if (segment.kind === "beat") return Math.max(ENTER_FRAMES + 6, settleFrames(segment.look, segment.text));
  // The opening line also carries a branded render's name chip, which has landed by frame 32.
  const own = settleFrames({ type: segment.kind }, segment.text);
  return Math.max(ENTER_FRAMES + 6, segment.kind === "hook" ? Math.max(own, INTRO_SETTLE_FRAMES) : own);
}

/**
 * Frames a held picture lasts: while a line simply stays on screen, only the backdrop's slow drift
 * changes (the progress line's fill is drawn on every frame by the encoder, over the pictures).
 */
export const HOLD_STEP = 10;
/** The visual's growth (its first 1.2 s and a little) is never held. */
const VISUAL_GROW_FRAMES = 6 + FPS * 1.2;

/**
 * The frame whose picture frame N shows. While a line holds the screen (after its entrance,
 * before its exit or a branded outro), pictures change every HOLD_STEP frames: the backdrop
 * drifts too slowly to show the difference, and the renderer draws a fraction of those frames.
 */
export function pictureFrame(scene: Scene, frame: number): number {
  const { timeline } = scene;
  const f = Math.min(Math.max(0, Math.floor(frame)), timeline.frames - 1);
  const segment = segmentAt(timeline, f);
  const holdStart = segment.start + settle(segment);
  const last = segment === timeline.segments[timeline.segments.length - 1];
  const holdEnd = last ? progressLine(scene).untilFrame : segment.end - EXIT_FRAMES;
  if (f < holdStart || f >= holdEnd) return f;
  return f - ((f - Math.ceil(holdStart)) % HOLD_STEP);
}

export function drawFrame(ctx: SKRSContext2D, scene: Scene, frame: number): void {
  const { timeline, u } = scene;
  const f = pictureFrame(scene, frame);
  ctx.save();
  scene.backdrop(ctx, f / FPS);
  const segment = segmentAt(timeline, f);
  const enter = easeOutCubic(progress(f, segment.start, ENTER_FRAMES));
  const last = segment === timeline.segments[timeline.segments.length - 1];
  const exit = last ? 0 : progress(f, segment.end - EXIT_FRAMES, EXIT_FRAMES);
  ctx.save();
  ctx.globalAlpha = enter * (1 - exit);
  ctx.translate(0, (1 - enter) * 90 * u - exit * 50 * u);
  drawSegment(ctx, scene, segment, f);
  ctx.restore();
  if (segment !== timeline.segments[0]) drawWipe(ctx, scene, f - segment.start);
  drawChrome(ctx, scene, f);
  if (scene.input.burnCaptions) drawBurnedCaption(ctx, scene, segment);
  const brand = scene.input.brand;
  if (brand && segment === timeline.segments[0]) drawIntro(ctx, scene, brand, f);
  if (brand && last) drawOutro(ctx, scene, brand, f);
  ctx.restore();
}

function localHeading(figures: MarketFigures): string {
  const when = figures.month ? ` in ${monthLabel(figures.month)}` : "";
  return `${figures.area ?? "Our market"}${when}`;
}

function localTiles(figures: MarketFigures): FigureTileView[] {
  return formatFigures(figures)
    .filter((tile): tile is typeof tile & { value: string } => tile.value !== null)
    .map((tile) => ({ label: tile.label, value: tile.value, trend: tile.trend?.text ?? null }));
}

/** The figures scene's caption: the same numbers and month as on screen (the source line stays on screen). */
export function figuresCaption(figures: MarketFigures): string {
  const values = localTiles(figures).map((tile) => `${tile.label}: ${tile.value}`);
  return `${localHeading(figures)}: ${values.join(", ")}.`;
}

const INTRO_SETTLE_FRAMES = 32;

/**
 * The member's name and photo in the first seconds: a chip rising in at the foot of the content
 * area while the opening line holds the screen.
 */
function drawIntro(ctx: SKRSContext2D, scene: Scene, brand: FrameBrand, frame: number): void {
  const { u, colors } = scene;
  const box = contentBox(scene);
  const t = easeOutCubic(progress(frame, 8, 14));
  if (t <= 0) return;
  const h = 120 * u;
  const y = box.top + box.height - h + (1 - t) * 60 * u;
  ctx.save();
  ctx.globalAlpha = t;
  ctx.fillStyle = "rgba(0,0,0,0.35)";
  ctx.beginPath();
  ctx.roundRect(box.left, y, box.width * 0.86, h, h / 2);
  ctx.fill();
  const r = h / 2 - 10 * u;
  const cx = box.left + h / 2;
  const cy = y + h / 2;
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = colors.accent;
  ctx.fill();
  ctx.clip();
  const photo = brand.photo;
  if (photo) {
    // Cover the circle: the shorter side spans the diameter.
    const scale = (2 * r) / Math.min(photo.width, photo.height);
    ctx.drawImage(
      photo,
      cx - (photo.width * scale) / 2,
      cy - (photo.height * scale) / 2,
      photo.width * scale,
      photo.height * scale,
    );
  } else {
    ctx.font = font(800, r);
    ctx.fillStyle = colors.c0;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(brand.displayName.trim().charAt(0).toUpperCase(), cx, cy);
  }
  ctx.restore();
  const name = fitText(ctx, markWords(brand.displayName), 700, 46 * u, box.width * 0.86 - h - 40 * u, h * 0.8);
  drawKineticBlock({ ctx, box, colors, u, local: frame - 10 }, name, 700, {
    left: box.left + h + 14 * u,
    top: cy - (name.lines.length * name.lineHeight) / 2,
  });
  ctx.restore();
}

/** The last frames fade into the member's colour, which is where their end card begins. */
const OUTRO_FRAMES = 12;

function drawOutro(ctx: SKRSContext2D, scene: Scene, brand: FrameBrand, frame: number): void {
  const t = progress(frame, scene.timeline.frames - OUTRO_FRAMES, OUTRO_FRAMES - 1);
  if (t <= 0) return;
  ctx.save();
  ctx.globalAlpha = easeInOutSine(t);
  ctx.fillStyle = brand.brandColor;
  ctx.fillRect(0, 0, scene.layout.width, scene.layout.height);
  ctx.restore();
}

/** Height kept for burned-in captions (three lines), at 1080 px on the short side. */
const CAPTION_SPACE = 200;

/** Burned-in captions: the segment's caption in a dark box above the apps' bottom overlay. */
function drawBurnedCaption(ctx: SKRSContext2D, scene: Scene, segment: Segment): void {
  const { layout, u } = scene;
  const figures = scene.input.brand?.figures;
  const text = segmentCaption(segment, figures ? figuresCaption(figures) : "").replace(/\n/g, " ");
  if (!text) return;
  const width = layout.width - layout.safe.left - layout.safe.right;
  const block = fitText(ctx, markWords(text), 600, 40 * u, width - 40 * u, (CAPTION_SPACE - 50) * u);
  const height = block.lines.length * block.lineHeight + 28 * u;
  const top = layout.height - layout.safe.bottom - height;
  ctx.save();
  ctx.fillStyle = "rgba(0,0,0,0.72)";
  ctx.beginPath();
  ctx.roundRect(layout.safe.left, top, width, height, 14 * u);
  ctx.fill();
  ctx.font = font(600, block.size);
  ctx.fillStyle = "#ffffff";
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  block.lines.forEach((line, i) => {
    ctx.fillText(line.map((w) => w.text).join(" "), layout.safe.left + width / 2, top + 14 * u + i * block.lineHeight);
  });
  ctx.restore();
}
