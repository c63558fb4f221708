// A refunded member sees the refund: purchase history marks it with the amount and date, and the
// social hub says why the post they had scheduled was cancelled.
import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./admin-fixtures.ts";
import { uniqueEmail } from "./fixtures.ts";

test.describe.configure({ timeout: 120_000 });

test("a refunded member sees the refund in their history and why the hub cancelled their queued post", async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const request = member.request;

  // Buy Script Sampler in the member's own browser (it is signed in by the checkout).
  const person = { firstName: "Riley", lastName: "Refund", email: uniqueEmail("refunded"), password: "open-house-2026" };
  const prepared = await request.post("/api/prepare-payment", { data: { ...person, plan: "sampler" } });
  const { registrationToken } = (await prepared.json()) as { registrationToken: string };
  const intentRes = await request.post("/api/create-payment-intent", {
    data: { ...person, plan: "sampler", registrationToken, isUpgrade: false },
  });
  const intent = (await intentRes.json()) as { clientSecret: string; paymentIntentId: string };
  await request.post("/api/test-payments/confirm", {
    data: { clientSecret: intent.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" },
  });
  const confirmed = await request.post("/api/confirm-payment", {
    data: { paymentIntentId: intent.paymentIntentId, registrationToken },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // Connect Facebook (the sandbox) and schedule a post for tomorrow.
  expect((await request.get("/api/auth/facebook")).ok()).toBe(true);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const scheduled = await request.post("/api/social/schedule", {
    data: {
      content: "Rates moved this week: here is what it means for buyers.",
      platforms: ["facebook"],
      scheduledFor: tomorrow,
    },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(201);

  // The admin refunds the order in full.
  await signInAsAdmin(page);
  const list = (await (await page.request.get(`/api/admin/orders?q=${intent.paymentIntentId}`)).json()) as {
    items: { id: number }[];
  };
  const orderId = list.items[0]?.id;
  const refund = await page.request.post(`/api/admin/orders/${orderId}/refund`, {
    data: { idempotencyKey: `e2e-${Date.now()}`, reason: "Asked within the guarantee window" },
  });
  expect(refund.status(), await refund.text()).toBe(200);

  // Purchase history: the refund, its amount and its date.
  await member.goto("/account");
  await member.getByRole("tab", { name: /History/ }).click();
  await expect(member.getByText("Refunded $69.00")).toBeVisible();
  const today = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" }).format(new Date());
  await expect(member.getByRole("list", { name: "Refunds" })).toContainText(`Refund of $69.00 on ${today}`);

  // The hub's history says why the scheduled post was cancelled.
  await member.goto("/social-hub");
  await member.getByRole("tab", { name: /History/ }).click();
  const post = member.getByRole("article").filter({ hasText: "Rates moved this week" });
  await expect(post).toContainText("Cancelled");
  await expect(post).toContainText("your plan no longer includes this post");

  // The owner's customer view, linked both ways with the order.
  await page.getByRole("tab", { name: "Orders" }).click();
  await page.getByLabel("Search orders").fill(intent.paymentIntentId);
  const orders = page.getByRole("list", { name: "Orders" });
  await expect(orders.getByRole("listitem")).toHaveCount(1);
  await orders.getByRole("button", { name: "View order" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "View customer" }).click();
  const customer = page.getByRole("dialog");
  await expect(customer).toContainText(person.email);
  await expect(customer.getByRole("definition").filter({ hasText: "$0.00" }).first()).toBeVisible();
  await customer.getByRole("button", { name: `View order ${orderId}` }).click();
  await expect(page.getByRole("dialog")).toContainText(intent.paymentIntentId);
  await memberContext.close();
});
