// The Spanish journey on the default product (no AI key): a member customizes a Spanish
// library script for a city and specialty with the built-in engine, gets Spanish copy, copies the X
// caption (room left for the link: at most 280 with it) and downloads a checklist with their brand.
// No Spanish script promises a lead magnet yet, so the checklist comes from a script that does.
import { expect, type Page, test } from "@playwright/test";
import { type AgentBrand, brandedMemberOnDashboard, downloadBrandedChecklist, openScript } from "./script-kit-fixtures.ts";

interface ListItem {
  id: number;
  title: string;
  hasAccess: boolean;
  language?: "en" | "es";
  leadMagnet?: string | null;
}
interface Detail extends ListItem {
  leadMagnetTitle: string | null;
}

const BRAND: AgentBrand = {
  displayName: "Lucía Marquez",
  brokerage: "Casa Clara Realty",
  phone: "(555) 765-4321",
  email: "lucia@casaclara.example",
  licenseNumber: "SA-0456789",
  licenseState: "TX",
  equalHousing: true,
  brandColor: "#0f766e",
};
/** X counts any link as 23 characters, plus the space before it. */
const X_LINK = 1 + 23;

async function library(page: Page): Promise<ListItem[]> {
  return (await (await page.request.get("/api/scripts")).json()) as ListItem[];
}

test.describe("customize a Spanish script with the built-in engine", () => {
  test.describe.configure({ timeout: 150_000 });

  test("a member gets a Spanish version for their city and specialty, copies the X caption and downloads a branded checklist", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await brandedMemberOnDashboard(page, playwright, baseURL, BRAND);
    const scripts = await library(page);
    const spanish = scripts.find((s) => s.hasAccess && s.language === "es");
    if (!spanish) throw new Error("the library has no open Spanish script");

    const dialog = await openScript(page, spanish.title);
    await dialog.getByRole("button", { name: "Customize", exact: true }).click();
    // A Spanish script's version defaults to Spanish; chosen explicitly, as a member would.
    await dialog.getByLabel("Language").selectOption("es");
    await dialog.getByLabel("Location").fill("San Antonio, TX");
    await dialog.getByLabel("Specialty").selectOption("First Time Home Buyers");
    await dialog.getByLabel("Tone").selectOption("Warm & Personal");
    await dialog.getByRole("button", { name: "Generate Customized Script" }).click();

    await expect(dialog.getByText("Customized for you")).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByTestId("engine-label")).toHaveText("Built-in personalizer");
    const long = dialog.getByTestId("script-text");
    await expect(long).toContainText("Soy tu especialista en compradores de primera vivienda en San Antonio");
    await expect(long).toContainText("quienes van a comprar su primera casa en San Antonio");
    await expect(long).not.toContainText("San Antonio, TX");
    await expect(long).not.toContainText(/\b(?:I'm|specialist|For)\b/);
    await expect(dialog.getByText("Spanish needs the AI engine")).toHaveCount(0);

    await dialog.getByRole("tab", { name: "Captions" }).click();
    await expect(dialog.getByRole("region", { name: "Instagram / TikTok caption" })).toContainText(
      "#SanAntonio #BienesRaicesSanAntonio",
    );
    const xRegion = dialog.getByRole("region", { name: "X caption" });
    await xRegion.getByRole("button", { name: "Copy X caption" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe("");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    await expect(xRegion).toContainText(copied);
    expect(Array.from(copied).length + X_LINK).toBeLessThanOrEqual(280);

    // The checklist: from a script that promises one (no Spanish script does yet), with the brand.
    // The dialog's own close button: Escape would first dismiss the "Copied!" toast.
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
    const withMagnet = scripts.find((s) => s.hasAccess && s.leadMagnet);
    if (!withMagnet) throw new Error("the library has no open script with a lead magnet");
    const detail = (await (await page.request.get(`/api/scripts/${withMagnet.id}`)).json()) as Detail;
    const other = await openScript(page, withMagnet.title);
    await downloadBrandedChecklist(page, other, {
      leadMagnet: withMagnet.leadMagnet,
      leadMagnetTitle: detail.leadMagnetTitle,
      brand: BRAND,
      agentStem: "lucia-marquez",
    });
  });
});
