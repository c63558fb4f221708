// History on the sandbox networks: the filters (network, status, day), and editing one network's
// own text of a queued post.
import { expect, test } from "@playwright/test";
import { registerUser, setAccessLevel } from "./fixtures.ts";

test("History filters by network and status, and a queued post gets its own Google Business Profile text", async ({
  page,
  playwright,
  baseURL,
}) => {
  const member = await registerUser(page.request, { firstName: "Gwen" });
  // Posting is part of a paid plan (an admin's grant here).
  await setAccessLevel(playwright, baseURL, member.id, "spark");
  for (const platform of ["facebook", "google_business"]) {
    const connected = await page.request.get(`/api/auth/${platform}`);
    expect(connected.status(), await connected.text()).toBe(200);
  }
  const when = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
  for (const [content, platforms] of [
    ["Open house Sunday at Maple Grove", ["facebook", "google_business"]],
    ["Rates dipped this week", ["facebook"]],
  ] as const) {
    const res = await page.request.post("/api/social/schedule", { data: { content, platforms, scheduledFor: when } });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto("/social-hub");
  await expect(page.getByRole("heading", { level: 1, name: "Social Media Hub" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByText("2 posts", { exact: true })).toBeVisible();
  await page.getByLabel("Network").selectOption("google_business");
  await expect(page.getByText("1 of 2 posts match", { exact: true })).toBeVisible();
  await expect(page.getByText("Rates dipped this week")).toHaveCount(0);
  await page.getByLabel("Status").selectOption("failed");
  await expect(page.getByText("0 of 2 posts match", { exact: true })).toBeVisible();
  await page.getByLabel("Status").selectOption("queued");
  await expect(page.getByText("1 of 2 posts match", { exact: true })).toBeVisible();

  const post = page.getByRole("article").filter({ hasText: "Open house Sunday" });
  await post.getByRole("button", { name: "Edit or reschedule" }).click();
  await post.getByRole("button", { name: "Edit for Google Business Profile" }).click();
  await post
    .getByLabel("Google Business Profile version")
    .fill("Open house Sunday 1-4 pm. Details: https://example.com/open-house");
  await post.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Post updated", { exact: true }).first()).toBeVisible();
  await expect(post.getByText("Own version: Open house Sunday 1-4 pm. Details: https://example.com/open-house")).toBeVisible();

  const history = (await (await page.request.get("/api/social/posts")).json()) as {
    content: string;
    deliveries: { platform: string; content: string }[];
  }[];
  const edited = history.find((p) => p.content.startsWith("Open house"));
  expect(Object.fromEntries(edited?.deliveries.map((d) => [d.platform, d.content]) ?? [])).toEqual({
    facebook: "Open house Sunday at Maple Grove",
    google_business: "Open house Sunday 1-4 pm. Details: https://example.com/open-house",
  });
});

test("a post goes out with a first comment on Facebook, and History shows it", async ({ page, playwright, baseURL }) => {
  const member = await registerUser(page.request, { firstName: "Fern" });
  await setAccessLevel(playwright, baseURL, member.id, "spark");
  expect((await page.request.get("/api/auth/facebook")).status()).toBe(200);
  await page.goto("/social-hub");
  await expect(page.getByRole("heading", { level: 1, name: "Social Media Hub" })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("Post Content").fill("Three things to check before an open house");
  await page.getByRole("checkbox", { name: /Facebook/ }).check();
  await page.getByLabel(/First comment/).fill("#openhouse #homebuying");
  await page.getByRole("button", { name: "Post Now" }).click();
  await expect(page.getByText("Posted Successfully!", { exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page.getByText("First comment: #openhouse #homebuying", { exact: true })).toBeVisible();
});
