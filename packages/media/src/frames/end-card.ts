// The member's end card: 3.5 s in their brand (photo, name, brokerage, contact, licence, Equal
// Housing mark), encoded with the body's flags so the two join without re-encoding.
import { createCanvas, type Image, type SKRSContext2D } from "@napi-rs/canvas";
import { licenseLine, textOnColor } from "@realty/contracts/brand-profile";
import { loadBoundedImage } from "../bounded-image.ts";
import type { EndCardProfile, RenderPort } from "../render-port.ts";
import { hexAlpha } from "./background.ts";
import { END_CARD_SECONDS, FPS, type Layout } from "./constants.ts";
import { easeOutCubic, progress } from "./easing.ts";
import { drawEqualHousing, equalHousingWidth } from "./equal-housing.ts";
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
  const r = (portrait ? 170 : 150) * u;
  // Portrait frames are seen full-screen on a phone: larger type than the 16:9 card.
  const k = portrait ? 1.3 : 1;
  const photoGap = photo ? 60 * u : 0;
  const textLeft = portrait ? w / 2 : safe.left + (photo ? 2 * r + photoGap : 0);
  const textWidth = portrait ? w - safe.left - safe.right : w - safe.right - textLeft;
  const name = fitText(ctx, markWords(profile.displayName), 800, 96 * k * u, textWidth, 260 * u);
  const lines = [profile.brokerage, profile.phone, profile.email, licenseLine(profile)].filter((l): l is string => !!l);
  const nameHeight = name.lines.length * name.lineHeight;
  const textHeight = nameHeight + 24 * u + lines.reduce((sum, _, i) => sum + (i === 0 ? 74 : 62) * k * u, 0);
  const markSize = 64 * k * u;
  // The group is centred in the space above the Equal Housing mark: portrait stacks the photo over
  // the text, landscape puts the photo at the left of the text.
  const areaTop = safe.top;
  const areaBottom = h - safe.bottom - (profile.equalHousing ? markSize + 40 * u : 0);
  const groupHeight = portrait ? (photo ? 2 * r + 70 * u : 0) + textHeight : Math.max(photo ? 2 * r : 0, textHeight);
  const top = areaTop + Math.max(0, (areaBottom - areaTop - groupHeight) / 2);
  if (photo) drawPhoto(ctx, photo, portrait ? w / 2 : safe.left + r, portrait ? top + r : top + groupHeight / 2, r);
  let y = portrait ? top + (photo ? 2 * r + 70 * u : 0) : top + (groupHeight - textHeight) / 2;
  drawBlock(ctx, name, 800, { left: textLeft, top: y, color: ink, accent: ink, center: portrait });
  y += nameHeight + 24 * u;
  ctx.fillStyle = soft;
  ctx.textAlign = portrait ? "center" : "left";
  ctx.textBaseline = "top";
  lines.forEach((line, i) => {
    ctx.font = font(i === 0 ? 700 : 500, (i === 0 ? 50 : 44) * k * u);
    ctx.fillText(line, textLeft, y, textWidth);
    y += (i === 0 ? 74 : 62) * k * u;
  });
  if (profile.equalHousing) {
    const markWidth = equalHousingWidth(ctx, markSize);
    const markX = portrait ? (w - markWidth) / 2 : safe.left;
    drawEqualHousing(ctx, markX, h - safe.bottom - markSize, markSize, ink);
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
  // A photo that cannot be decoded (or is over the size bounds) is left out rather than failing the download.
  const photo = await loadBoundedImage(photoBytes);
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext("2d");
  const frames = Math.round(END_CARD_SECONDS * FPS);
  await port.encode(
    {
      width: layout.width,
      height: layout.height,
      fps: FPS,
      frames,
      frame: (index) => {
        drawEndCard(ctx, layout, profile, photo, index);
        return canvas.data();
      },
      // Faded in by frame FADE_FRAMES, the card holds still: drawn and sent once, held by the encoder.
      pictureOf: (index) => Math.min(index, FADE_FRAMES),
    },
    outFile,
  );
}
