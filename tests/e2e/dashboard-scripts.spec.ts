import { expect, type Page, test } from "@playwright/test";
import { openDashboard } from "./dashboard-fixtures.ts";

function scriptCard(page: Page, index: number) {
  return page.locator("[data-slot=script-card]").nth(index);
}

async function openScript(page: Page, index: number) {
  const card = scriptCard(page, index);
  const title = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByRole("button", { name: /^Customize & Share/ }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return { dialog, title };
}

test.describe("script dialog", () => {
  // Journeys of several steps on a shared, busy server: more than the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  test("view, customize and results with the built-in personalizer; saved defaults prefill the next script", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await openDashboard(page, playwright, baseURL, "spark");
    const { dialog } = await openScript(page, 0);

    // View → customize → back → view.
    await expect(dialog.getByText("Script", { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Customize", exact: true }).click();
    await expect(dialog.getByLabel("Location")).toHaveValue("");
    await expect(dialog.getByLabel("Specialty").locator("option")).toHaveCount(11);
    await expect(dialog.getByLabel("Tone").locator("option")).toHaveCount(11);
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByRole("button", { name: "Customize", exact: true })).toBeVisible();

    // Customize → results.
    await dialog.getByRole("button", { name: "Customize", exact: true }).click();
    await dialog.getByLabel("Location").fill("Boise, ID");
    await dialog.getByLabel("Specialty").selectOption("Waterfront Properties");
    await dialog.getByLabel("Tone").selectOption("Direct & Honest");
    await dialog.getByRole("button", { name: "Generate Customized Script" }).click();
    await expect(dialog.getByText("Customized for you")).toBeVisible();
    const result = dialog.getByTestId("script-text");
    await expect(result).toContainText("Boise");
    await expect(result).toContainText("I'm your waterfront property specialist in Boise");

    // Results → customize (Re-customize keeps what was typed) → back → view.
    await dialog.getByRole("button", { name: "Re-customize" }).click();
    await expect(dialog.getByLabel("Location")).toHaveValue("Boise, ID");
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByRole("button", { name: "Re-customize" })).toBeVisible();

    // Closing resets; the saved version opens in results, with a blank form behind Re-customize.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(scriptCard(page, 0).getByText("Customized")).toBeVisible();
    const again = await openScript(page, 0);
    await expect(again.dialog.getByText("Customized for you")).toBeVisible();
    await again.dialog.getByRole("button", { name: "Re-customize" }).click();
    await expect(again.dialog.getByLabel("Location")).toHaveValue("");
    await page.keyboard.press("Escape");

    // The saved defaults prefill another script, also after a reload.
    await page.reload();
    // GET /api/scripts carries the member's saved version.
    await expect(scriptCard(page, 0).getByText("Customized")).toBeVisible();
    const other = await openScript(page, 1);
    await other.dialog.getByRole("button", { name: "Customize", exact: true }).click();
    await expect(other.dialog.getByLabel("Location")).toHaveValue("Boise, ID");
    await expect(other.dialog.getByLabel("Specialty")).toHaveValue("Waterfront Properties");
    await expect(other.dialog.getByLabel("Tone")).toHaveValue("Direct & Honest");
  });

  test("a failed customization says so and stays on the form", async ({ page, playwright, baseURL }) => {
    await openDashboard(page, playwright, baseURL, "sampler");
    const { dialog } = await openScript(page, 0);
    await dialog.getByRole("button", { name: "Customize", exact: true }).click();
    await page.route("**/api/scripts/*/customize", (route) => route.abort("connectionreset"));
    await dialog.getByRole("button", { name: "Generate Customized Script" }).click();
    await expect(page.getByText("Customization Failed").first()).toBeVisible();
    await expect(page.getByText("Please try again.").first()).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Generate Customized Script" })).toBeEnabled();
  });

  test("copy uses the clipboard, or the fallback when the clipboard refuses", async ({ page, context, playwright, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openDashboard(page, playwright, baseURL, "sampler");
    const { dialog } = await openScript(page, 0);
    await dialog.getByRole("button", { name: "Copy Script" }).click();
    await expect(page.getByText("Copied!", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Script copied to clipboard.").first()).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await dialog.getByTestId("script-text").textContent()) ?? "");

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error("denied"));
    });
    await dialog.getByRole("button", { name: "Copy Script" }).click();
    await expect(page.getByText("Content Copied (Fallback)!").first()).toBeVisible();
  });

  test("a locked script shows the tier, the upgrade price and no customization", async ({ page, playwright, baseURL }) => {
    await openDashboard(page, playwright, baseURL, "sampler");
    // Sampler opens the first 16 scripts; the 17th needs Script Spark ($79 − $69).
    const card = scriptCard(page, 16);
    await expect(card.getByText("Script Spark")).toBeVisible();
    await expect(card.getByText("Upgrade from $10")).toBeVisible();
    const { dialog } = await openScript(page, 16);
    await expect(dialog.getByText("Script Spark")).toBeVisible();
    await expect(dialog.getByText("Upgrade from $10")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Upgrade to Access" })).toHaveAttribute("href", "/account#subscription");
    await expect(dialog.getByRole("button", { name: /Customize|Copy Script/ })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: /^Share on/ })).toHaveCount(0);
  });
});
