// Frame N of a video as a pure function of (scene, N): the backdrop, the part of the timeline on
// screen with its entrance and exit, the progress line and the title label, inside the safe area.
import type { SKRSContext2D } from "@napi-rs/canvas";
import { drawBackground } from "./background.ts";
import { FPS } from "./constants.ts";
import { type Box, drawVisual } from "./draw-visual.ts";
import { easeOutCubic, progress } from "./easing.ts";
import { font } from "./fonts.ts";
import type { Scene } from "./scene.ts";
import { drawBlock, fitText, markWords } from "./text.ts";
import { type Segment, segmentAt } from "./timeline.ts";

const ENTER_FRAMES = 14;
const EXIT_FRAMES = 9;

/** The safe area's content box, below the label and progress line. */
export function contentBox(scene: Scene): Box {
  const { layout, u } = scene;
  const { safe } = layout;
  const top = safe.top + 110 * u;
  return { left: safe.left, top, width: layout.width - safe.left - safe.right, height: layout.height - safe.bottom - top };
}

function drawChrome(ctx: SKRSContext2D, scene: Scene, frame: number): void {
  const { layout, u, colors, timeline } = scene;
  const { safe } = layout;
  const width = layout.width - safe.left - safe.right;
  const y = safe.top;
  ctx.fillStyle = "rgba(255,255,255,0.22)";
  ctx.fillRect(safe.left, y, width, 8 * u);
  ctx.fillStyle = colors.accent;
  ctx.fillRect(safe.left, y, width * Math.min(1, (frame + 1) / timeline.frames), 8 * u);
  ctx.font = font(700, 30 * u);
  ctx.textAlign = "left";
  ctx.textBaseline = "top";
  ctx.fillStyle = "rgba(255,255,255,0.9)";
  ctx.fillText(scene.input.title.toUpperCase(), safe.left, y + 32 * u, width);
}

function drawSegment(ctx: SKRSContext2D, scene: Scene, segment: Segment, frame: number): void {
  const { u, colors } = scene;
  const box = contentBox(scene);
  const local = frame - segment.start;
  if (segment.kind === "visual") {
    drawVisual(ctx, segment.visual, box, colors, u, progress(local, 6, FPS * 1.2));
    return;
  }
  const isHook = segment.kind === "hook";
  const weight = 800;
  const maxSize = (isHook ? 118 : 100) * u;
  const block = fitText(
    ctx,
    markWords(segment.text, segment.kind === "beat" ? segment.emphasis : undefined),
    weight,
    maxSize,
    box.width,
    box.height * 0.8,
  );
  const textHeight = block.lines.length * block.lineHeight;
  const top = box.top + (box.height - textHeight) / 2;
  // An accent bar grows beside the text as it lands: the beat's own transition mark.
  const bar = easeOutCubic(progress(local, 2, ENTER_FRAMES + 6));
  ctx.fillStyle = colors.accent;
  if (segment.kind === "cta") ctx.fillRect(box.left, top + textHeight + 30 * u, box.width * 0.4 * bar, 12 * u);
  else ctx.fillRect(box.left, top - 60 * u, 120 * u * bar, 12 * u);
  if (segment.kind === "beat") {
    ctx.font = font(700, 34 * u);
    ctx.textBaseline = "bottom";
    ctx.fillStyle = colors.accent;
    const count = scene.input.source.beats.length;
    ctx.fillText(
      `${String(segment.index + 1).padStart(2, "0")} / ${String(count).padStart(2, "0")}`,
      box.left + 150 * u,
      top - 40 * u,
    );
  }
  drawBlock(ctx, block, weight, { left: box.left, top, color: "#ffffff", accent: colors.highlight });
}

/** Frames a held picture lasts: while a line simply stays on screen, only slow drifts change. */
export const HOLD_STEP = 3;
/** The visual's growth (its first 1.2 s and a little) is never held. */
const VISUAL_GROW_FRAMES = 6 + FPS * 1.2;

/**
 * The frame whose picture frame N shows. While a line holds the screen (after its entrance,
 * before its exit), pictures change every HOLD_STEP frames: the backdrop's drift and the progress
 * line move too slowly to show the difference, and the renderer draws a third of those frames.
 */
export function pictureFrame(scene: Scene, frame: number): number {
  const { timeline } = scene;
  const f = Math.min(Math.max(0, Math.floor(frame)), timeline.frames - 1);
  const segment = segmentAt(timeline, f);
  const holdStart = segment.start + (segment.kind === "visual" ? VISUAL_GROW_FRAMES : ENTER_FRAMES + 6);
  const last = segment === timeline.segments[timeline.segments.length - 1];
  const holdEnd = last ? segment.end : segment.end - EXIT_FRAMES;
  if (f < holdStart || f >= holdEnd) return f;
  return f - ((f - Math.ceil(holdStart)) % HOLD_STEP);
}

export function drawFrame(ctx: SKRSContext2D, scene: Scene, frame: number): void {
  const { layout, timeline, u } = scene;
  const f = pictureFrame(scene, frame);
  ctx.save();
  drawBackground(ctx, layout, scene.colors, f / FPS);
  const segment = segmentAt(timeline, f);
  const enter = easeOutCubic(progress(f, segment.start, ENTER_FRAMES));
  const last = segment === timeline.segments[timeline.segments.length - 1];
  const exit = last ? 0 : progress(f, segment.end - EXIT_FRAMES, EXIT_FRAMES);
  ctx.save();
  ctx.globalAlpha = enter * (1 - exit);
  ctx.translate(0, (1 - enter) * 90 * u - exit * 50 * u);
  drawSegment(ctx, scene, segment, f);
  ctx.restore();
  drawChrome(ctx, scene, f);
  ctx.restore();
}
