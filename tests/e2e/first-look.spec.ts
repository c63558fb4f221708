// A first look that shows the real product, and a checkout that never makes a buyer
// doubt. Pay and watch the page until the dashboard; an existing e-mail signs in and upgrades with
// the same plan and code; the demo plays a free video and customizes a sample script; no contrast
// failure on the purchase, dashboard and account pages; a signed-out /login logs no error.
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { openDashboard } from "./dashboard-fixtures.ts";
import { ADMIN, registerUser, setAccessLevel, uniqueEmail, waitForHydration } from "./fixtures.ts";

const GOOD_CARD = "4242 4242 4242 4242";
/** Texts a buyer must never read once the payment went through (the two-second flash). */
const DOUBT = ["$0.00", "Confirm Upgrade", "no card is needed"];

test.describe.configure({ timeout: 120_000 });

async function payWithCard(page: Page, amount: string) {
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  await page.getByLabel("Card number").fill(GOOD_CARD);
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
}

/**
 * Records every text the page shows from now until it navigates away, in sessionStorage (it
 * survives the same-origin navigation to the dashboard): each distinct body text once.
 */
async function watchTexts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    const record = () => {
      const text = document.body.innerText;
      if (seen.at(-1) === text) return;
      seen.push(text);
      sessionStorage.setItem("first-look-texts", JSON.stringify(seen));
    };
    record();
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem("first-look-texts"))) ?? "[]") as string[];
}

/** An admin (in its own request context) creates an active 10% code. */
async function createCode(request: APIRequestContext): Promise<string> {
  expect((await request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const code = `FIRST${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
  const res = await request.post("/api/admin/discount-codes", {
    data: { name: "Harbor Realty Group", code, discountPercent: 10 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return code;
}

test("a new buyer pays and sees only the success state until the dashboard", async ({ page }) => {
  await page.goto("/purchase");
  await page.getByRole("button", { name: "Continue with Momentum Vault" }).click();
  await expect(page.getByRole("heading", { name: "Your Information" })).toBeVisible();
  await page.getByLabel("First Name").fill("Morgan");
  await page.getByLabel("Last Name").fill("Lee");
  await page.getByLabel("Email").fill(uniqueEmail("first-look"));
  await page.getByLabel("Password", { exact: true }).fill("open-house-2026");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  const texts = await watchTexts(page);
  await payWithCard(page, "$89.00");

  await expect(page.getByTestId("payment-success")).toContainText("Payment successful! Taking you to your dashboard...");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  const seen = await texts();
  const afterPay = seen.slice(seen.findIndex((t) => t.includes("Payment successful!")));
  expect(afterPay.length).toBeGreaterThan(0);
  for (const text of afterPay) for (const doubt of DOUBT) expect(text, `after paying: ${doubt}`).not.toContain(doubt);
  // Nothing before the success state was an upgrade either: this buyer had no account.
  for (const text of seen) expect(text).not.toContain("Confirm Upgrade");
  await expect(page.getByTestId("plan-line")).toContainText("Momentum Vault");
});

test("an existing e-mail signs in from the purchase page and upgrades with the same plan and code", async ({
  page,
  playwright,
  baseURL,
}) => {
  const owner = await playwright.request.newContext({ baseURL });
  const member = await registerUser(owner, { firstName: "Riley", lastName: "Existing" });
  await owner.dispose();
  await setAccessLevel(playwright, baseURL, member.id, "sampler");
  const admin = await playwright.request.newContext({ baseURL });
  const code = await createCode(admin);
  await admin.dispose();

  await page.goto("/purchase");
  await page.getByLabel("Corporate/Business Code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Harbor Realty Group", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Continue with Domination Bundle" }).click();
  await page.getByLabel("First Name").fill("Riley");
  await page.getByLabel("Last Name").fill("Existing");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill("another-password-1");
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  // Inline, with the way forward, not a toast that disappears.
  const notice = page.getByTestId("existing-account");
  await expect(notice).toContainText("already has an account");
  await notice.getByRole("link", { name: "Sign in to continue" }).click();

  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByTestId("resume-purchase")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(page).toHaveURL(/\/purchase\?plan=domination/);
  await expect(page.getByRole("heading", { name: "Confirm Upgrade" })).toBeVisible();
  await expect(page.getByText("Harbor Realty Group", { exact: true })).toBeVisible();
  // Sampler to Domination is $30, less 10%.
  await expect(page.getByTestId("order-total")).toHaveText("$27.00");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  const texts = await watchTexts(page);
  await payWithCard(page, "$27.00");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  const seen = await texts();
  const afterPay = seen.slice(seen.findIndex((t) => t.includes("Payment successful!")));
  for (const text of afterPay) for (const doubt of DOUBT) expect(text, `after paying: ${doubt}`).not.toContain(doubt);
  await expect(page.getByTestId("plan-line")).toContainText("Domination Bundle");
});

test("the demo shows the product: a free video plays, a sample script is customized, the rest is locked with its price", async ({
  page,
}) => {
  await page.goto("/demo");
  await page.getByLabel("Email address").fill(uniqueEmail("demo"));
  await page.getByLabel("Full name").fill("Jordan Rivera");
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole("tablist", { name: "Library" })).toBeVisible({ timeout: 30_000 });
  // A full page load: its cards are drawn in the HTML before the code that opens them has run.
  await waitForHydration(page);

  const banner = page.getByTestId("demo-banner");
  await expect(banner).toContainText("You're in a demo");
  await expect(banner.getByRole("link", { name: /Get the full library/ })).toHaveAttribute("href", "/purchase");

  // Exactly the first three scripts open; the fourth shows the price that opens it.
  const cards = page.locator("[data-slot=script-card]");
  await expect(cards.first()).toBeVisible();
  for (const i of [0, 1, 2]) await expect(cards.nth(i).getByRole("button", { name: /^Customize & Share/ })).toBeVisible();
  await expect(cards.nth(3)).toContainText(/Upgrade from \$\d+/);

  const title = (await cards.first().getByRole("heading").textContent()) ?? "";
  await cards
    .first()
    .getByRole("button", { name: /^Customize & Share/ })
    .click();
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByRole("button", { name: "Customize", exact: true }).click();
  await dialog.getByLabel("Location").fill("Austin, TX");
  await dialog.getByRole("button", { name: "Generate Customized Script" }).click();
  await expect(dialog.getByText("Customized for you")).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId("engine-label")).toHaveText("Built-in personalizer");
  await expect(dialog.getByTestId("script-text")).toContainText("Austin");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("tab", { name: "Videos" }).click();
  const grid = page.locator("section", { has: page.getByRole("heading", { name: "Professional Videos" }) });
  // A locked video names its tier and the price that opens it.
  await expect(grid.getByText(/Script Spark · \$79/).first()).toBeVisible();
  await grid.getByRole("button", { name: "Play Video: Renting VS Buying" }).click();
  const player = page.getByRole("dialog", { name: "Renting VS Buying" });
  await expect(player.getByRole("button", { name: "Pause" })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => player.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
});

/** axe's colour-contrast rule on the page as it stands. */
async function contrastViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`));
}

test("axe finds no contrast failure on the purchase, dashboard and account pages", async ({ page, playwright, baseURL }) => {
  await page.goto("/purchase");
  await expect(page.getByText("Most Popular")).toBeVisible();
  expect(await contrastViolations(page)).toEqual([]);

  await openDashboard(page, playwright, baseURL, "spark");
  await expect(page.locator("[data-slot=script-card]").first()).toBeVisible();
  expect(await contrastViolations(page)).toEqual([]);

  await page.goto("/account#subscription");
  await expect(page.getByText("Active", { exact: true })).toBeVisible({ timeout: 20_000 });
  expect(await contrastViolations(page)).toEqual([]);
});

test("signed-out visits to /login and the other app pages make no failing request and log no console error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  for (const [path, text] of [
    ["/register", "Create"],
    ["/forgot-password", "Forgot"],
    ["/purchase", "Most Popular"],
    ["/account", "Please log in to access your account."],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect(errors).toEqual([]);
});
