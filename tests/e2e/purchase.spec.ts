import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN, uniqueEmail } from "./fixtures.ts";

const GOOD_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";

async function fillInformation(page: Page, email: string, password = "open-house-2026") {
  await expect(page.getByRole("heading", { name: "Your Information" })).toBeVisible();
  await page.getByLabel("First Name").fill("Morgan");
  await page.getByLabel("Last Name").fill("Lee");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
}

async function payWithCard(page: Page, cardNumber: string, amount: string) {
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  await expect(page.getByText("Test mode — no real charge")).toBeVisible();
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
}

/** Buys `plan` through the API as the page's browser (page.request shares its cookies). */
async function buyThroughApi(request: APIRequestContext, plan: string) {
  const person = { firstName: "Casey", lastName: "Nguyen", email: uniqueEmail("buyer"), password: "open-house-2026" };
  const prepared = await request.post("/api/prepare-payment", { data: { ...person, plan } });
  const { registrationToken } = (await prepared.json()) as { registrationToken: string };
  const intentRes = await request.post("/api/create-payment-intent", {
    data: { ...person, plan, registrationToken, isUpgrade: false },
  });
  const intent = (await intentRes.json()) as { clientSecret: string; paymentIntentId: string };
  await request.post("/api/test-payments/confirm", {
    data: { clientSecret: intent.clientSecret, cardNumber: GOOD_CARD, expiry: "12 / 34", cvc: "123" },
  });
  const confirmed = await request.post("/api/confirm-payment", {
    data: { paymentIntentId: intent.paymentIntentId, registrationToken },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return person;
}

/** An admin (in its own request context) creates an active discount code. */
async function createCode(request: APIRequestContext, percent: number): Promise<string> {
  expect((await request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const code = `TEAM${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
  const res = await request.post("/api/admin/discount-codes", {
    data: { name: "Harbor Realty Group", code, discountPercent: percent },
  });
  expect(res.status(), await res.text()).toBe(201);
  return code;
}

test("a new visitor buys Momentum with 4242 and lands on the dashboard as Momentum", async ({ page }) => {
  await page.goto("/purchase");
  await expect(page.getByText("Most Popular")).toBeVisible();
  await expect(page.getByText("One-time payment • No recurring charges")).toBeVisible();
  await page.getByRole("button", { name: "Continue with Momentum Vault" }).click();
  await fillInformation(page, uniqueEmail("momentum"));
  await expect(page.getByTestId("order-total")).toHaveText("$89.00");
  await payWithCard(page, GOOD_CARD, "$89.00");

  await expect(page.getByText("Payment successful!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Morgan Lee" })).toBeVisible();
  await expect(page.getByTestId("plan-line")).toContainText("Momentum Vault");
});

test("a declined card (4000…0002) shows the provider's message and charges nothing", async ({ page, request }) => {
  const email = uniqueEmail("declined");
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Continue with Script Spark" }).click();
  await fillInformation(page, email);
  await payWithCard(page, DECLINED_CARD, "$79.00");

  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
  await expect(page.getByText("Payment failed", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  // No account was created, so nothing was bought.
  const login = await request.post("/api/auth/login", { data: { email, password: "open-house-2026" } });
  expect(login.status()).toBe(401);
});

test("the information step shows the spec's messages and the back button returns to the plans", async ({ page }) => {
  await page.goto("/purchase");
  await page.getByRole("button", { name: "Continue with Script Sampler" }).click();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByText("All fields are required")).toBeVisible();
  await page.getByLabel("First Name").fill("M");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByRole("button", { name: "Back to Plans" }).click();
  await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
});

test("a Sampler member upgrades to Domination and pays $30.00", async ({ page }) => {
  await buyThroughApi(page.request, "sampler");
  await page.goto("/account#subscription");
  await expect(page.getByText("Pay the difference: $30")).toBeVisible();
  await page.getByRole("link", { name: "Upgrade to Domination Bundle" }).click();
  await expect(page).toHaveURL(/\/purchase\?upgrade=domination&from=sampler$/);
  await expect(page.getByRole("heading", { name: "Confirm Upgrade" })).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText("$30.00");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await payWithCard(page, GOOD_CARD, "$30.00");

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("plan-line")).toContainText("Domination Bundle");
  await page.goto("/account#history");
  await expect(page.getByText("$30.00")).toBeVisible();
  await expect(page.getByText("$69.00")).toBeVisible();
});

test("with a 10% company code the same upgrade costs $27.00", async ({ page, request }) => {
  const code = await createCode(request, 10);
  await buyThroughApi(page.request, "sampler");
  await page.goto("/purchase?upgrade=domination&from=sampler");
  await expect(page.getByRole("heading", { name: "Confirm Upgrade" })).toBeVisible();
  await page.getByLabel("Corporate/Business Code").fill(code.toLowerCase());
  await expect(page.getByLabel("Corporate/Business Code")).toHaveValue(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Harbor Realty Group", { exact: true })).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText("$27.00");
  // 'Check Out Now' takes an authenticated upgrader straight to the payment step.
  await page.getByRole("button", { name: "Check Out Now" }).click();
  await payWithCard(page, GOOD_CARD, "$27.00");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/account#history");
  await expect(page.getByText("$27.00")).toBeVisible();
});

test("removing a code restores the price, and an unknown code is refused", async ({ page, request }) => {
  const code = await createCode(request, 50);
  await page.goto("/purchase");
  await page.getByLabel("Corporate/Business Code").fill("NO-SUCH-CODE");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Invalid discount code", { exact: true })).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText("$89.00");
  await page.getByLabel("Corporate/Business Code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("order-total")).toHaveText("$44.50");
  await page.getByRole("button", { name: `Remove discount ${code}` }).click();
  await expect(page.getByText("Discount removed", { exact: true })).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText("$89.00");
});

test("a visitor in a demo session buys: their own new account is signed in, never the demo one", async ({ page }) => {
  test.slow();
  const demo = await page.request.post("/api/login", { data: { email: uniqueEmail("demo"), name: "Demo Visitor" } });
  expect(demo.status(), await demo.text()).toBe(200);
  const demoUser = (await (await page.request.get("/api/auth/user")).json()) as { id: number };

  const email = uniqueEmail("demo-buyer");
  await page.goto("/purchase");
  await page.getByRole("button", { name: "Continue with Script Spark" }).click();
  await fillInformation(page, email);
  await payWithCard(page, GOOD_CARD, "$79.00");

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Morgan Lee" })).toBeVisible();
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: number; email: string; accessLevel: string };
  expect(me).toMatchObject({ email, accessLevel: "spark" });
  expect(me.id).not.toBe(demoUser.id);
});

test("going back to change the information keeps this browser's checkout", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("edit");
  await page.goto("/purchase");
  await page.getByRole("button", { name: "Continue with Script Sampler" }).click();
  await fillInformation(page, email);
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  await page.getByRole("button", { name: "Back to Information" }).click();
  await page.getByLabel("First Name").fill("Marlowe");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await payWithCard(page, GOOD_CARD, "$69.00");

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Marlowe Lee" })).toBeVisible();
});
