// The one-page text of a lead magnet (content/lead-magnets/<slug>.json): a checklist (boxes to tick)
// or a worksheet (lines to fill in), in sections, with an intro and a disclaimer. The limits keep
// every sheet to one page at a readable size; the content test and the PDF test hold all 14 to them.
import { LEAD_MAGNET_SLUGS, LEAD_MAGNETS } from "@realty/library/lead-magnets";
import { z } from "zod";

export const SHEET_ITEMS_MIN = 12;
export const SHEET_ITEMS_MAX = 25;
export const SHEET_ITEM_MAX_CHARS = 130;

const words = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((t) => {
      const n = t.split(/\s+/).filter(Boolean).length;
      return n >= min && n <= max;
    }, `${min}-${max} words`);

export const leadMagnetSheet = z
  .object({
    slug: z.enum(LEAD_MAGNET_SLUGS),
    title: z.string().trim().min(5).max(60),
    kind: z.enum(["checklist", "worksheet"]),
    intro: words(25, 80),
    sections: z
      .array(
        z.object({
          heading: z.string().trim().min(3).max(48),
          items: z.array(z.string().trim().min(3).max(SHEET_ITEM_MAX_CHARS)).min(2).max(10),
        }),
      )
      .min(2)
      .max(5),
    disclaimer: words(12, 60),
  })
  .superRefine((sheet, ctx) => {
    const expected = LEAD_MAGNETS.find((m) => m.slug === sheet.slug)?.title;
    if (sheet.title !== expected) ctx.addIssue({ code: "custom", path: ["title"], message: `title must be "${expected}"` });
    if (!sheet.title.toLowerCase().includes(sheet.kind)) {
      ctx.addIssue({ code: "custom", path: ["kind"], message: `a ${sheet.kind} must say so in its title` });
    }
    const items = sheet.sections.reduce((n, s) => n + s.items.length, 0);
    if (items < SHEET_ITEMS_MIN || items > SHEET_ITEMS_MAX) {
      ctx.addIssue({
        code: "custom",
        path: ["sections"],
        message: `${items} items (want ${SHEET_ITEMS_MIN}-${SHEET_ITEMS_MAX})`,
      });
    }
  });

export type LeadMagnetSheet = z.output<typeof leadMagnetSheet>;
