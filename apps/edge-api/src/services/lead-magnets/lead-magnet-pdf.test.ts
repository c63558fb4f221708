import { LEAD_MAGNET_SLUGS } from "@realty/library/lead-magnets";
import { PDFArray, PDFCheckBox, PDFDict, PDFDocument, PDFHexString, PDFName, PDFTextField } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { SheetBrand } from "./lead-magnet-brand.ts";
import { renderLeadMagnetPdf } from "./lead-magnet-pdf.ts";
import { leadMagnetSheet } from "./lead-magnet-sheet.ts";
import { leadMagnetSheetFor } from "./lead-magnet-texts.ts";
import { pdfPageCount, pdfText } from "./pdf-text-extract.ts";

const BRAND: SheetBrand = {
  displayName: "Renée Okafor-Lindqvist",
  brokerage: "Harbor & Pine Realty Group of the Greater Metro Area",
  phone: "(555) 123-4567",
  email: "renee.okafor-lindqvist@harborandpine.example",
  licenseNumber: "SA-0123456789",
  licenseState: "TX",
  equalHousing: true,
  brandColor: "#0b2545",
};

// A 1x1 PNG: enough to prove a photo is embedded.
const PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"),
);

/** Each font the PDF uses: its name and whether its program is embedded (what `pdffonts` reports). */
function pdfFonts(doc: PDFDocument): { name: string; embedded: boolean }[] {
  const fonts: { name: string; embedded: boolean }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type")) !== PDFName.of("Font")) continue;
    // A composite font's program sits on its descendant; only simple and descendant fonts carry one.
    if (object.get(PDFName.of("Subtype")) === PDFName.of("Type0")) continue;
    const descriptor = object.lookup(PDFName.of("FontDescriptor"));
    const embedded =
      descriptor instanceof PDFDict && ["FontFile", "FontFile2", "FontFile3"].some((k) => descriptor.has(PDFName.of(k)));
    fonts.push({ name: String(object.get(PDFName.of("BaseFont"))), embedded });
  }
  return fonts;
}

describe("lead-magnet PDFs", () => {
  it.each(LEAD_MAGNET_SLUGS)("%s embeds Inter, names no other font, and has a form field per line or box", async (slug) => {
    const sheet = await leadMagnetSheetFor(slug);
    const doc = await PDFDocument.load((await renderLeadMagnetPdf(sheet, BRAND, null)).bytes);
    const fonts = pdfFonts(doc);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const font of fonts) {
      expect(font.embedded, font.name).toBe(true);
      expect(font.name).toMatch(/Inter/);
    }
    const fields = doc.getForm().getFields();
    const items = sheet.sections.flatMap((s) => s.items);
    expect(fields).toHaveLength(items.length);
    const kind = sheet.kind === "worksheet" ? PDFTextField : PDFCheckBox;
    for (const field of fields) expect(field, field.getName()).toBeInstanceOf(kind);
  });

  it("adds up the worksheets' totals as the reader types, in the order totals depend on each other", async () => {
    const sheet = await leadMagnetSheetFor("closing-costs-worksheet");
    expect(sheet.sums.map((x) => x.total)).toEqual(["section4-item1", "section4-item3"]);
    const doc = await PDFDocument.load((await renderLeadMagnetPdf(sheet, BRAND, null)).bytes);
    const form = doc.getForm();
    const order = form.acroForm.dict.lookup(PDFName.of("CO"));
    if (!(order instanceof PDFArray)) throw new Error("no calculation order");
    expect(
      order.asArray().map((ref) =>
        form
          .getFields()
          .find((f) => f.ref === ref)
          ?.getName(),
      ),
    ).toEqual(["section4-item1", "section4-item3"]);
    // The calculate script, read back from the PDF and run against typed values as a reader would.
    const values: Record<string, string> = {
      "section1-item1": "$1,250",
      "section2-item3": "900.50",
      "section3-item3": "5,000",
      "section4-item2": "40000",
    };
    for (const sum of sheet.sums) {
      const total = form.getTextField(sum.total);
      expect(total.isReadOnly()).toBe(true);
      const actions = total.acroField.dict.lookup(PDFName.of("AA"), PDFDict);
      const js = actions.lookup(PDFName.of("C"), PDFDict).lookup(PDFName.of("JS"));
      if (!(js instanceof PDFHexString)) throw new Error("no calculate script");
      const event = { value: "" };
      const getField = (name: string) => ({ value: values[name] ?? "" });
      new Function("event", js.decodeText()).call({ getField }, event);
      values[sum.total] = event.value;
    }
    expect(values["section4-item1"]).toBe("2150.50");
    expect(values["section4-item3"]).toBe("37150.50");
  });

  it("refuses a total that names a line the sheet does not have, or adds itself", async () => {
    const sheet = await leadMagnetSheetFor("home-affordability-worksheet");
    const missing = leadMagnetSheet.safeParse({ ...sheet, sums: [{ total: "section3-item7", add: ["section9-item1"] }] });
    expect(missing.error?.issues.map((i) => i.message)).toEqual(["no line section9-item1"]);
    const itself = leadMagnetSheet.safeParse({ ...sheet, sums: [{ total: "section3-item7", add: ["section3-item7"] }] });
    expect(itself.error?.issues.map((i) => i.message)).toEqual(["a total cannot add itself"]);
  });

  it("keeps what a reader types into a worksheet field and ticks on a checklist", async () => {
    const worksheet = await PDFDocument.load(
      (await renderLeadMagnetPdf(await leadMagnetSheetFor("closing-costs-worksheet"), BRAND, null)).bytes,
    );
    const [first] = worksheet.getForm().getFields();
    if (!(first instanceof PDFTextField)) throw new Error("a worksheet field should be a text field");
    first.setText("$1,250");
    const reread = await PDFDocument.load(await worksheet.save());
    expect(reread.getForm().getTextField(first.getName()).getText()).toBe("$1,250");
  });

  it.each(LEAD_MAGNET_SLUGS)("%s fits a cover and one to three pages at 9.5 points or more with a long brand", async (slug) => {
    const sheet = await leadMagnetSheetFor(slug);
    const rendered = await renderLeadMagnetPdf(sheet, BRAND, null);
    expect(rendered.overflow).toBe(false);
    expect(rendered.bodySize).toBeGreaterThanOrEqual(9.5);
    const pages = await pdfPageCount(rendered.bytes);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(4);
    const text = await pdfText(rendered.bytes);
    for (const part of [sheet.title, sheet.promise.split(" ").slice(0, 3).join(" "), "Your next step"])
      expect(text).toContain(part);
    // Every heading, and every item (the last words of each, as wrapping splits lines).
    for (const section of sheet.sections) expect(text).toContain(section.heading);
    for (const item of sheet.sections.flatMap((s) => s.items)) expect(text).toContain(item.split(" ").slice(-1)[0]);
  });

  it("carries the member's name, brokerage, contact, license and the Equal Housing mark", async () => {
    const { bytes } = await renderLeadMagnetPdf(await leadMagnetSheetFor("moving-checklist"), BRAND, {
      bytes: PNG,
      contentType: "image/png",
    });
    const text = await pdfText(bytes);
    for (const part of [
      "Renée Okafor-Lindqvist",
      "Harbor & Pine Realty",
      "(555) 123-4567",
      "renee.okafor-lindqvist@harborandpine.example",
      "License #SA-0123456789 (TX)",
      "EQUAL HOUSING",
      "OPPORTUNITY",
      // Every content page's footer carries the Equal Housing line too.
      "Equal Housing Opportunity",
    ]) {
      expect(text, part).toContain(part);
    }
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
  });

  it("leaves out the mark when the member turned it off, and a photo it cannot embed", async () => {
    const webp = { bytes: Uint8Array.from(Buffer.from("RIFF....WEBPVP8 ")), contentType: "image/webp" };
    const { bytes } = await renderLeadMagnetPdf(
      await leadMagnetSheetFor("moving-checklist"),
      { ...BRAND, equalHousing: false },
      webp,
    );
    const text = await pdfText(bytes);
    expect(text).not.toContain("EQUAL HOUSING");
    expect(text).not.toContain("Equal Housing Opportunity");
    expect(text).toContain("Renée Okafor-Lindqvist");
    expect(Buffer.from(bytes).toString("latin1")).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it("draws names outside Windows-1252 without failing", async () => {
    const { bytes } = await renderLeadMagnetPdf(
      await leadMagnetSheetFor("moving-checklist"),
      { ...BRAND, displayName: "Agent 王 ≤ Ünal" },
      null,
    );
    expect(await pdfText(bytes)).toContain("Agent ? <= Ünal");
  });
});
