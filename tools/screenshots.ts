// `npm run screenshots`: pictures of the real product for the marketing pages (issue 20). Starts
// `npm start` on a temporary data folder and a free port, signs a Domination member in, and captures
// the dashboard, the script dialog after a built-in customization, and the social hub with
// Playwright and Debian's Chromium. The JPEGs are committed under apps/marketing/src/assets/product/
// (the site build makes the WebP sizes), so `npm start` and the site build need no browser.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, chromium, type Locator, type Page, request } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const root = join(import.meta.dirname, "..");
const outDir = join(root, "apps", "marketing", "src", "assets", "product");
const ADMIN = { email: "screenshots-admin@example.com", password: "screenshots-admin-password" };
const MEMBER = { firstName: "Jordan", lastName: "Rivera", email: "jordan@example.com", password: "screenshots-member-1" };
const VIEWPORT = { width: 1280, height: 800 };
const JPEG_QUALITY = 82;
const HUB_POST =
  "Austin market update: homes are selling in about 21 days, and inventory is up 8% from last month. Thinking of selling this spring? Message me for a free, no-pressure value estimate. #AustinRealEstate";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("npm start did not answer /api/health within 5 minutes");
}

async function ok(res: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<void> {
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
}

async function shoot(page: Page, name: string, part?: Locator): Promise<void> {
  // Fonts and images settle before the picture is taken, not after a fixed sleep.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
  // A part is cut to the viewport's 16:10 from its top, so the three pictures line up on the page.
  const box = part ? await part.boundingBox() : null;
  const clip = box ? { x: box.x, y: box.y, width: box.width, height: (box.width * VIEWPORT.height) / VIEWPORT.width } : undefined;
  await page.screenshot({ path: join(outDir, `${name}.jpg`), type: "jpeg", quality: JPEG_QUALITY, clip });
  console.log(`[screenshots] ${name}.jpg`);
}

async function capture(base: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1, reducedMotion: "reduce" });
    await signInMember(page, base);

    await page.goto(`${base}/dashboard`);
    await page.getByRole("tablist", { name: "Library" }).waitFor({ timeout: 60_000 });
    await page.locator("[data-slot=script-card]").first().waitFor();
    await shoot(page, "dashboard");

    const card = page.locator("[data-slot=script-card]").first();
    await card.getByRole("button", { name: /^Customize & Share/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Customize", exact: true }).click();
    await dialog.getByLabel("Location").fill("Austin, TX");
    await dialog.getByLabel("Specialty").selectOption("Luxury Homes");
    await dialog.getByRole("button", { name: "Generate Customized Script" }).click();
    await dialog.getByText("Customized for you").waitFor({ timeout: 60_000 });
    await shoot(page, "script-dialog");
    await page.keyboard.press("Escape");

    await page.goto(`${base}/social`);
    await page.getByRole("tab", { name: "Compose" }).waitFor({ timeout: 60_000 });
    // Typed, not a Quick Template: those start with emoji, which this headless Chromium has no font for.
    await page.getByLabel("Post Content").fill(HUB_POST);
    const compose = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Create Post" }) });
    await shoot(page, "social-hub", compose);
  } finally {
    await browser.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), "realty-screenshots-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, "tools", "start.ts")], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The pictures show the dashboard, not the videos: no background renders competing for the CPU.
    MEDIA_RENDER: "off",
  },
});
let failed = false;
try {
  await waitForHealth(base, server);
  await capture(base);
} catch (err) {
  failed = true;
  console.error(`[screenshots] ${err instanceof Error ? err.message : String(err)}`);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once("exit", resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
