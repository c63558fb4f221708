// Every lead magnet as poppler's tools read it (what a reader's viewer and `pdfinfo` see): an
// AcroForm, every font embedded and the house typeface, a cover and one to three pages of content.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LEAD_MAGNET_SLUGS } from "@realty/library/lead-magnets";
import { PDFCheckBox, PDFDocument, PDFName, PDFString, PDFTextField } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import type { SheetBrand } from "./lead-magnet-brand.ts";
import { renderLeadMagnetPdf } from "./lead-magnet-pdf.ts";
import { editionLanguage, leadMagnetSheetFor, SPANISH_EDITIONS } from "./lead-magnet-texts.ts";
import { pdfPageCount } from "./pdf-text-extract.ts";

/** A cover and at least one page of content; short enough to print: four pages at most. */
const FEWEST_PAGES = 2;
const MOST_PAGES = 4;

const BRAND: SheetBrand = {
  displayName: "Dana Reyes",
  brokerage: "Harbor & Pine Realty",
  phone: "(555) 123-4567",
  email: "dana@harborandpine.example",
  licenseNumber: "SA-0123456",
  licenseState: "TX",
  equalHousing: true,
  brandColor: "#1d4ed8",
};

const dir = mkdtempSync(join(tmpdir(), "lead-magnet-pdfinfo-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `pdfinfo`'s "Key: value" lines as a map. */
function pdfinfo(path: string): Map<string, string> {
  const out = execFileSync("pdfinfo", [path], { encoding: "utf8" });
  return new Map(
    out
      .split("\n")
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1] ?? "", (m[2] ?? "").trim()]),
  );
}

/** `pdffonts`' rows: each font's name and its "emb" column. */
function pdffonts(path: string): { name: string; embedded: boolean }[] {
  const lines = execFileSync("pdffonts", [path], { encoding: "utf8" }).split("\n");
  // name  type  encoding  emb sub uni  object ID: the three yes/no columns sit before the object id.
  return lines
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const match = /^(\S+)\s.*?\s(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.exec(line);
      return { name: match?.[1] ?? line, embedded: match?.[2] === "yes" };
    });
}

/** The text poppler reads on one page, with runs of white space made single spaces. */
function pageText(path: string, page: number): string {
  const text = execFileSync("pdftotext", ["-f", String(page), "-l", String(page), "-layout", path, "-"], { encoding: "utf8" });
  return text.replace(/\s+/g, " ");
}

describe("lead-magnet PDFs through poppler", () => {
  it.each(LEAD_MAGNET_SLUGS)("%s: pdfinfo shows an AcroForm and a cover, pdffonts shows only embedded Inter", async (slug) => {
    const sheet = await leadMagnetSheetFor(slug);
    const { bytes } = await renderLeadMagnetPdf(sheet, BRAND, null);
    const path = join(dir, `${slug}.pdf`);
    writeFileSync(path, bytes);

    const info = pdfinfo(path);
    expect(info.get("Form")).toBe("AcroForm");
    const pages = Number(info.get("Pages"));
    expect(pages).toBe(await pdfPageCount(bytes));
    expect(pages).toBeGreaterThanOrEqual(FEWEST_PAGES);
    expect(pages).toBeLessThanOrEqual(MOST_PAGES);

    // The cover names the guide and the agent; the content pages are numbered.
    const cover = pageText(path, 1);
    expect(cover).toContain(sheet.title);
    expect(cover).toContain(BRAND.displayName);
    expect(pageText(path, pages)).toContain(`Page ${pages} of ${pages}`);

    const fonts = pdffonts(path);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.embedded, font.name).toBe(true);
      expect(font.name).toMatch(/Inter/);
    }
  });
});

describe("Spanish editions through poppler", () => {
  it.each(SPANISH_EDITIONS)("%s: a Spanish guide with a cover, a field per item and only embedded Inter", async (slug) => {
    const sheet = await leadMagnetSheetFor(slug, "es");
    expect(sheet.language).toBe("es");
    expect(sheet.title).not.toBe((await leadMagnetSheetFor(slug)).title);
    const { bytes } = await renderLeadMagnetPdf(sheet, BRAND, null);
    const path = join(dir, `${slug}.es.pdf`);
    writeFileSync(path, bytes);

    const info = pdfinfo(path);
    expect(info.get("Form")).toBe("AcroForm");
    const pages = Number(info.get("Pages"));
    expect(pages).toBeGreaterThanOrEqual(FEWEST_PAGES);
    expect(pages).toBeLessThanOrEqual(MOST_PAGES);
    for (const font of pdffonts(path)) {
      expect(font.embedded, font.name).toBe(true);
      expect(font.name).toMatch(/Inter/);
    }

    // Spanish from the cover to the last page, and declared so for screen readers.
    const cover = pageText(path, 1);
    expect(cover).toContain(sheet.title);
    expect(cover).toContain(BRAND.displayName);
    expect(cover).toContain("En esta guía");
    const last = pageText(path, pages);
    expect(last).toContain(`Página ${pages} de ${pages}`);
    expect(last).toContain("Tu siguiente paso");
    expect(last).toContain("Igualdad de Oportunidades en la Vivienda");
    const doc = await PDFDocument.load(bytes);
    expect(doc.catalog.lookup(PDFName.of("Lang"), PDFString).decodeText()).toBe("es-US");

    // A box to tick or a line to fill for every item of the Spanish text; a worksheet's totals add up.
    const form = doc.getForm();
    const fields = form.getFields();
    expect(fields).toHaveLength(sheet.sections.flatMap((s) => s.items).length);
    const kind = sheet.kind === "worksheet" ? PDFTextField : PDFCheckBox;
    for (const field of fields) expect(field, field.getName()).toBeInstanceOf(kind);
    for (const sum of sheet.sums) expect(form.getTextField(sum.total).acroField.dict.has(PDFName.of("AA"))).toBe(true);
  });

  it("serves the English edition where a guide has no Spanish one", async () => {
    expect(editionLanguage("closing-costs-worksheet", "es")).toBe("en");
    expect((await leadMagnetSheetFor("closing-costs-worksheet", "es")).language).toBe("en");
    expect(editionLanguage("first-time-buyer-checklist", "es")).toBe("es");
    expect(editionLanguage("first-time-buyer-checklist", "fr")).toBe("en");
  });

  it("names exactly the guides whose Spanish text is bundled", async () => {
    const { RAW_ES } = await import("./lead-magnet-raw.ts");
    expect([...SPANISH_EDITIONS].sort()).toEqual(Object.keys(RAW_ES).sort());
  });
});
