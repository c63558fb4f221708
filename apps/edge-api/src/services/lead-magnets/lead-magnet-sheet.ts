// The text of a lead magnet (content/lead-magnets/<slug>.json, Spanish editions <slug>.es.json): a
// checklist (boxes to tick) or a worksheet (lines to fill in), in sections, each with a short note
// on how to use it, plus the cover's one-line promise, an intro and a disclaimer. The limits keep
// every guide to a cover and at most three pages of content at a readable size.
import { LEAD_MAGNET_SLUGS, LEAD_MAGNETS } from "@realty/library/lead-magnets";
import { z } from "zod";
import { SHEET_LANGUAGES } from "./sheet-labels.ts";

export const SHEET_ITEMS_MIN = 12;
export const SHEET_ITEMS_MAX = 40;
export const SHEET_ITEM_MAX_CHARS = 170;

/** How a title names its kind, per language: a reader knows from the title what they are getting. */
const KIND_WORDS = {
  en: { checklist: "checklist", worksheet: "worksheet" },
  es: { checklist: "lista", worksheet: "hoja" },
} as const;

const words = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((t) => {
      const n = t.split(/\s+/).filter(Boolean).length;
      return n >= min && n <= max;
    }, `${min}-${max} words`);

const FIELD_NAME = /^section[1-9]-item[0-9]{1,2}$/;

/** The form field of each line or box, in reading order: `section<N>-item<M>`, counted from 1. */
export function sheetFieldNames(sheet: { sections: readonly { items: readonly string[] }[] }): string[] {
  return sheet.sections.flatMap((section, s) => section.items.map((_, i) => fieldName(s, i)));
}

export function fieldName(sectionIndex: number, itemIndex: number): string {
  return `section${sectionIndex + 1}-item${itemIndex + 1}`;
}

export const leadMagnetSheet = z
  .object({
    slug: z.enum(LEAD_MAGNET_SLUGS),
    language: z.enum(SHEET_LANGUAGES).default("en"),
    title: z.string().trim().min(5).max(60),
    kind: z.enum(["checklist", "worksheet"]),
    /** The cover's one line: what the reader has once they have worked through the guide. */
    promise: words(6, 24),
    intro: words(25, 90),
    sections: z
      .array(
        z.object({
          heading: z.string().trim().min(3).max(48),
          /** Why the section matters or how to fill it in, set under its heading. */
          note: words(8, 45).optional(),
          items: z.array(z.string().trim().min(3).max(SHEET_ITEM_MAX_CHARS)).min(2).max(12),
        }),
      )
      .min(2)
      .max(6),
    disclaimer: words(12, 60),
    /**
     * Worksheet lines that add up: the total's field shows the sum of `add` minus `subtract`, as
     * the reader types. Fields are named `section<N>-item<M>`, counted from 1.
     */
    sums: z
      .array(
        z.object({
          total: z.string().regex(FIELD_NAME),
          add: z.array(z.string().regex(FIELD_NAME)).min(1),
          subtract: z.array(z.string().regex(FIELD_NAME)).default([]),
        }),
      )
      .default([]),
  })
  .superRefine((sheet, ctx) => {
    // The catalog's titles are the English editions'; a Spanish edition has its own title.
    const expected = LEAD_MAGNETS.find((m) => m.slug === sheet.slug)?.title;
    if (sheet.language === "en" && sheet.title !== expected) {
      ctx.addIssue({ code: "custom", path: ["title"], message: `title must be "${expected}"` });
    }
    if (!sheet.title.toLowerCase().includes(KIND_WORDS[sheet.language][sheet.kind])) {
      ctx.addIssue({ code: "custom", path: ["kind"], message: `a ${sheet.kind} must say so in its title` });
    }
    const names = new Set(sheetFieldNames(sheet));
    for (const [i, sum] of sheet.sums.entries()) {
      if (sheet.kind !== "worksheet") ctx.addIssue({ code: "custom", path: ["sums"], message: "only a worksheet adds up" });
      for (const name of [sum.total, ...sum.add, ...sum.subtract]) {
        if (!names.has(name)) ctx.addIssue({ code: "custom", path: ["sums", i], message: `no line ${name}` });
      }
      if ([...sum.add, ...sum.subtract].includes(sum.total)) {
        ctx.addIssue({ code: "custom", path: ["sums", i], message: "a total cannot add itself" });
      }
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
