// The admin finds an order by its payment reference, refunds it in full, the member's
// dashboard shows the tier held before that purchase, and the stat cards show the refund.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { signInAsAdmin } from "./admin-fixtures.ts";
import { uniqueEmail } from "./fixtures.ts";

test.describe.configure({ timeout: 120_000 });
const GOOD_CARD = "4242 4242 4242 4242";

async function pay(request: APIRequestContext, body: Record<string, unknown>, registrationToken?: string) {
  const intentRes = await request.post("/api/create-payment-intent", { data: body });
  expect(intentRes.status(), await intentRes.text()).toBe(200);
  const intent = (await intentRes.json()) as { clientSecret: string; paymentIntentId: string; userId: number | null };
  await request.post("/api/test-payments/confirm", {
    data: { clientSecret: intent.clientSecret, cardNumber: GOOD_CARD, expiry: "12 / 34", cvc: "123" },
  });
  const confirmed = await request.post("/api/confirm-payment", {
    data: { paymentIntentId: intent.paymentIntentId, userId: intent.userId, ...(registrationToken ? { registrationToken } : {}) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return intent.paymentIntentId;
}

/** A member buys Script Sampler, then upgrades to Domination, in their own browser (signed in). */
async function samplerThenDomination(request: APIRequestContext) {
  const person = { firstName: "Morgan", lastName: "Refundee", email: uniqueEmail("refund"), password: "open-house-2026" };
  const prepared = await request.post("/api/prepare-payment", { data: { ...person, plan: "sampler" } });
  const { registrationToken } = (await prepared.json()) as { registrationToken: string };
  await pay(request, { ...person, plan: "sampler", registrationToken, isUpgrade: false }, registrationToken);
  const upgradeRef = await pay(request, { plan: "domination", fromPlan: "sampler", isUpgrade: true, registrationToken: null });
  return { person, upgradeRef };
}

test("the admin finds an order by payment reference and refunds it; the member is back on Sampler", async ({ page, browser }) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const { person, upgradeRef } = await samplerThenDomination(member.request);
  await member.goto("/dashboard");
  await expect(member.getByTestId("plan-line")).toContainText("Domination", { timeout: 20_000 });

  await signInAsAdmin(page);
  const before = (await (await page.request.get("/api/admin/stats")).json()) as { refundedRevenue: number };
  await page.getByRole("tab", { name: "Orders" }).click();
  await page.getByLabel("Search orders").fill(upgradeRef);
  const orders = page.getByRole("list", { name: "Orders" });
  await expect(orders.getByRole("listitem")).toHaveCount(1);
  await expect(orders).toContainText(person.email);
  await expect(orders).toContainText("$30.00");
  await orders.getByRole("button", { name: "View order" }).click();

  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(upgradeRef);
  await expect(dialog).toContainText("Script Sampler");
  page.once("dialog", (confirm) => confirm.accept());
  await dialog.getByLabel("Reason (sent to the member)").fill("Asked within the guarantee window");
  await dialog.getByRole("button", { name: "Refund $30.00" }).click();
  await expect(dialog.getByRole("region", { name: "Refunds" })).toContainText("$30.00");
  await expect(dialog).toContainText("Refunded");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(orders).toContainText("Refunded");

  // The stat card shows the refund (other tests may add sales, so read the figure the API has now).
  const after = (await (await page.request.get("/api/admin/stats")).json()) as { refundedRevenue: number };
  expect(after.refundedRevenue).toBe(before.refundedRevenue + 3000);
  const refunds = `Refunds $${(after.refundedRevenue / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
  await expect(page.getByRole("region", { name: "Overview" })).toContainText(refunds);

  // The member's dashboard: the tier held before the upgrade.
  await member.reload();
  await expect(member.getByTestId("plan-line")).toContainText("Script Sampler", { timeout: 20_000 });
  await memberContext.close();
});
