// Shared by the script-kit browser tests: an agent's brand profile saved on the member, a library
// script's dialog opened from the dashboard, and the promised checklist downloaded as a PDF that
// carries that brand.
import { readFileSync } from "node:fs";
import { expect, type Locator, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { pdfPageCount, pdfText } from "../../apps/edge-api/src/services/lead-magnets/pdf-text-extract.ts";
import { openDashboard } from "./dashboard-fixtures.ts";

export interface AgentBrand {
  displayName: string;
  brokerage: string;
  phone: string;
  email: string;
  licenseNumber: string;
  licenseState: string;
  equalHousing: boolean;
  brandColor: string;
}

/** A Domination member with `brand` saved, on the dashboard, with a clipboard the test can read. */
export async function brandedMemberOnDashboard(
  page: Page,
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  brand: AgentBrand,
): Promise<void> {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await openDashboard(page, playwright, baseURL, "domination");
  expect((await page.request.put("/api/user/brand", { data: brand })).status()).toBe(200);
}

/** Finds the script by its title in the dashboard's search and opens its dialog. */
export async function openScript(page: Page, title: string): Promise<Locator> {
  await page.getByRole("searchbox", { name: "Search scripts" }).fill(title);
  const card = page.locator("[data-slot=script-card]").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await card.getByRole("button", { name: /^Customize & Share/ }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

export interface ChecklistExpectation {
  /** The script's lead-magnet slug: the file is named `<slug>-<agent>.pdf`. */
  leadMagnet: string | null | undefined;
  leadMagnetTitle: string | null;
  brand: AgentBrand;
  /** The agent's name as the file name spells it ("lucia-marquez"). */
  agentStem: string;
}

/** Downloads the checklist from an open script dialog and checks its name, length and brand. */
export async function downloadBrandedChecklist(page: Page, dialog: Locator, expected: ChecklistExpectation): Promise<void> {
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("link", { name: /^Download (checklist|worksheet)/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${expected.leadMagnet}-${expected.agentStem}.pdf`);
  const bytes = new Uint8Array(readFileSync((await download.path()) ?? ""));
  // A cover and one to three pages of content.
  const pages = await pdfPageCount(bytes);
  expect(pages).toBeGreaterThanOrEqual(2);
  expect(pages).toBeLessThanOrEqual(4);
  const text = await pdfText(bytes);
  const { displayName, brokerage } = expected.brand;
  for (const part of [expected.leadMagnetTitle ?? "missing", displayName, brokerage, "EQUAL HOUSING"]) {
    expect(text, part).toContain(part);
  }
}
