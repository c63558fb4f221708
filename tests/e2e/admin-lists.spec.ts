// The admin's server-paged lists share one state: a new search, filter or sort asks a new
// question and starts again on page 1, the pager walks the answer, and the CSV export asks the same
// question without the paging. Driven on the Scripts tab, the library's longest list.
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./admin-fixtures.ts";

test.describe.configure({ timeout: 90_000 });

test("an admin pages, sorts, searches and filters the Scripts list; each change starts again on page 1", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "Scripts" }).click();
  const panel = page.getByRole("tabpanel", { name: "Scripts" });
  const pager = panel.getByRole("navigation", { name: "Pages" });
  const csv = panel.getByRole("link", { name: "Export CSV" });
  const rows = panel.getByRole("row").filter({ has: page.getByRole("cell") });

  await expect(pager).toContainText(/^Page 1 of \d+ · \d+ in all/);
  const total = Number((await pager.textContent())?.match(/(\d+) in all/)?.[1]);
  expect(total).toBeGreaterThan(25);
  await expect(panel.getByText(`Showing 25 of ${total} scripts`)).toBeVisible();
  await expect(rows).toHaveCount(25);
  await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager).toContainText(/^Page 2 of/);

  // A sort keeps the total but starts again at the top; the export asks for the same order.
  await panel.getByLabel("Sort").selectOption({ label: "Title A–Z" });
  await expect(pager).toContainText(`Page 1 of ${Math.ceil(total / 25)} · ${total} in all`);
  await expect(csv).toHaveAttribute("href", "/api/admin/lists/scripts.csv?sort=title&dir=asc");

  // A search that matches nothing: a note, no rows, no pager; clearing it is page 1 again.
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager).toContainText(/^Page 2 of/);
  await panel.getByLabel("Search scripts").fill("zzqx-no-such-script");
  await expect(panel.getByText("No scripts match.")).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(pager).toBeHidden();
  await expect(csv).toHaveAttribute("href", "/api/admin/lists/scripts.csv?q=zzqx-no-such-script&sort=title&dir=asc");
  await panel.getByLabel("Search scripts").fill("");
  await expect(pager).toContainText(/^Page 1 of/);

  // A plan filter narrows the list and keeps the sort.
  await panel.getByLabel("Filter by plan").selectOption({ label: "Script Sampler" });
  await expect(panel.getByText(/^Showing \d+ of \d+ scripts$/)).not.toHaveText(`Showing 25 of ${total} scripts`);
  const narrowed = Number((await panel.getByText(/^Showing \d+ of \d+ scripts$/).textContent())?.match(/of (\d+)/)?.[1]);
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(total);
  await expect(csv).toHaveAttribute("href", "/api/admin/lists/scripts.csv?plan=sampler&sort=title&dir=asc");
  const titles = await rows.locator("td:first-child").allTextContents();
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
});
