// The hub's week calendar: a queued post is moved to another day by dragging it, and by half an
// hour from the keyboard; the server keeps the new time in the member's zone.

import { expect, test } from "@playwright/test";
import { addDays, dayIn, zonedToUtc } from "@realty/contracts/social-constants";
import { registerUser, setAccessLevel, waitForHydration } from "./fixtures.ts";

const longDay = (day: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }).format(
    new Date(`${day}T12:00:00Z`),
  );

test("a queued post moves to another day by drag, and 30 minutes later with the arrow key", async ({
  page,
  playwright,
  baseURL,
}) => {
  const member = await registerUser(page.request, { firstName: "Wren" });
  await setAccessLevel(playwright, baseURL, member.id, "spark");
  expect((await page.request.get("/api/auth/facebook")).status()).toBe(200);
  const { timeZone } = (await (await page.request.get("/api/social/preferences")).json()) as { timeZone: string };

  // Wednesday of next week, 10:00 on the member's clock.
  const today = dayIn(new Date(), timeZone);
  const monday = addDays(today, -((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7));
  const wednesday = addDays(monday, 9);
  const thursday = addDays(wednesday, 1);
  const scheduledFor = zonedToUtc(wednesday, "10:00", timeZone).toISOString();
  const made = await page.request.post("/api/social/schedule", {
    data: { content: "Market update: inventory is up 12%", platforms: ["facebook"], scheduledFor },
  });
  expect(made.status(), await made.text()).toBe(201);

  await page.goto("/social-hub");
  await expect(page.getByRole("heading", { level: 1, name: "Social Media Hub" })).toBeVisible({ timeout: 20_000 });
  // The hub's drawn screen is replaced by the page once its code has come: press after that.
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Calendar" }).click();
  await page.getByRole("button", { name: "Next week" }).click();
  const wednesdayCell = page.getByRole("region", { name: longDay(wednesday) });
  const chip = wednesdayCell.getByRole("listitem").filter({ hasText: "Market update" });
  await expect(chip).toContainText("10:00");

  await chip.dragTo(page.getByRole("region", { name: longDay(thursday) }));
  await expect(page.getByText("Post rescheduled", { exact: true }).first()).toBeVisible();
  const moved = page
    .getByRole("region", { name: longDay(thursday) })
    .getByRole("listitem")
    .filter({ hasText: "Market update" });
  await expect(moved).toContainText("10:00");
  const scheduled = async () =>
    ((await (await page.request.get("/api/social/posts")).json()) as { scheduledFor: string }[])[0]?.scheduledFor;
  expect(await scheduled()).toBe(zonedToUtc(thursday, "10:00", timeZone).toISOString());

  await moved.focus();
  await page.keyboard.press("ArrowDown");
  await expect(
    page
      .getByRole("region", { name: longDay(thursday) })
      .getByRole("listitem")
      .filter({ hasText: "Market update" }),
  ).toContainText("10:30");
  expect(await scheduled()).toBe(zonedToUtc(thursday, "10:30", timeZone).toISOString());

  // An empty day offers to compose a post for it: Compose opens with that day chosen.
  const friday = addDays(thursday, 1);
  await page.getByRole("link", { name: `Compose a post for ${longDay(friday)}` }).click();
  await expect(page.getByRole("tab", { name: "Compose" })).toHaveAttribute("aria-selected", "true", { timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Schedule Post" })).toBeVisible();
});
