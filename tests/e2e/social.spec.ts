// The social hub and social setup in Chromium, on the sandbox provider (the local default).
import { expect, type Page, test } from "@playwright/test";
import { registerUser, setAccessLevel } from "./fixtures.ts";

/** Connects a sandbox account the way the connect tab does, as the page's own browser. */
async function connectSandbox(page: Page, platform: "facebook" | "linkedin" | "twitter") {
  const res = await page.request.get(`/api/auth/${platform}`);
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens a page and waits for its heading (the first load can be slow on a busy machine). */
async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

async function pickNextMonthFifteenth(page: Page) {
  await page.getByRole("button", { name: "Go to the Next Month" }).click();
  await page.getByRole("button", { name: /15th/ }).click();
}

test("a member connects accounts, posts now, schedules, and sees both in History", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.slow(); // one long journey through four tabs and two connect tabs
  const user = await registerUser(page.request, { firstName: "Morgan" });
  // Publishing is part of a paid plan.
  await setAccessLevel(playwright, baseURL, user.id, "spark");
  await open(page, "/social-hub", "Social Media Hub");
  await expect(page.getByRole("tab", { name: "Compose" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("checkbox", { name: /Facebook/ })).toBeDisabled();

  await page.getByRole("tab", { name: "Accounts" }).click();
  for (const [button, heading] of [
    ["Connect Facebook", "Facebook connected"],
    ["Connect X (Twitter)", "X (Twitter) connected"],
  ] as const) {
    const opened = context.waitForEvent("page");
    await page.getByRole("button", { name: button }).click();
    await expect(page.getByText(`Opening ${button.replace("Connect ", "")} connection flow...`, { exact: true })).toBeVisible();
    const tab = await opened;
    await expect(tab.getByRole("heading", { name: heading })).toBeVisible();
    await tab.close();
  }
  const facebook = page.getByRole("region", { name: "Facebook account" });
  await expect(facebook.getByText("Connected", { exact: true })).toBeVisible();
  await expect(facebook.getByText("Sandbox Realty Page", { exact: true })).toBeVisible();
  await expect(facebook.getByRole("button", { name: "Manage Connection" })).toBeVisible();
  await expect(page.getByRole("region", { name: "LinkedIn account" }).getByText("Not Connected")).toBeVisible();

  await page.getByRole("tab", { name: "Compose" }).click();
  await page.getByLabel("Post Content").fill("Open house this Saturday from 1 to 4 pm!");
  await expect(page.getByText("40/280", { exact: true })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /LinkedIn/ })).toBeDisabled();
  await page.getByRole("checkbox", { name: /Facebook/ }).check();
  await page.getByRole("button", { name: "Post Now" }).click();
  await expect(page.getByText("Posted Successfully!", { exact: true })).toBeVisible();
  await expect(page.getByText("Posted to 1/1 platforms", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Post Content")).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: /Facebook/ })).not.toBeChecked();

  await page.getByRole("button", { name: /^New Listing/ }).click();
  await expect(page.getByLabel("Post Content")).toHaveValue(/JUST LISTED/);
  await page.getByRole("checkbox", { name: /X \(Twitter\)/ }).check();
  // The template's blanks are highlighted in the preview and block sending until filled.
  const preview = page.getByRole("article", { name: "X (Twitter) preview" });
  await expect(preview.locator("mark")).toHaveText(["[Neighborhood]", "[Price]"]);
  await page.getByRole("button", { name: "Post Now" }).click();
  await expect(page.getByText("Fill in [Neighborhood], [Price] in the X version before sending.").first()).toBeVisible();
  const filled = (await page.getByLabel("Post Content").inputValue())
    .replace("[Neighborhood]", "Maple Grove")
    .replace("[Price]", "$450,000");
  await page.getByLabel("Post Content").fill(filled);
  await expect(preview.locator("mark")).toHaveCount(0);
  await pickNextMonthFifteenth(page);
  // The default posting time is spread over the nine o'clock hour, fixed per member.
  await expect(page.getByLabel("Time", { exact: true })).toHaveValue(/^09:[0-5]\d$/);
  await page.getByRole("button", { name: "Schedule Post" }).click();
  await expect(page.getByText("Post Scheduled!", { exact: true })).toBeVisible();
  await expect(page.getByText("Your post will be published to 1 platform", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Post Now" })).toBeVisible();

  await page.getByRole("tab", { name: "History" }).click();
  const posts = page.getByRole("article");
  await expect(posts).toHaveCount(2);
  const scheduled = posts.filter({ hasText: "JUST LISTED" });
  await expect(scheduled.getByText("Scheduled", { exact: true })).toHaveCount(2); // the post and its X delivery
  await expect(scheduled.getByText(/Scheduled for .*15.* 9:\d\d/)).toBeVisible();
  const posted = posts.filter({ hasText: "Open house this Saturday" });
  await expect(posted.getByText("Posted", { exact: true }).first()).toBeVisible();
  await expect(posted.getByText(/likes/)).toBeVisible();

  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.getByText("Total Posts", { exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: /Facebook 1/ })).toBeVisible();
});

test("the compose form says what is missing, counts to 280, and a second click clears the date", async ({ page }) => {
  await registerUser(page.request, { firstName: "Casey" });
  await connectSandbox(page, "linkedin");
  await open(page, "/social", "Social Media Hub");

  await page.getByRole("button", { name: "Post Now" }).click();
  await expect(page.getByText("Content Required", { exact: true })).toBeVisible();
  await expect(page.getByText("Please enter content for your post", { exact: true })).toBeVisible();

  await page.getByLabel("Post Content").fill("x".repeat(300));
  await expect(page.getByText("300/280", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Post Content")).toHaveValue("x".repeat(300));
  await page.getByRole("button", { name: "Post Now" }).click();
  await expect(page.getByText("Platform Required", { exact: true })).toBeVisible();
  await expect(page.getByText("Please select at least one platform", { exact: true })).toBeVisible();

  await pickNextMonthFifteenth(page);
  await expect(page.getByRole("button", { name: "Schedule Post" })).toBeVisible();
  await page.getByRole("button", { name: /15th.*selected/ }).click();
  await expect(page.getByRole("button", { name: "Post Now" })).toBeVisible();

  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(page.getByLabel("Post Content")).toHaveValue("");

  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByText("No posts yet", { exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.getByText("No analytics yet", { exact: true })).toBeVisible();
});

test("social setup greets the member, connects through the real flow, and the hub agrees", async ({ page, context }) => {
  await registerUser(page.request, { firstName: "Jordan" });
  // A value the old onboarding saved in the browser is not a connection.
  await page.addInitScript(() => localStorage.setItem("social-connections", '{"facebook":"facebook.com/old"}'));
  await open(page, "/social-setup", /Welcome, Jordan!/);
  await expect(page.getByText("Setup Step 2 of 2", { exact: true })).toBeVisible();
  for (const benefit of ["Instant Posting", "Smart Scheduling", "Track Performance"]) {
    await expect(page.getByRole("heading", { name: benefit })).toBeVisible();
  }
  const progress = page.getByRole("progressbar", { name: "Setup progress" });
  await expect(progress).toHaveAttribute("aria-valuenow", "50");
  await expect(page.getByRole("region", { name: "Facebook setup" }).getByText("Not Connected")).toBeVisible();
  await expect(page.getByRole("link", { name: "Skip for Now" })).toBeVisible();

  const opened = context.waitForEvent("page");
  await page.getByRole("button", { name: "Connect LinkedIn" }).click();
  const tab = await opened;
  await expect(tab.getByRole("heading", { name: "LinkedIn connected" })).toBeVisible();
  await tab.close();
  const card = page.getByRole("region", { name: "LinkedIn setup" });
  await expect(page.getByText("Connected Successfully!", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Connected" })).toBeDisabled();
  await expect(card.getByText("Sandbox", { exact: true })).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", "67");
  await expect(page.getByText("1 of 3 accounts connected", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue to Dashboard" })).toHaveAttribute("href", "/dashboard");

  // The hub reads the same server status.
  await open(page, "/social-hub", "Social Media Hub");
  await page.getByRole("tab", { name: "Accounts" }).click();
  const linkedin = page.getByRole("region", { name: "LinkedIn account" });
  await expect(linkedin.getByText("Connected", { exact: true })).toBeVisible();
  await expect(linkedin.getByText("Sandbox", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Facebook account" }).getByText("Not Connected")).toBeVisible();
});

test("skipping social setup says where to connect later and goes to the dashboard", async ({ page }) => {
  await registerUser(page.request, { firstName: "Taylor" });
  await open(page, "/social-setup", /Welcome, Taylor!/);
  await page.getByRole("link", { name: "Skip for Now" }).click();
  await expect(page.getByText("Setup Skipped", { exact: true })).toBeVisible();
  await expect(
    page.getByText("You can connect your social accounts anytime from the Social Hub.", { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the dashboard links to the social hub", async ({ page }) => {
  await registerUser(page.request, { firstName: "Riley" });
  await open(page, "/dashboard", /Welcome, Riley/);
  await page.getByRole("link", { name: "Social Hub" }).click();
  await expect(page).toHaveURL(/\/social-hub$/);
  await expect(page.getByRole("heading", { level: 1, name: "Social Media Hub" })).toBeVisible();
});
