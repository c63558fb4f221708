// One carousel slide as an element tree: the cover (title, the list's lead, how many ideas follow),
// an idea slide (its number or tick, the idea set large, fitted by measuring) or the closing slide
// (the member's brand and the post's own call to action).
import { textOnColor } from "@realty/contracts/brand-profile";
import { CAROUSEL_SIZE, type SlidePlan } from "../carousel.ts";
import type { ImageBrand } from "../image-brand.ts";
import { brandFooter, equalHousingMark } from "./brand-footer.ts";
import type { ImagePost } from "./compose-post.ts";
import { CARD_FONT } from "./engine.ts";
import { fitScale } from "./fit.ts";
import { categoryChip, tileBand, titleText } from "./headline-band.ts";
import { tickIcon } from "./icons.ts";
import { box, type CardNode, text } from "./nodes.ts";
import { postPalette } from "./palette.ts";
import type { CardPhoto } from "./photo.ts";

export interface SlideInput {
  post: ImagePost;
  brand: ImageBrand;
  photo: CardPhoto | null;
  /** The caption's closing line, e.g. "Which step are you on? Comment below." */
  callToAction: string;
}

const { width: W, height: H } = CAROUSEL_SIZE;
const u = 1;
const PAD = 72;
const FOOTER = 200;
const INK = "#111827";

function page(palette: ReturnType<typeof postPalette>, ...children: CardNode[]): CardNode {
  return box({ width: W, height: H, flexDirection: "column", backgroundColor: palette.page, fontFamily: CARD_FONT }, ...children);
}

function counter(position: number, total: number, color: string): CardNode {
  return text(`${position} / ${total}`, { fontSize: 30, fontWeight: 700, color });
}

async function cover(plan: Extract<SlidePlan, { kind: "cover" }>, input: SlideInput, total: number): Promise<CardNode> {
  const palette = postPalette(input.post.postIndex);
  const room = { width: W - 2 * PAD, height: 460 };
  const scale = (await fitScale((s) => titleText(input.post.title, 120 * s, INK), room.width, room.height, 0.4)) ?? 0.4;
  const ideas = plan.card.items.length;
  const swipe = plan.card.kind === "tips" ? `Swipe for ${ideas} tips` : `Swipe for the ${ideas}-point checklist`;
  return page(
    palette,
    tileBand(input.post.postIndex, palette, W, H / 8),
    box(
      { flex: 1, flexDirection: "column", justifyContent: "center", gap: 36, padding: `0 ${PAD}px` },
      categoryChip(input.post.category, palette, u),
      titleText(input.post.title, 120 * scale, INK),
      text(plan.card.lead, { fontSize: 46, fontWeight: 600, color: "#374151", lineHeight: 1.3 }),
      box(
        { flexDirection: "row", alignItems: "center", justifyContent: "space-between" },
        text(swipe, { fontSize: 38, fontWeight: 800, color: palette.bg0 }),
        counter(1, total, "#6b7280"),
      ),
    ),
    brandFooter(input.brand, input.photo, W, FOOTER, u),
  );
}

async function ideas(
  plan: Extract<SlidePlan, { kind: "ideas" }>,
  input: SlideInput,
  position: number,
  total: number,
): Promise<CardNode> {
  const palette = postPalette(input.post.postIndex);
  const marker = (item: number, px: number) =>
    plan.card.kind === "tips"
      ? box(
          {
            width: px,
            height: px,
            borderRadius: px / 2,
            flexShrink: 0,
            backgroundColor: palette.bg0,
            alignItems: "center",
            justifyContent: "center",
          },
          text(String(item + 1), { fontSize: px * 0.5, fontWeight: 800, color: palette.ink }),
        )
      : box(
          {
            width: px,
            height: px,
            borderRadius: px * 0.2,
            flexShrink: 0,
            border: `${px * 0.07}px solid ${palette.bg0}`,
            alignItems: "center",
            justifyContent: "center",
          },
          { type: "img", props: { src: tickIcon(palette.bg0), width: px * 0.7, height: px * 0.7 } },
        );
  const body = (s: number) =>
    box(
      { flexDirection: "column", gap: 56 * s, width: "100%" },
      ...plan.items.map((item) =>
        box(
          { flexDirection: "column", gap: 28 * s, width: "100%" },
          marker(item, 120 * s),
          text(plan.card.items[item] ?? "", { fontSize: 84 * s, fontWeight: 800, color: INK, lineHeight: 1.12 }),
        ),
      ),
    );
  const room = { width: W - 2 * PAD, height: H - FOOTER - 160 - 2 * PAD };
  const scale = (await fitScale(body, room.width, room.height, 0.4)) ?? 0.4;
  return page(
    palette,
    box(
      {
        height: 160,
        flexShrink: 0,
        flexDirection: "row",
        alignItems: "center",
        justifyContent: "space-between",
        padding: `0 ${PAD}px`,
        backgroundImage: `linear-gradient(135deg, ${palette.bg0}, ${palette.bg1})`,
      },
      text(input.post.title, {
        fontSize: 34,
        fontWeight: 800,
        color: palette.ink,
        maxWidth: W - 2 * PAD - 160,
        whiteSpace: "nowrap",
        overflow: "hidden",
        textOverflow: "ellipsis",
      }),
      counter(position, total, palette.ink),
    ),
    box({ flex: 1, flexDirection: "column", justifyContent: "center", padding: `0 ${PAD}px` }, body(scale)),
    brandFooter(input.brand, input.photo, W, FOOTER, u),
  );
}

function closing(input: SlideInput, total: number): CardNode {
  const { brand, photo } = input;
  const ink = textOnColor(brand.brandColor);
  const soft = ink === "#ffffff" ? "rgba(255,255,255,0.85)" : "rgba(0,0,0,0.75)";
  const diameter = 260;
  const portrait = photo
    ? box(
        { width: diameter, height: diameter, borderRadius: diameter / 2, overflow: "hidden" },
        { type: "img", props: { src: photo.src, width: diameter, height: diameter, style: { objectFit: "cover" } } },
      )
    : box(
        {
          width: diameter,
          height: diameter,
          borderRadius: diameter / 2,
          alignItems: "center",
          justifyContent: "center",
          backgroundColor: ink === "#ffffff" ? "rgba(255,255,255,0.2)" : "rgba(0,0,0,0.12)",
        },
        text(
          brand.displayName
            .split(/\s+/)
            .filter(Boolean)
            .map((p) => p[0])
            .join("")
            .slice(0, 2)
            .toUpperCase(),
          { fontSize: 100, fontWeight: 800, color: ink },
        ),
      );
  const lines = [brand.brokerage, [brand.phone, brand.email].filter(Boolean).join("  \u00b7  ")].filter((l): l is string => !!l);
  return box(
    {
      width: W,
      height: H,
      flexDirection: "column",
      alignItems: "center",
      justifyContent: "center",
      gap: 40,
      padding: `${PAD}px`,
      backgroundColor: brand.brandColor,
      fontFamily: CARD_FONT,
    },
    portrait,
    text(brand.displayName, { fontSize: 72, fontWeight: 800, color: ink, textAlign: "center" }),
    ...lines.map((line) => text(line, { fontSize: 38, fontWeight: 600, color: soft, textAlign: "center" })),
    box(
      { marginTop: 30, padding: "36px 44px", borderRadius: 28, backgroundColor: "#ffffff", maxWidth: W - 2 * PAD },
      text(input.callToAction, { fontSize: 44, fontWeight: 700, color: INK, lineHeight: 1.3, textAlign: "center" }),
    ),
    box(
      { flexDirection: "row", alignItems: "center", justifyContent: "space-between", width: "100%", marginTop: 20 },
      brand.equalHousing ? equalHousingMark(64, ink) : box({}),
      counter(total, total, soft),
    ),
  );
}

export async function composeSlide(plans: SlidePlan[], index: number, input: SlideInput): Promise<CardNode> {
  const plan = plans[index];
  if (!plan) throw new Error(`No slide ${index + 1}`);
  const total = plans.length;
  if (plan.kind === "cover") return cover(plan, input, total);
  if (plan.kind === "ideas") return ideas(plan, input, index + 1, total);
  return closing(input, total);
}
