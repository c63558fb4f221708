// A worksheet a client keeps: the member's branded worksheet opens in a PDF viewer in Chromium
// (pdf.js), a reader types into its fields, and the saved file holds what they typed, read back
// with pdf-lib.
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

async function scriptWithWorksheet(page: Page): Promise<ListItem> {
  const list = (await (await page.request.get("/api/scripts")).json()) as ListItem[];
  const item = list.find((s) => s.hasAccess && s.leadMagnet?.endsWith("-worksheet"));
  if (!item) throw new Error("the library has no open script that promises a worksheet");
  return item;
}

test.describe("a lead-magnet worksheet", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a reader fills a worksheet field in a PDF viewer and the saved file keeps it", async ({ page, playwright, baseURL }) => {
    await brandedMemberOnDashboard(page, playwright, baseURL, BRAND);
    const script = await scriptWithWorksheet(page);
    await openPdfForm(page, `/api/scripts/${script.id}/lead-magnet`);

    const field = page.locator('input[name="section1-item1"]');
    await expect(field).toBeEditable();
    await field.fill("4250");
    await field.press("Tab");

    const doc = await PDFDocument.load(await savedPdf(page));
    expect(doc.getForm().getTextField("section1-item1").getText()).toBe("4250");
  });
});
