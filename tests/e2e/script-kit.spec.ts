// The post-kit journey on the library side: a member opens a script, reads its post kit in tabs,
// copies the X caption (the link counted as X counts it, at most 280), and downloads the checklist
// the script promises as a PDF with their brand on it.
import { expect, type Page, test } from "@playwright/test";
import { openDashboard } from "./dashboard-fixtures.ts";
import { type AgentBrand, brandedMemberOnDashboard, downloadBrandedChecklist, openScript } from "./script-kit-fixtures.ts";

interface ListItem {
  id: number;
  title: string;
  hasAccess: boolean;
  leadMagnet?: string | null;
}
interface Detail extends ListItem {
  kit: { captions: { x: string } } | null;
  leadMagnetTitle: string | null;
}

const BRAND: AgentBrand = {
  displayName: "Dana Brandwell",
  brokerage: "Harbor & Pine Realty",
  phone: "(555) 123-4567",
  email: "dana@harborandpine.example",
  licenseNumber: "SA-0123456",
  licenseState: "TX",
  equalHousing: true,
  brandColor: "#1d4ed8",
};

/** The first script the member can open that has a post kit and promises a lead magnet. */
async function scriptWithChecklist(page: Page): Promise<Detail> {
  const list = (await (await page.request.get("/api/scripts")).json()) as ListItem[];
  for (const item of list.filter((s) => s.hasAccess && s.leadMagnet)) {
    const detail = (await (await page.request.get(`/api/scripts/${item.id}`)).json()) as Detail;
    if (detail.kit) return detail;
  }
  throw new Error("the library has no open script with a kit and a lead magnet");
}

test.describe("a script's post kit", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a member copies the X caption with its link and downloads the checklist with their brand", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await brandedMemberOnDashboard(page, playwright, baseURL, BRAND);
    const script = await scriptWithChecklist(page);
    const dialog = await openScript(page, script.title);

    // The kit's tabs, Long first.
    const tabs = dialog.getByRole("tablist", { name: "Post kit" });
    for (const name of ["Long", "Short", "On-screen", "Shots", "Captions", "Hashtags"]) {
      await expect(tabs.getByRole("tab", { name })).toBeVisible();
    }
    await expect(tabs.getByRole("tab", { name: "Long" })).toHaveAttribute("aria-selected", "true");

    await tabs.getByRole("tab", { name: "Captions" }).click();
    const x = dialog.getByTestId("x-caption");
    await expect(x).toContainText(script.kit?.captions.x ?? "missing");
    // The share link arrives a moment later; the count then includes it as X's 23 characters.
    await expect(x).toContainText(/https?:\/\/\S+$/);
    const count = Number(((await dialog.getByTestId("x-count").textContent()) ?? "").split("/")[0]);
    expect(count).toBeLessThanOrEqual(280);
    await dialog.getByRole("button", { name: "Copy X caption" }).click();
    await expect(page.getByText("Caption copied to clipboard.", { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await x.textContent())?.trim());
    const link = copied.match(/https?:\/\/\S+$/)?.[0] ?? "";
    expect(copied.length - link.length + 23).toBe(count);

    await downloadBrandedChecklist(page, dialog, {
      leadMagnet: script.leadMagnet,
      leadMagnetTitle: script.leadMagnetTitle,
      brand: BRAND,
      agentStem: "dana-brandwell",
    });
  });

  test("the kit's tabs fit a 390 px phone and move with the arrow keys", async ({ page, playwright, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page, playwright, baseURL, "domination");
    const script = await scriptWithChecklist(page);
    const dialog = await openScript(page, script.title);
    const tabs = dialog.getByRole("tablist", { name: "Post kit" });
    await expect(tabs).toBeVisible();
    const fits = await tabs.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().right <= 390);
    expect(fits).toBe(true);

    await tabs.getByRole("tab", { name: "Long" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Short" })).toBeFocused();
    await expect(tabs.getByRole("tab", { name: "Short" })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByRole("tabpanel")).toContainText(/\S/);
    await expect(dialog.getByRole("button", { name: "Copy short cut" })).toBeVisible();
  });
});
