// Each post's own artwork (no two posts share an image): a palette, a backdrop of shapes
// and a motif, all chosen from the post's index with a seeded generator, so the 71 posts get 71
// different pictures and each one is the same on every render.
import type { SKRSContext2D } from "@napi-rs/canvas";
import { ALL_MOTIFS, MOTIFS } from "./motifs.ts";
import { pick, seededRandom } from "./seed.ts";

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PostPalette {
  bg0: string;
  bg1: string;
  /** The motif's main colour and the headline's colour on the page background. */
  ink: string;
  accent: string;
  /** The page behind the headline. */
  page: string;
}

const PALETTES: readonly PostPalette[] = [
  { bg0: "#0b2545", bg1: "#13828c", ink: "#ffffff", accent: "#f4d35e", page: "#f6f4ee" },
  { bg0: "#2d1b69", bg1: "#8e44ad", ink: "#ffffff", accent: "#ffd166", page: "#f7f3fb" },
  { bg0: "#0b3d2e", bg1: "#1b998b", ink: "#ffffff", accent: "#e9c46a", page: "#f1f7f3" },
  { bg0: "#b83227", bg1: "#e67e22", ink: "#fff7e6", accent: "#1c1c24", page: "#fbf3ec" },
  { bg0: "#fde2e4", bg1: "#fad2e1", ink: "#7b2d43", accent: "#2a9d8f", page: "#ffffff" },
  { bg0: "#e9f5db", bg1: "#b5c99a", ink: "#283618", accent: "#bc6c25", page: "#fbfdf7" },
  { bg0: "#023e8a", bg1: "#48cae4", ink: "#ffffff", accent: "#ffb703", page: "#f0f8fc" },
  { bg0: "#f8edeb", bg1: "#fec89a", ink: "#6d3b2a", accent: "#264653", page: "#fffaf6" },
  { bg0: "#1d3557", bg1: "#e63946", ink: "#f1faee", accent: "#a8dadc", page: "#f5f7fa" },
  { bg0: "#264653", bg1: "#2a9d8f", ink: "#ffffff", accent: "#f4a261", page: "#f2f7f6" },
  { bg0: "#fefae0", bg1: "#dda15e", ink: "#3d2c1e", accent: "#606c38", page: "#fffdf5" },
  { bg0: "#3a0ca3", bg1: "#4cc9f0", ink: "#ffffff", accent: "#f72585", page: "#f4f4fc" },
];

/** The palette of a post: neighbours in the list never share one (7 and 12 are coprime). */
export function postPalette(postIndex: number): PostPalette {
  return pick(PALETTES, postIndex * 7);
}

function shapeColor(random: () => number, palette: PostPalette): string {
  const choices = [palette.ink, palette.accent, palette.bg0, palette.bg1, "#ffffff", "#000000"];
  return pick(choices, Math.floor(random() * choices.length));
}

/** Draws the artwork into `box`, clipped to its rounded corners. */
export function drawArtwork(ctx: SKRSContext2D, box: Box, post: { postIndex: number; category: string }, radius: number): void {
  const palette = postPalette(post.postIndex);
  const random = seededRandom(post.postIndex + 1);
  const { left, top, width, height } = box;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(left, top, width, height, radius);
  ctx.clip();
  const angle = random() * Math.PI * 2;
  const gradient = ctx.createLinearGradient(
    left + width / 2 - (Math.cos(angle) * width) / 2,
    top + height / 2 - (Math.sin(angle) * height) / 2,
    left + width / 2 + (Math.cos(angle) * width) / 2,
    top + height / 2 + (Math.sin(angle) * height) / 2,
  );
  gradient.addColorStop(0, palette.bg0);
  gradient.addColorStop(1, palette.bg1);
  ctx.fillStyle = gradient;
  ctx.fillRect(left, top, width, height);
  // The backdrop: large soft shapes at seeded places; they give each picture its own light and dark
  // regions, which is what a perceptual hash sees.
  const shapes = 5 + Math.floor(random() * 5);
  for (let i = 0; i < shapes; i++) {
    ctx.globalAlpha = 0.12 + random() * 0.3;
    ctx.fillStyle = shapeColor(random, palette);
    const x = left + random() * width;
    const y = top + random() * height;
    const size = (0.12 + random() * 0.4) * Math.min(width, height);
    ctx.beginPath();
    if (random() < 0.55) ctx.arc(x, y, size, 0, Math.PI * 2);
    else {
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(random() * Math.PI);
      ctx.rect(-size, -size * 0.35, size * 2, size * 0.7);
      ctx.restore();
    }
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  const motifs = MOTIFS[post.category] ?? ALL_MOTIFS;
  const motif = pick(motifs, post.postIndex + Math.floor(post.postIndex / motifs.length));
  const s = Math.min(width, height) * (0.42 + random() * 0.2);
  const cx = left + width * (0.28 + random() * 0.44);
  const cy = top + height * (0.38 + random() * 0.24);
  // A disc behind the motif keeps it readable over any backdrop.
  ctx.fillStyle = "rgba(0,0,0,0.16)";
  ctx.beginPath();
  ctx.arc(cx, cy, s * 0.62, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineCap = "butt";
  motif(ctx, cx, cy, s, { ink: palette.ink, accent: palette.accent });
  ctx.restore();
}
