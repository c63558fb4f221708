// Captions that are the agent's: in the Posts tab a member sets the city, specialty and tone their
// captions speak in, copies a caption that names them, and a location that describes people is
// refused with the reason.
import { expect, test } from "@playwright/test";
import { openDashboard } from "./dashboard-fixtures.ts";

test.describe("post captions", () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("a member sets their city, specialty and tone once and every caption they copy names them", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await openDashboard(page, playwright, baseURL, "domination");
    await page.getByRole("tab", { name: "Posts" }).click();
    const settings = page.getByRole("form", { name: "Your captions" });
    await expect(settings).toBeVisible({ timeout: 30_000 });

    // A description of people is not a place: refused, with the reason.
    await settings.getByLabel("City or area").fill("young families");
    await settings.getByRole("button", { name: "Save caption settings" }).click();
    await expect(page.getByText(/^Location must be a (place|city)/)).toBeVisible();

    await settings.getByLabel("City or area").fill("Round Rock, TX");
    await settings.getByLabel("Specialty").selectOption("First Time Home Buyers");
    await settings.getByLabel("Tone").selectOption("Caring & Supportive");
    await settings.getByRole("button", { name: "Save caption settings" }).click();
    await expect(page.getByText("Caption settings saved", { exact: true })).toBeVisible();

    const card = page.getByRole("article", { name: "Home Buying Tips" });
    await card.getByRole("button", { name: "Copy Facebook caption of Home Buying Tips" }).click();
    await expect(page.getByText("Caption copied to clipboard.", { exact: true })).toBeVisible();
    const facebook = await page.evaluate(() => navigator.clipboard.readText());
    expect(facebook).toContain("the Round Rock market");
    expect(facebook).toContain("first-time buyer specialist in Round Rock");
    expect(facebook).toContain("#RoundRock");
    await card.getByRole("button", { name: "Copy X caption of Home Buying Tips" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/#RoundRock$/);
  });
});
