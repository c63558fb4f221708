// The member's end card: faded in over its first frames, then one still picture, which is drawn and
// sent to the encoder once and held there (its pixels are those of every later frame).
import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import type { EncodeRequest, EndCardProfile } from "../render-port.ts";
import { END_CARD_SECONDS, FPS, SHORT_PORTRAIT, scaledLayout } from "./constants.ts";
import { drawEndCard, renderEndCard } from "./end-card.ts";
import { ensureFonts } from "./fonts.ts";

const PROFILE: EndCardProfile = {
  displayName: "Jordan Lee",
  brokerage: "Hill Country Realty",
  phone: "(512) 555-0142",
  email: "jordan@example.com",
  licenseNumber: "TX 0123456",
  licenseState: null,
  brandColor: "#0f766e",
  equalHousing: true,
  photoKey: null,
};

const layout = scaledLayout(SHORT_PORTRAIT, 0.25);

function cardAt(frame: number): Uint8Array {
  ensureFonts();
  const canvas = createCanvas(layout.width, layout.height);
  drawEndCard(canvas.getContext("2d"), layout, PROFILE, null, frame);
  return canvas.data();
}

describe("the end card", () => {
  it("draws its fade and one still picture; the encoder holds that picture to the end", async () => {
    const requests: EncodeRequest[] = [];
    const encode = async (request: EncodeRequest) => {
      requests.push(request);
    };
    await renderEndCard({ encode }, layout, PROFILE, null, "unused.mp4");
    const [asked] = requests;
    if (!asked?.pictureOf) throw new Error("The card was encoded without held pictures");
    const frames = Math.round(END_CARD_SECONDS * FPS);
    expect(asked.frames).toBe(frames);
    const pictures = new Set(Array.from({ length: frames }, (_, i) => asked.pictureOf?.(i)));
    expect(pictures.size).toBeLessThanOrEqual(12);
    // The held picture is what every later frame would show.
    const held = asked.pictureOf(frames - 1);
    expect(Buffer.from(cardAt(held)).equals(Buffer.from(cardAt(frames - 1)))).toBe(true);
    expect(Buffer.from(cardAt(0)).equals(Buffer.from(cardAt(held)))).toBe(false);
  });
});
