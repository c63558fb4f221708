// A worksheet a client keeps: the member's branded worksheet opens in a PDF viewer in Chromium
// (pdf.js), a reader types into its fields, its total adds itself up, and the saved file holds
// what they typed and the total, read back with pdf-lib.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { openPdfForm, savedPdf } from "./pdf-form-viewer.ts";
import { type AgentBrand, brandedMemberOnDashboard } from "./script-kit-fixtures.ts";

interface ListItem {
  id: number;
  title: string;
  hasAccess: boolean;
  leadMagnet?: string | null;
}

const BRAND: AgentBrand = {
  displayName: "Wren Worksheet",
  brokerage: "Harbor & Pine Realty",
  phone: "(555) 123-4567",
  email: "wren@harborandpine.example",
  licenseNumber: "SA-0123456",
  licenseState: "TX",
  equalHousing: true,
  brandColor: "#1d4ed8",
};

interface SheetSum {
  total: string;
  add: string[];
  subtract?: string[];
}

/** The worksheet's own sums, from its content file. */
function sumsOf(slug: string): SheetSum[] {
  const file = join(import.meta.dirname, "../../content/lead-magnets", `${slug}.json`);
  return ((JSON.parse(readFileSync(file, "utf8")) as { sums?: SheetSum[] }).sums ?? []) as SheetSum[];
}

/** An open script whose worksheet adds up. */
async function scriptWithWorksheet(page: Page): Promise<ListItem & { sum: SheetSum }> {
  const list = (await (await page.request.get("/api/scripts")).json()) as ListItem[];
  for (const item of list.filter((s) => s.hasAccess && s.leadMagnet?.endsWith("-worksheet"))) {
    const [sum] = sumsOf(item.leadMagnet ?? "");
    if (sum) return { ...item, sum };
  }
  throw new Error("the library has no open script that promises a worksheet with a total");
}

test.describe("a lead-magnet worksheet", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a reader fills a worksheet in a PDF viewer, its total adds up, and the saved file keeps both", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await brandedMemberOnDashboard(page, playwright, baseURL, BRAND);
    const script = await scriptWithWorksheet(page);
    await openPdfForm(page, `/api/scripts/${script.id}/lead-magnet`);

    // The first total's lines get 100, 200, 300...; the total follows each line as the reader moves on.
    const { total, add } = script.sum;
    const totalField = page.locator(`input[name="${total}"]`);
    let expected = 0;
    for (const [i, name] of add.entries()) {
      const field = page.locator(`input[name="${name}"]`);
      await expect(field).toBeEditable();
      await field.fill(String((i + 1) * 100));
      await field.press("Tab");
      expected += (i + 1) * 100;
      await expect(totalField).toHaveValue(expected.toFixed(2));
    }

    const form = (await PDFDocument.load(await savedPdf(page))).getForm();
    expect(form.getTextField(add[0] ?? "").getText()).toBe("100");
    expect(form.getTextField(total).getText()).toBe(expected.toFixed(2));
  });
});
