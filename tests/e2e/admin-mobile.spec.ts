// At 390 px every admin tab and the user dialog fit the screen (no horizontal
// scroll), and the user dialog's Save and Close can be reached.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { signInAsAdmin } from "./admin-fixtures.ts";
import { registerUser, uniqueEmail } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

const TABS = [
  "Users",
  "Orders",
  "Claims",
  "Scripts",
  "Videos",
  "Social Posts",
  "Discount Codes",
  "Analytics",
  "Settings",
  "Audit Log",
];

/** How far the page, or any element inside it, reaches past the viewport's right edge. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const page = document.documentElement.scrollWidth - width;
    const offenders = [...document.querySelectorAll("body *")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        // Inside a scroll box of its own (e.g. the tab strip) an element may reach past the edge.
        for (let up = el.parentElement; up; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (/(auto|scroll|hidden|clip)/.test(style.overflowX) && up !== document.body && up !== document.documentElement)
            return false;
        }
        return box.right > width + 1;
      })
      .slice(-4)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? "").slice(0, 30)}"`);
    // A box of its own that scrolls sideways is a horizontal scroll too (a table must become a list).
    const scrollers = [...document.querySelectorAll("body *")]
      .filter((el) => /(auto|scroll)/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} scrolls sideways`);
    return { page, offenders: [...offenders, ...scrollers] };
  });
}

async function expectFits(page: Page, where: string) {
  await expect.poll(async () => overflow(page), { message: where }).toEqual({ page: 0, offenders: [] });
}

/** A purchase through the API in a browser of its own, so the Orders tab has an order to open. */
async function someonePays(browser: Browser) {
  const context = await browser.newContext();
  const request = context.request;
  const person = {
    firstName: "Maximiliana",
    lastName: "Featherstonehaugh",
    email: uniqueEmail("mobile-buyer"),
    password: "open-house-2026",
  };
  const prepared = await request.post("/api/prepare-payment", { data: { ...person, plan: "spark" } });
  const { registrationToken } = (await prepared.json()) as { registrationToken: string };
  const intentRes = await request.post("/api/create-payment-intent", {
    data: { ...person, plan: "spark", registrationToken, isUpgrade: false },
  });
  const intent = (await intentRes.json()) as { clientSecret: string; paymentIntentId: string };
  await request.post("/api/test-payments/confirm", {
    data: { clientSecret: intent.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" },
  });
  const confirmed = await request.post("/api/confirm-payment", {
    data: { paymentIntentId: intent.paymentIntentId, registrationToken },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await context.close();
  return intent.paymentIntentId;
}

test("every admin tab and the user dialog fit 390 px; Save and Close are reachable", async ({ page, browser }) => {
  const reference = await someonePays(browser);
  const member = await registerUser(page.request, { firstName: "Alexandria-Josephine", lastName: "Montgomery-Vanderbilt" });
  await page.context().clearCookies();
  await signInAsAdmin(page);
  await expectFits(page, "dashboard");

  for (const name of TABS) {
    const tab = page.getByRole("tab", { name, exact: true });
    await tab.scrollIntoViewIfNeeded();
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectFits(page, `${name} tab`);
  }

  // The user dialog, in edit mode, on every one of its tabs.
  await page.getByRole("tab", { name: "Users", exact: true }).click();
  await page.getByLabel("Search users").fill(member.email);
  await page.getByRole("button", { name: `Edit ${member.firstName} ${member.lastName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  await expect(dialog).toBeVisible();
  for (const name of ["Profile", "Access", "Security", "Danger"]) {
    await dialog.getByRole("tab", { name }).click();
    await expectFits(page, `user dialog ${name}`);
  }
  await dialog.getByRole("tab", { name: "Profile" }).click();
  const save = dialog.getByRole("button", { name: /^Save/ });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  const close = dialog.getByRole("button", { name: "Close" });
  await close.scrollIntoViewIfNeeded();
  await expect(close).toBeInViewport();
  await close.click();
  await expect(dialog).toBeHidden();

  // The content dialogs: each opens, fits and closes.
  const dialogs: [tab: string, open: RegExp, title: string][] = [
    ["Scripts", /^Add Script$/, "Add Script"],
    ["Scripts", /^Edit /, "Edit Script"],
    ["Videos", /^Edit /, "Edit Video"],
    ["Social Posts", /^Edit /, "Edit Social Post"],
  ];
  for (const [tab, open, title] of dialogs) {
    await page.getByRole("tab", { name: tab, exact: true }).click();
    await page.getByRole("tabpanel").getByRole("button", { name: open }).first().click();
    const opened = page.getByRole("dialog", { name: title });
    await expect(opened).toBeVisible();
    await expectFits(page, `${title} dialog`);
    await opened.getByRole("button", { name: "Close" }).click();
    await expect(opened).toBeHidden();
  }

  // A discount code edited in place (the row becomes a form).
  await page.getByRole("tab", { name: "Discount Codes", exact: true }).click();
  await page.getByLabel("Company Name").fill("Mobile Realty Group");
  await page.getByLabel("Code", { exact: true }).fill(`MOBILE${Date.now().toString(36).toUpperCase()}`);
  await page.getByLabel("Maximum uses").fill("25");
  await page.getByRole("button", { name: "Create Code" }).click();
  await page
    .getByRole("button", { name: /^Edit MOBILE/ })
    .first()
    .click();
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
  await expectFits(page, "discount code edited in place");
  await page.getByRole("button", { name: "Cancel" }).click();

  // The order dialog too, with its refund form.
  await page.getByRole("tab", { name: "Orders", exact: true }).click();
  await page.getByLabel("Search orders").fill(reference);
  await expect(page.getByRole("list", { name: "Orders" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "View order" }).click();
  const order = page.getByRole("dialog");
  await expect(order).toContainText(reference);
  await expectFits(page, "order dialog");
  const refund = order.getByRole("button", { name: /^Refund \$/ });
  await refund.scrollIntoViewIfNeeded();
  await expect(refund).toBeInViewport();
});
