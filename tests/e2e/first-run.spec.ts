// A member's first week: after the first purchase the dashboard opens on "Start here" (with the
// guarantee tracker beside it) and a welcome e-mail lists the same steps. Each step ticks only once
// the member has really taken it in the product; the finished list can be dismissed, for good.
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { ffmpegRender } from "@realty/media/ffmpeg/ffmpeg";
import { fixtureBars } from "@realty/media/frames/fixtures";
import { eq } from "drizzle-orm";
import { diskMedia } from "../../apps/edge-api/src/adapters/media/disk.ts";
import { openNodeDatabase } from "../../apps/edge-api/src/db/node-client.ts";
import { renderJobs, videos } from "../../apps/edge-api/src/db/schema.ts";
import { renderOutputs } from "../../apps/edge-api/src/services/render/render-outputs.ts";
import { bumpCatalogueVersion } from "../../apps/edge-api/src/services/settings/catalogue-version.ts";
import { readMail, registerUser, waitForHydration } from "./fixtures.ts";

// A video no other browser test plays (they expect the title cards of an unrendered library).
const RENDERED = { slug: "closing-costs-explained", title: "Closing Costs, Explained" };
const DATA_DIR = process.env.E2E_DATA_DIR ?? "";

/** The first-week step's row in the checklist, found by its title. */
function step(list: Locator, title: string): Locator {
  return list.getByRole("listitem").filter({ hasText: title });
}

async function openDashboard(page: Page) {
  await page.goto("/dashboard");
  await expect(page.getByRole("tablist", { name: "Library" })).toBeVisible({ timeout: 30_000 });
  await waitForHydration(page);
}

/** Buys a plan as the signed-in member, with the test card, through the checkout's API calls. */
async function buy(page: Page, plan: "spark", userId: number) {
  const intent = await page.request.post("/api/create-payment-intent", {
    data: { plan, isUpgrade: false, registrationToken: null },
  });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
  const card = { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };
  expect((await page.request.post("/api/test-payments/confirm", { data: card })).ok()).toBe(true);
  const confirmed = await page.request.post("/api/confirm-payment", { data: { paymentIntentId, userId } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

test.describe("the first week", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const { db, close } = await openNodeDatabase(`file:${join(DATA_DIR, "app.db")}`);
    try {
      const [row] = await db.select().from(videos).where(eq(videos.slug, RENDERED.slug));
      if (!row?.renderKey) throw new Error(`${RENDERED.slug} has no source to render`);
      const media = diskMedia({ root: join(DATA_DIR, "media") });
      // Two seconds of a stand-in source under the entry's render key, as media:build would leave it.
      const result = await renderOutputs(fixtureBars(), row.renderKey, { media, render: ffmpegRender(), frameLimit: 60 });
      await db
        .insert(renderJobs)
        .values({ key: row.renderKey, slug: RENDERED.slug, status: "done", progress: 100, result })
        .onConflictDoUpdate({ target: renderJobs.key, set: { status: "done", progress: 100, result } });
      await bumpCatalogueVersion(db);
    } finally {
      close();
    }
  });

  test("Start here completes as the member takes each step, then stays dismissed", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const member = await registerUser(page.request, { firstName: "Dana", lastName: "Denver" });

    // Before a purchase there is no first week to guide.
    await openDashboard(page);
    await expect(page.getByRole("heading", { name: "Complete Your Purchase to Access Premium Content" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Start here" })).toHaveCount(0);

    await buy(page, "spark", member.id);
    const welcome = (await readMail(page.request, member.email)).filter((m) => m.subject.startsWith("Welcome to"));
    expect(welcome).toHaveLength(1);
    for (const title of ["Set up your brand profile", "Customize your first script", "Download a branded video"]) {
      expect(welcome[0]?.text).toContain(title);
    }

    await openDashboard(page);
    const list = page.getByRole("region", { name: "Start here" });
    await expect(list.getByTestId("start-here-count")).toHaveText("0 of 5 done");
    await expect(list.getByRole("region", { name: "Guarantee: 3 leads in 30 days" })).toBeVisible();
    await expect(step(list, "Set up your brand profile")).toContainText("(not done yet)");

    // 1. The brand profile, on the account page the step links to.
    await list.getByRole("link", { name: "Set up your brand profile" }).click();
    await expect(page.getByRole("tab", { name: "Brand" })).toHaveAttribute("aria-selected", "true", { timeout: 30_000 });
    const form = page.getByRole("form", { name: "Brand profile" });
    await form.getByLabel("Name as shown").fill("Dana Denver");
    await form.getByLabel("Phone").fill("(555) 123-4567");
    await form.getByRole("button", { name: "Save Brand" }).click();
    await expect(page.getByText("Brand saved", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(list.getByTestId("start-here-count")).toHaveText("1 of 5 done");
    await expect(step(list, "Set up your brand profile")).toContainText("(done)");

    // 2. A customized script: the step opens the Scripts tab, where the member customizes one.
    await list.getByRole("button", { name: "Customize your first script" }).click();
    await expect(page.getByRole("tab", { name: "Scripts" })).toHaveAttribute("aria-selected", "true");
    const card = page.locator("[data-slot=script-card]").first();
    const scriptTitle = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("button", { name: /^Customize & Share/ }).click();
    const dialog = page.getByRole("dialog", { name: scriptTitle });
    await dialog.getByRole("button", { name: "Customize", exact: true }).click();
    await dialog.getByLabel("Location").fill("Denver, CO");
    await dialog.getByRole("button", { name: "Generate Customized Script" }).click();
    await expect(dialog.getByText("Customized for you")).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(list.getByTestId("start-here-count")).toHaveText("2 of 5 done");
    await expect(step(list, "Customize your first script")).toContainText("(done)");

    // 3. Sharing a page: opening a script fetches its link, which is not sharing it; copying it is.
    const second = page.locator("[data-slot=script-card]").nth(1);
    const secondTitle = (await second.getByRole("heading").textContent()) ?? "";
    await second.getByRole("button", { name: /^Customize & Share/ }).click();
    const shareDialog = page.getByRole("dialog", { name: secondTitle });
    await expect(shareDialog.getByRole("button", { name: "Copy Link" })).toBeVisible();
    // (The dialog hides the page from assistive tech meanwhile: ask the server, as the list does.)
    const before = (await (await page.request.get("/api/user/start-here")).json()) as { items: { id: string; done: boolean }[] };
    expect(before.items.find((i) => i.id === "shared_page")?.done).toBe(false);
    await shareDialog.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByText("Link Copied!", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(shareDialog).toBeHidden();
    await expect(list.getByTestId("start-here-count")).toHaveText("3 of 5 done");

    // 4. A branded video: the step opens the Videos tab; the download carries the member's end card.
    await list.getByRole("button", { name: "Download a branded video" }).click();
    await expect(page.getByRole("tab", { name: "Videos" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("button", { name: `Play Video: ${RENDERED.title}` }).click();
    const player = page.getByRole("dialog", { name: RENDERED.title });
    const download = page.waitForEvent("download", { timeout: 120_000 });
    await player.getByRole("button", { name: "Download for Reels" }).click();
    expect((await download).suggestedFilename()).toMatch(/^closing_costs.*\.mp4$/);
    await page.keyboard.press("Escape");
    await expect(player).toBeHidden();
    await expect(list.getByTestId("start-here-count")).toHaveText("4 of 5 done");

    // 5. A post scheduled in the Social Hub, with a connected (sandbox) Facebook page.
    expect((await page.request.get("/api/auth/facebook")).status()).toBe(200);
    await list.getByRole("link", { name: "Schedule your first post" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Social Media Hub" })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel("Post Content").fill("Open house this Saturday from 1 to 4 pm!");
    await page.getByRole("checkbox", { name: /Facebook/ }).check();
    await page.getByRole("button", { name: "Go to the Next Month" }).click();
    await page.getByRole("button", { name: /15th/ }).click();
    await page.getByRole("button", { name: "Schedule Post" }).click();
    await expect(page.getByText("Post Scheduled!", { exact: true })).toBeVisible();

    await openDashboard(page);
    await expect(list.getByTestId("start-here-count")).toHaveText("5 of 5 done");
    await expect(list.getByText("All done", { exact: false })).toBeVisible();

    // Dismissed by keyboard: focus stays in the page, and the list is gone after a reload too.
    await list.getByRole("button", { name: "Dismiss the Start here checklist" }).focus();
    await page.keyboard.press("Enter");
    await expect(list).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Scripts" })).toBeFocused();
    await openDashboard(page);
    await expect(page.getByRole("region", { name: "Start here" })).toHaveCount(0);
    // However the steps went, the welcome was sent once.
    expect((await readMail(page.request, member.email)).filter((m) => m.subject.startsWith("Welcome to"))).toHaveLength(1);
  });
});
