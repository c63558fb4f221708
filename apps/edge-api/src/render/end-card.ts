// The member's end card: 3.5 s in their brand (photo, name, brokerage, contact, licence, Equal
// Housing mark), encoded with the body's flags so the two join without re-encoding.
import { createCanvas, type Image, loadImage, type SKRSContext2D } from "@napi-rs/canvas";
import { licenseLine, textOnColor } from "@realty/contracts/brand-profile";
import type { EndCardProfile, RenderPort } from "../ports/render.ts";
import { hexAlpha } from "./background.ts";
import { END_CARD_SECONDS, FPS, type Layout } from "./constants.ts";
import { easeOutCubic, progress } from "./easing.ts";
import { drawEqualHousing } from "./equal-housing.ts";
import { ensureFonts, font } from "./fonts.ts";
import { drawBlock, fitText, markWords } from "./text.ts";

const FADE_FRAMES = 10;

function drawPhoto(ctx: SKRSContext2D, photo: Image, cx: number, cy: number, r: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.clip();
  // Cover the circle: scale the shorter side to the diameter, centre the rest.
  const scale = (2 * r) / Math.min(photo.width, photo.height);
  const w = photo.width * scale;
  const h = photo.height * scale;
  ctx.drawImage(photo, cx - w / 2, cy - h / 2, w, h);
  ctx.restore();
}

export function drawEndCard(
  ctx: SKRSContext2D,
  layout: Layout,
  profile: EndCardProfile,
  photo: Image | null,
  frame: number,
): void {
  const { width: w, height: h, safe } = layout;
  const u = Math.min(w, h) / 1080;
  const ink = textOnColor(profile.brandColor);
  const soft = ink === "#ffffff" ? "rgba(255,255,255,0.82)" : "rgba(0,0,0,0.75)";
  ctx.save();
  ctx.fillStyle = profile.brandColor;
  ctx.fillRect(0, 0, w, h);
  const shade = ctx.createLinearGradient(0, 0, 0, h);
  shade.addColorStop(0, hexAlpha("#ffffff", 0.08));
  shade.addColorStop(1, hexAlpha("#000000", 0.18));
  ctx.fillStyle = shade;
  ctx.fillRect(0, 0, w, h);

  const t = easeOutCubic(progress(frame, 0, FADE_FRAMES));
  ctx.globalAlpha = t;
  const portrait = h > w;
  const width = w - safe.left - safe.right;
  const r = (portrait ? 170 : 150) * u;
  // Portrait stacks photo over text; landscape puts the photo at the left of the text.
  const cx = portrait ? w / 2 : safe.left + r;
  const cy = portrait ? safe.top + 120 * u + r : h / 2 - 40 * u;
  if (photo) drawPhoto(ctx, photo, cx, cy, r);
  const textLeft = portrait ? w / 2 : photo ? cx + r + 60 * u : safe.left;
  const textWidth = portrait ? width : w - safe.right - textLeft;
  let y = portrait ? cy + (photo ? r + 70 * u : -r) : safe.top + 60 * u;
  const center = portrait;
  const name = fitText(ctx, markWords(profile.displayName), 800, 96 * u, textWidth, 240 * u);
  drawBlock(ctx, name, 800, { left: textLeft, top: y, color: ink, accent: ink, center });
  y += name.lines.length * name.lineHeight + 24 * u;
  const lines = [profile.brokerage, profile.phone, profile.email, licenseLine(profile)].filter((l): l is string => !!l);
  ctx.fillStyle = soft;
  ctx.textAlign = center ? "center" : "left";
  ctx.textBaseline = "top";
  lines.forEach((line, i) => {
    ctx.font = font(i === 0 ? 700 : 500, (i === 0 ? 50 : 44) * u);
    ctx.fillText(line, textLeft, y, textWidth);
    y += (i === 0 ? 74 : 62) * u;
  });
  if (profile.equalHousing) {
    const size = 64 * u;
    const markX = portrait ? w / 2 - 220 * u : safe.left;
    drawEqualHousing(ctx, markX, h - safe.bottom - size, size, ink);
  }
  ctx.restore();
}

/** Encodes the card at `layout` into `outFile` (END_CARD_SECONDS long). */
export async function renderEndCard(
  port: Pick<RenderPort, "encode">,
  layout: Layout,
  profile: EndCardProfile,
  photoBytes: Uint8Array | null,
  outFile: string,
): Promise<void> {
  ensureFonts();
  // A photo that cannot be decoded is left out rather than failing the member's download.
  const photo = photoBytes ? await loadImage(Buffer.from(photoBytes)).catch(() => null) : null;
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext("2d");
  const frames = Math.round(END_CARD_SECONDS * FPS);
  let still: Uint8Array | null = null;
  await port.encode(
    {
      width: layout.width,
      height: layout.height,
      fps: FPS,
      frames,
      frame: (index) => {
        // After the fade the card is still: draw it once and repeat those pixels.
        if (index > FADE_FRAMES && still) return still;
        drawEndCard(ctx, layout, profile, photo, index);
        const data = canvas.data();
        if (index > FADE_FRAMES) still = Buffer.from(data);
        return data;
      },
    },
    outFile,
  );
}
