// The brand-and-leads journey: a member fills in their brand, shares a customized script, a visitor leaves a
// lead on the member's page (no JavaScript needed), and the member finds it in the Leads tab.
import { expect, test } from "@playwright/test";
import { openDashboard } from "./dashboard-fixtures.ts";
import { readMail } from "./fixtures.ts";

/** A real 2x2 PNG the browser can decode and re-encode (the Brand tab scales photos before upload). */
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("brand and leads", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a member brands their page, a visitor leaves a lead, the member sees it in Leads", async ({
    page,
    playwright,
    baseURL,
    browser,
  }) => {
    const member = await openDashboard(page, playwright, baseURL, "sampler");
    // An upgrade with the test card is the member's purchase: the guarantee's 30 days start here.
    const intent = await page.request.post("/api/create-payment-intent", {
      data: { plan: "spark", fromPlan: "sampler", isUpgrade: true, registrationToken: null },
    });
    expect(intent.ok(), await intent.text()).toBe(true);
    const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
    const card = { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };
    expect((await page.request.post("/api/test-payments/confirm", { data: card })).ok()).toBe(true);
    const confirmed = await page.request.post("/api/confirm-payment", { data: { paymentIntentId, userId: member.id } });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);

    // 1. The Brand tab in /account, with its live preview.
    await page.goto("/account#brand");
    await expect(page.getByRole("tab", { name: "Brand" })).toHaveAttribute("aria-selected", "true", { timeout: 30_000 });
    const form = page.getByRole("form", { name: "Brand profile" });
    await form.getByLabel("Name as shown").fill("Dana Reyes");
    await form.getByLabel("Brokerage").fill("Harbor Realty Group");
    await form.getByLabel("Phone").fill("(555) 123-4567");
    await form.getByLabel("Email for clients").fill("dana@harbor.example");
    await form.getByLabel("License number").fill("SA-0192837");
    await form.getByLabel("License state").selectOption("TX");
    const preview = page.getByTestId("brand-preview-header");
    await expect(preview).toContainText("Harbor Realty Group");
    await expect(preview).toContainText("Lic. #SA-0192837 (TX)");
    await expect(preview).toContainText("Equal Housing Opportunity");
    await form.getByRole("button", { name: "Save Brand" }).click();
    await expect(page.getByText("Brand saved", { exact: true })).toBeVisible();
    await page.getByLabel("Headshot or logo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PHOTO });
    await expect(page.getByRole("status").filter({ hasText: "Photo saved." })).toBeVisible();
    await expect(page.getByRole("img", { name: "Your current headshot or logo" })).toBeVisible();

    // 2. The member customizes a script and shares it (the signed link the share buttons use).
    const scripts = (await (await page.request.get("/api/scripts")).json()) as { id: number; hasAccess: boolean }[];
    const script = scripts.find((s) => s.hasAccess);
    if (!script) throw new Error("no accessible script");
    const customized = await page.request.post(`/api/scripts/${script.id}/customize`, { data: { location: "Austin, TX" } });
    expect(customized.ok(), await customized.text()).toBe(true);
    const { customizedContent } = (await customized.json()) as { customizedContent: string };
    const linkRes = await page.request.get(`/api/share-links?type=script&id=${script.id}`);
    const { url } = (await linkRes.json()) as { url: string };

    // 3. A visitor with no account and no JavaScript opens the page and leaves a lead.
    const visitorContext = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await visitorContext.newPage();
    await visitor.goto(url);
    const header = visitor.getByRole("banner");
    await expect(header).toContainText("Dana Reyes");
    await expect(header).toContainText("Harbor Realty Group");
    await expect(header).toContainText("Equal Housing Opportunity");
    await expect(visitor.getByRole("img", { name: "Dana Reyes" })).toBeVisible();
    const firstLine =
      customizedContent
        .split("\n")
        .find((l) => l.trim().length > 20)
        ?.trim() ?? "";
    await expect(visitor.getByText(firstLine.slice(0, 40), { exact: false }).first()).toBeVisible();
    await expect(visitor.getByRole("link", { name: "Get Instant Access" })).toHaveCount(0);
    await expect(visitor.getByRole("link", { name: "RealtyReels" })).toBeVisible();

    const leadForm = visitor.getByRole("region", { name: "Questions? Ask Dana Reyes" });
    await leadForm.getByLabel("Your name").fill("Jamie Buyer");
    await leadForm.getByLabel("Email", { exact: true }).fill("jamie@example.com");
    await leadForm.getByLabel("Message", { exact: true }).fill("We want to sell in April. Can we talk?");
    await leadForm.getByLabel(/I agree that Dana Reyes may contact me/).check();
    await leadForm.getByRole("button", { name: "Send message" }).click();
    await expect(visitor.getByRole("status")).toContainText("Your message is on its way to Dana Reyes");
    await expect(visitor.getByText("Jamie Buyer")).toHaveCount(0);
    await visitorContext.close();

    // 4. The member is told by e-mail and finds the lead in the dashboard's Leads tab.
    await expect
      .poll(async () => (await readMail(page.request, member.email)).map((m) => m.subject))
      .toContain("New lead: Jamie Buyer");
    await page.goto("/dashboard/leads");
    const leads = page.getByRole("tabpanel");
    await expect(page.getByRole("tab", { name: "Leads" })).toHaveAttribute("aria-selected", "true", { timeout: 30_000 });
    // The guarantee tracker counts the real lead: 1 of 3.
    await expect(leads.getByRole("region", { name: "Guarantee: 3 leads in 30 days" })).toContainText("1 of 3 leads");
    await expect(leads.getByRole("progressbar", { name: "Leads toward the guarantee: 1 of 3" })).toBeVisible();
    const lead = leads.getByRole("article", { name: "Jamie Buyer" });
    await expect(lead).toContainText("We want to sell in April. Can we talk?");
    await expect(lead.getByRole("link", { name: "jamie@example.com" })).toHaveAttribute("href", "mailto:jamie@example.com");
    await lead.getByLabel("Status").selectOption("contacted");
    await expect(page.getByText("Status updated", { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("article", { name: "Jamie Buyer" }).getByLabel("Status")).toHaveValue("contacted", {
      timeout: 30_000,
    });
  });
});
