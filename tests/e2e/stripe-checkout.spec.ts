// The checkout with Stripe configured: the real Payment Element form (stripe-payment-form.tsx, through
// @stripe/stripe-js and @stripe/react-stripe-js) against the local Stripe fake. The product runs in a
// server of its own here, started with Stripe keys and STRIPE_API_BASE pointing at the fake; the
// browser gets a local stand-in for Stripe.js (./stripe/stripe-js-stand-in.js) at Stripe's address,
// since Stripe.js itself cannot be downloaded, and api.stripe.com is routed to the same fake.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type FakeStripe, startFakeStripe } from "../../apps/edge-api/src/testing/fake-stripe.ts";
import { freePort } from "../../tools/free-port.ts";
import { uniqueEmail } from "./fixtures.ts";

const ROOT = join(import.meta.dirname, "../..");
const STAND_IN = readFileSync(join(import.meta.dirname, "stripe/stripe-js-stand-in.js"), "utf8");
const PUBLISHABLE_KEY = "pk_test_e2e_checkout";

// One server for the file: the tests run in order in one worker.
test.describe.configure({ mode: "serial" });

let fake: FakeStripe;
let server: ChildProcess;
let baseUrl: string;
let dataDir: string;

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the Stripe-configured server exited with ${server.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the Stripe-configured server did not answer /api/health in time");
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeStripe();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), "realty-e2e-stripe-"));
  server = spawn(process.execPath, ["tools/start.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      MEDIA_RENDER: "off",
      RATE_LIMIT_MULTIPLIER: "100",
      ASTRO_TELEMETRY_DISABLED: "1",
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: "whsec_e2e_checkout",
      STRIPE_API_BASE: fake.apiBase,
    },
  });
  await waitForHealth(baseUrl, Date.now() + 150_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Stripe's two hosts, served locally: the stand-in script, and the API answered by the fake. */
async function routeStripe(page: Page): Promise<void> {
  await page.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: STAND_IN }),
  );
  await page.route("https://api.stripe.com/**", async (route) => {
    const url = new URL(route.request().url());
    const answer = await route.fetch({ url: `${fake.apiBase}${url.pathname}${url.search}` });
    await route.fulfill({ response: answer, headers: { ...answer.headers(), "access-control-allow-origin": "*" } });
  });
}

async function reachPayment(page: Page, email: string): Promise<void> {
  await routeStripe(page);
  await page.goto(`${baseUrl}/purchase`);
  await page.getByRole("button", { name: "Continue with Momentum Vault" }).click();
  await expect(page.getByRole("heading", { name: "Your Information" })).toBeVisible();
  await page.getByLabel("First Name").fill("Jordan");
  await page.getByLabel("Last Name").fill("Reyes");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("open-house-2026");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
}

test("a buyer pays through Stripe's Payment Element and lands on the dashboard", async ({ page }) => {
  const email = uniqueEmail("stripe");
  await reachPayment(page, email);
  // The Payment Element form, not the test-mode card form.
  await expect(page.getByText("Test mode — no real charge")).toHaveCount(0);
  const payButton = page.getByRole("button", { name: /^Pay \$/ });
  await expect(payButton).toBeEnabled();

  // An empty element is refused by elements.submit(), before any intent is made.
  await payButton.click();
  await expect(page.getByText("Your card number is incomplete.")).toBeVisible();
  expect(fake.intents.size).toBe(0);

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await payButton.click();
  await expect(page.getByText("Payment successful!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Welcome, Jordan Reyes" })).toBeVisible();

  expect([...fake.intents.values()].map((intent) => intent.status)).toEqual(["succeeded"]);
  // The browser confirmed with the publishable key, never the secret one.
  const confirm = fake.requests.find((r) => r.path.endsWith("/confirm"));
  expect(confirm?.body.key).toBe(PUBLISHABLE_KEY);
  expect(confirm?.headers.authorization).toBeUndefined();
});

test("a declined card shows Stripe's message and charges nothing", async ({ page }) => {
  await reachPayment(page, uniqueEmail("stripe-declined"));
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByText("Your card was declined.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/purchase$/);
});
