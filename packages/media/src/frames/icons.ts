// Icons from Lucide (lucide-static, ISC licence), drawn as vector paths by the renderer.
import { createRequire } from "node:module";
import type { SKRSContext2D } from "@napi-rs/canvas";
import { Path2D } from "@napi-rs/canvas";

type IconNode = [string, Record<string, string>][];
let nodes: Record<string, IconNode> | null = null;

function iconNodes(): Record<string, IconNode> {
  if (!nodes) nodes = createRequire(import.meta.url)("lucide-static/icon-nodes.json") as Record<string, IconNode>;
  return nodes;
}

const n = (attrs: Record<string, string>, key: string) => Number(attrs[key] ?? 0);

/** The icon's 24x24 outline as one path (Lucide draws with strokes only). */
function iconPath(name: string): Path2D {
  const icon = iconNodes()[name];
  if (!icon) throw new Error(`No Lucide icon named ${name}`);
  const path = new Path2D();
  for (const [tag, attrs] of icon) {
    if (tag === "path") path.addPath(new Path2D(attrs.d ?? ""));
    else if (tag === "circle") {
      path.moveTo(n(attrs, "cx") + n(attrs, "r"), n(attrs, "cy"));
      path.arc(n(attrs, "cx"), n(attrs, "cy"), n(attrs, "r"), 0, Math.PI * 2);
    } else if (tag === "ellipse") {
      path.moveTo(n(attrs, "cx") + n(attrs, "rx"), n(attrs, "cy"));
      path.ellipse(n(attrs, "cx"), n(attrs, "cy"), n(attrs, "rx"), n(attrs, "ry"), 0, 0, Math.PI * 2);
    } else if (tag === "rect") {
      path.roundRect(n(attrs, "x"), n(attrs, "y"), n(attrs, "width"), n(attrs, "height"), n(attrs, "rx"));
    } else if (tag === "line") {
      path.moveTo(n(attrs, "x1"), n(attrs, "y1"));
      path.lineTo(n(attrs, "x2"), n(attrs, "y2"));
    } else if (tag === "polyline" || tag === "polygon") {
      const points = (attrs.points ?? "")
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      for (let i = 0; i + 1 < points.length; i += 2) {
        if (i === 0) path.moveTo(points[i] ?? 0, points[i + 1] ?? 0);
        else path.lineTo(points[i] ?? 0, points[i + 1] ?? 0);
      }
      if (tag === "polygon") path.closePath();
    }
  }
  return path;
}

const cache = new Map<string, Path2D>();

/**
 * Draws icon `name` in a `size` square at (x, y). `reveal` (0..1) draws the outline in, as a
 * pen would, by growing the dash over the path's length.
 */
export function drawIcon(ctx: SKRSContext2D, name: string, x: number, y: number, size: number, color: string, reveal = 1): void {
  let path = cache.get(name);
  if (!path) {
    path = iconPath(name);
    cache.set(name, path);
  }
  const scale = size / 24;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(scale, scale);
  ctx.strokeStyle = color;
  ctx.lineWidth = 2;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  // Lucide paths are well under 200 units long: a dash that long reveals each sub-path in step.
  if (reveal < 1) ctx.setLineDash([200 * reveal, 200]);
  ctx.stroke(path);
  ctx.restore();
}
