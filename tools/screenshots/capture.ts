// The three pictures: a Domination member's dashboard, the script dialog after a built-in
// customization, and the social hub's composer, taken with Playwright and Debian's Chromium.
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIResponse, chromium, type Locator, type Page, request } from "@playwright/test";
import { CHROMIUM_ARGS } from "../chromium.ts";
import { ADMIN } from "./app-server.ts";
import { SHOT_NAMES } from "./build-step.ts";

const MEMBER = { firstName: "Jordan", lastName: "Rivera", email: "jordan@example.com", password: "screenshots-member-1" };
const VIEWPORT = { width: 1280, height: 800 };
const MARKET_FIGURES = {
  area: "Austin, TX",
  medianPrice: 452000,
  daysOnMarket: 41,
  monthsOfSupply: 3.8,
  newListings: 2950,
  source: "Austin Board of Realtors MLS",
  priorMonthMedianPrice: 447000,
  priorYearMedianPrice: 439000,
};
const JPEG_QUALITY = 82;
const HUB_POST =
  "Austin market update: homes are selling in about 21 days, and inventory is up 8% from last month. Thinking of selling this spring? Message me for a free, no-pressure value estimate. #AustinRealEstate";

async function ok(res: APIResponse, what: string): Promise<void> {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
}

/** Registers the member in the page's own context (so the page is signed in) and raises its plan. */
async function signInMember(page: Page, base: string): Promise<void> {
  await ok(await page.request.post(`${base}/api/auth/register`, { data: MEMBER }), "register");
  const { id } = (await (await page.request.get(`${base}/api/auth/user`)).json()) as { id: number };
  const admin = await request.newContext({ baseURL: base });
  await ok(await admin.post("/api/auth/login", { data: ADMIN }), "admin login");
  await ok(await admin.post(`/api/admin/users/${id}/set-access-level`, { data: { accessLevel: "domination" } }), "access");
  await admin.dispose();
  // A member past their first week: the Start here list put away, this month's figures set, so the
  // picture shows the library and the monthly market script rather than the first steps.
  const headers = { origin: base };
  await ok(await page.request.post(`${base}/api/user/start-here/dismiss`, { headers }), "dismiss start here");
  const { forMonth } = (await (await page.request.get(`${base}/api/market-figures`)).json()) as { forMonth: string };
  await ok(
    await page.request.put(`${base}/api/market-figures`, { headers, data: { ...MARKET_FIGURES, month: forMonth } }),
    "figures",
  );
}

async function shoot(page: Page, dir: string, name: string, part?: Locator): Promise<void> {
  // Fonts and images settle before the picture is taken, not after a fixed sleep. Inter is added a
  // second after the app starts (apps/member/src/lib/brand-font.ts): wait until it is in and loaded.
  await page.waitForFunction(() =>
    [...document.fonts].some((face) => face.family.replaceAll('"', "") === "Inter Variable" && face.status === "loaded"),
  );
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
  // A part is cut to the viewport's 16:10 from its top, so the three pictures line up on the page.
  const box = part ? await part.boundingBox() : null;
  const clip = box ? { x: box.x, y: box.y, width: box.width, height: (box.width * VIEWPORT.height) / VIEWPORT.width } : undefined;
  await page.screenshot({ path: join(dir, `${name}.jpg`), type: "jpeg", quality: JPEG_QUALITY, clip });
  console.log(`[screenshots] ${name}.jpg`);
}

async function takeAll(page: Page, base: string, dir: string): Promise<void> {
  await signInMember(page, base);

  await page.goto(`${base}/dashboard`);
  await page.getByRole("tablist", { name: "Library" }).waitFor({ timeout: 60_000 });
  await page.locator("[data-slot=script-card]").first().waitFor();
  await shoot(page, dir, "dashboard");

  const card = page.locator("[data-slot=script-card]").first();
  await card.getByRole("button", { name: /^Customize & Share/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Customize", exact: true }).click();
  await dialog.getByLabel("Location").fill("Austin, TX");
  await dialog.getByLabel("Specialty").selectOption("Luxury Homes");
  await dialog.getByRole("button", { name: "Generate Customized Script" }).click();
  await dialog.getByText("Customized for you").waitFor({ timeout: 60_000 });
  await shoot(page, dir, "script-dialog");
  await page.keyboard.press("Escape");

  await page.goto(`${base}/social`);
  await page.getByRole("tab", { name: "Compose" }).waitFor({ timeout: 60_000 });
  // Typed, not a Quick Template: those start with emoji, which this headless Chromium has no font for.
  await page.getByLabel("Post Content").fill(HUB_POST);
  const compose = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Create Post" }) });
  await shoot(page, dir, "social-hub", compose);
}

/** Takes all three into a scratch folder first: a failure halfway leaves the committed set whole. */
export async function captureScreenshots(base: string, outDir: string, chromiumPath: string): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), "realty-shots-"));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1, reducedMotion: "reduce" });
    await takeAll(page, base, scratch);
    for (const name of SHOT_NAMES) copyFileSync(join(scratch, `${name}.jpg`), join(outDir, `${name}.jpg`));
  } finally {
    await browser.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
