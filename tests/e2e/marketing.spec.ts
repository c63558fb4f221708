// The public marketing site: every page, its chrome, islands, search tags and analytics.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { SUPPORT_EMAIL } from "@realty/contracts/brand";
import { formatDollars, LIBRARY_SIZE, PLAN_LIST, PLANS } from "@realty/plans";
import { uniqueEmail } from "./fixtures.ts";

/** Every prerendered public page with the heading a visitor sees first. */
const PAGES: readonly { path: string; heading: string | RegExp }[] = [
  { path: "/", heading: `Boost Your Real Estate Business for Just ${formatDollars(PLANS.domination.priceCents)}` },
  { path: "/home", heading: `Boost Your Real Estate Business for Just ${formatDollars(PLANS.domination.priceCents)}` },
  { path: "/landing", heading: "Post like the top agent in your market, starting today" },
  { path: "/ai-customization", heading: "Scripts that sound like you, about your market" },
  { path: "/scripts", heading: "Never wonder what to say on camera again" },
  { path: "/professional-videos", heading: "A year of expert videos, already made" },
  { path: "/social-media-posts", heading: "Posts that start conversations, ready to share" },
  { path: "/guarantee", heading: "3 Leads in 30 Days or Your Money Back" },
  { path: "/terms", heading: "Terms of Service" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/cookies", heading: "Cookie Policy" },
  { path: "/sources", heading: "Research Sources" },
  { path: "/compliance", heading: "Compliance & Disclaimers" },
  { path: "/resources", heading: "Resources" },
  { path: "/demo", heading: "See the dashboard agents use to post every week" },
];
const LEGAL_PAGES = ["/terms", "/privacy", "/cookies", "/sources", "/compliance", "/resources"];

/** Console errors and uncaught exceptions (CSP violations are console errors too). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Scrolls to the bottom in steps, so lazy images load and client:visible islands hydrate. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
}

function island(page: Page, component: string): Locator {
  return page.locator(`astro-island[component-url*="/${component}."]`);
}

test.describe("every public page", () => {
  for (const { path, heading } of PAGES) {
    test(`${path} answers 200 with its heading and search and sharing tags`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(/RealtyReels/);
      const canonical = path === "/home" ? "https://realtyreels.com/" : `https://realtyreels.com${path}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /RealtyReels/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\/realtyreels\.com\/.+\.png$/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("no page logs a console error or a CSP violation, islands included", async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    for (const { path } of PAGES) {
      await page.goto(path);
      await scrollThrough(page);
      // Hovering a video thumbnail hydrates its player island.
      const play = page.getByRole("button", { name: /^Play video/ }).first();
      if (await play.count()) await play.hover();
      await page.waitForLoadState("networkidle");
    }
    expect(errors).toEqual([]);
  });

  test("at 360 px no page scrolls sideways", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 780 });
    for (const { path } of PAGES) {
      await page.goto(path);
      await scrollThrough(page);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${path} is ${scrollWidth}px wide`).toBeLessThanOrEqual(clientWidth);
      const name = path === "/" ? "index" : path.slice(1);
      await page.screenshot({ path: testInfo.outputPath(`360-${name}.png`), fullPage: true });
    }
  });

  test("legal and reference pages ship no JavaScript", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    for (const path of LEGAL_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
      await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
    }
    expect(scripts).toEqual([]);
  });

  test("a signed-out visitor downloads no island code until an island is used", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") requested.push(new URL(request.url()).pathname);
    });
    for (const path of ["/", "/landing", "/scripts", "/social-media-posts", "/guarantee", "/professional-videos"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const islandCode = await page
        .locator("astro-island")
        .evaluateAll((islands) => islands.flatMap((i) => [i.getAttribute("component-url"), i.getAttribute("renderer-url")]));
      expect(islandCode.length, path).toBeGreaterThan(0);
      for (const url of islandCode) expect(requested, `${path} loaded ${url}`).not.toContain(url);
    }
  });
});

test.describe("navigation", () => {
  test("the top navigation links to every section and each link resolves", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/scripts");
    const nav = page.getByRole("navigation", { name: "Main" });
    const expected = [
      ["AI Customization", "/ai-customization"],
      ["Scripts", "/scripts"],
      ["Videos", "/professional-videos"],
      ["Posts", "/social-media-posts"],
      ["Pricing", "/purchase"],
      ["Guarantee", "/guarantee"],
      ["Login", "/login"],
      ["Get Instant Access", "/purchase"],
    ] as const;
    for (const [name, href] of expected) {
      const link = nav.getByRole("link", { name, exact: true }).first();
      await expect(link).toHaveAttribute("href", href);
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
    await expect(nav.getByRole("link", { name: "Scripts", exact: true }).first()).toHaveAttribute("aria-current", "page");
  });

  test("on a small screen the bar shows Login and Buy Now, and the menu lists the pages", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Buy Now" })).toHaveAttribute("href", "/purchase");
    await expect(nav.getByRole("link", { name: "Get Instant Access" })).toBeHidden();
    await nav.getByLabel("Menu").click();
    await expect(nav.getByRole("link", { name: "Guarantee" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Guarantee" })).toBeHidden();
    await nav.getByLabel("Menu").click();
    await nav.getByRole("link", { name: "Videos" }).click();
    await expect(page).toHaveURL(/\/professional-videos$/);
  });

  test("every footer link of the landing footer resolves", async ({ page }) => {
    await page.goto("/landing");
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    for (const path of ["/terms", "/privacy", "/cookies", "/sources", "/compliance", "/resources", "/demo", "/login"]) {
      expect(hrefs).toContain(path);
    }
    for (const href of new Set(hrefs.filter((h) => h.startsWith("/")))) {
      expect((await page.request.get(href.split("#")[0] ?? href)).status(), href).toBe(200);
    }
    await expect(footer.getByRole("link", { name: "Script Dashboard" })).toHaveAttribute("href", "/login");
  });

  test("a signed-in visitor sees Dashboard instead of Login and Get Instant Access", async ({ page }) => {
    const login = await page.request.post("/api/login", { data: { email: uniqueEmail("nav"), name: "Nav Visitor" } });
    expect(login.status()).toBe(200);
    await page.goto("/social-media-posts");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Get Instant Access" })).toHaveCount(0);
  });

  test("the logo scrolls the home page back to the top", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("heading", { name: "Posts your audience actually reads" }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "RealtyReels home" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("prices and counts", () => {
  test("the landing pricing cards show every plan's prices and contents from the plans package", async ({ page }) => {
    await page.goto("/landing#pricing");
    const pricing = page.locator("#pricing");
    for (const plan of PLAN_LIST) {
      const card = pricing.getByRole("listitem").filter({ has: page.getByRole("heading", { name: plan.name, exact: true }) });
      await expect(card).toContainText(formatDollars(plan.priceCents));
      await expect(card).toContainText(formatDollars(plan.listPriceCents));
      await expect(card).toContainText(`${plan.scriptsLabel} scripts`);
      await expect(card).toContainText(`${plan.videos} professional videos`);
      await expect(card).toContainText(`${plan.posts} social posts`);
      await expect(card).toContainText(plan.guaranteeLine);
      await expect(card.getByRole("link", { name: new RegExp(plan.name) })).toHaveAttribute("href", "/purchase");
    }
    await expect(pricing.getByText("Most Popular")).toHaveCount(1);
  });

  test("the home page states $99 and the feature pages the $69 entry price", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText(`Plans start at ${formatDollars(PLANS.sampler.priceCents)}`)).toBeVisible();
    await expect(
      page.getByRole("link", { name: `Domination Bundle: ${formatDollars(PLANS.domination.priceCents)}` }),
    ).toBeVisible();
    await page.goto("/scripts");
    await expect(page.getByText(`One-time payment from ${formatDollars(PLANS.sampler.priceCents)}`)).toBeVisible();
  });

  test("feature pages show the spec's category counts and plan", async ({ page }) => {
    await page.goto("/scripts");
    for (const count of ["50+", "40+", "30+", "25+"]) await expect(page.getByText(count, { exact: true })).toBeVisible();
    for (const channel of ["Instagram Reels", "TikTok", "YouTube Shorts", "Facebook", "LinkedIn", "X (Twitter)"]) {
      await expect(page.getByRole("heading", { name: channel, exact: true })).toBeVisible();
    }
    await page.goto("/professional-videos");
    for (const phase of ["Market Foundation", "Authority Building", "Expert Status", "Market Domination"]) {
      await expect(page.getByRole("heading", { name: phase })).toBeVisible();
    }
    await expect(page.getByText("Q4 · Weeks 40-52")).toBeVisible();
    await page.goto("/social-media-posts");
    for (const count of ["20+", "15+", "10+", "25+"]) await expect(page.getByText(count, { exact: true })).toBeVisible();
    for (const title of ["Home Buying Tips", "Real Estate Programs", "Real Estate Qualification"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    for (const plan of PLAN_LIST)
      await expect(page.getByText(formatDollars(plan.priceCents), { exact: true }).first()).toBeVisible();
  });

  test("structured data lists the four offers and the FAQ", async ({ page }) => {
    await page.goto("/");
    const product = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(product["@type"]).toBe("Product");
    expect(product.offers.offers.map((o: { price: string }) => o.price)).toEqual(
      PLAN_LIST.map((p) => (p.priceCents / 100).toFixed(2)),
    );
    await page.goto("/guarantee");
    const faq = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity).toHaveLength(10);
  });

  test("robots.txt and the sitemap list the public pages", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain("Sitemap: https://realtyreels.com/sitemap-index.xml");
    for (const path of ["/sitemap.xml", "/sitemap-index.xml"]) {
      const index = await request.get(path);
      expect(index.status()).toBe(200);
      expect(await index.text()).toContain("sitemap-0.xml");
    }
    const urls = await (await request.get("/sitemap-0.xml")).text();
    for (const path of ["/landing", "/guarantee", "/terms", "/demo"]) expect(urls).toContain(`https://realtyreels.com${path}<`);
    expect(urls).not.toContain("https://realtyreels.com/home<");
  });
});

test.describe("FAQ and Contact Us", () => {
  test("the landing FAQ has eight questions and keeps one open at a time", async ({ page }) => {
    await page.goto("/landing#faq");
    const items = page.locator("#faq details");
    await expect(items).toHaveCount(8);
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(4).locator("summary").click();
    await expect(items.nth(4)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(page.locator("#faq details[open]")).toHaveCount(1);
  });

  test("the guarantee FAQ has ten questions and keeps one open at a time", async ({ page }) => {
    await page.goto("/guarantee");
    const items = page.locator("#faq details");
    await expect(items).toHaveCount(10);
    await items.nth(1).locator("summary").click();
    await items.nth(8).locator("summary").click();
    await expect(page.locator("#faq details[open]")).toHaveCount(1);
    await expect(items.nth(8)).toHaveAttribute("open", "");
  });

  test("Contact Us scrolls to the FAQ and opens the support item after half a second", async ({ page }) => {
    await page.goto("/landing");
    const support = page.locator("details#contact-support");
    await expect(support).not.toHaveAttribute("open");
    // The delay is timed inside the page, from the click to the attribute, so a busy machine that
    // is slow to run the next assertion cannot make the opening look instant (or miss the closed state).
    await support.evaluate((el) => {
      document.addEventListener(
        "click",
        () => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (!el.hasAttribute("open")) return;
            el.setAttribute("data-opened-after", String(Math.round(performance.now() - start)));
            observer.disconnect();
          });
          observer.observe(el, { attributes: true, attributeFilter: ["open"] });
        },
        { capture: true, once: true },
      );
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
    await expect(support).toHaveAttribute("open", "");
    await expect(support).toHaveAttribute("data-opened-after", /^\d+$/);
    expect(Number(await support.getAttribute("data-opened-after"))).toBeGreaterThanOrEqual(400);
    await expect(support.getByRole("link", { name: SUPPORT_EMAIL }).first()).toBeInViewport();
  });

  test("Contact Us from another page opens the support item on the landing page", async ({ page }) => {
    await page.goto("/scripts");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/landing#contact-support$/);
    await expect(page.locator("details#contact-support")).toHaveAttribute("open", "");
  });
});

test.describe("islands", () => {
  for (const { path, video } of [
    { path: "/", video: "Become the Real Estate Expert Your Market Trusts" },
    { path: "/professional-videos", video: "Downpayment Buying Myths" },
  ]) {
    test(`the video player on ${path} autoplays, locks scrolling and closes three ways`, async ({ page }) => {
      await page.goto(path);
      const thumbnail = page.getByRole("button", { name: `Play video: ${video}` });
      const dialog = page.getByRole("dialog", { name: video });
      const scrollLock = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

      await thumbnail.click();
      await expect(dialog).toBeVisible();
      expect(await scrollLock()).toBe("hidden");
      const player = dialog.locator("video");
      await expect(player).toHaveJSProperty("muted", true);
      await expect(player).toHaveJSProperty("controls", true);
      await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);

      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      expect(await scrollLock()).not.toBe("hidden");
      await expect(thumbnail).toBeFocused();

      await thumbnail.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog).toHaveCount(0);

      await thumbnail.click();
      await dialog.getByRole("button", { name: "Close video" }).click();
      await expect(dialog).toHaveCount(0);
      expect(await scrollLock()).not.toBe("hidden");
    });
  }

  test("the script toggle shows and hides a full script", async ({ page }) => {
    await page.goto("/scripts");
    const toggle = page.getByText("View Full Script").first();
    const details = page.locator("details").filter({ hasText: "View Full Script" }).first();
    await toggle.click();
    await expect(details).toHaveAttribute("open", "");
    await expect(details.getByText("Hide Full Script")).toBeVisible();
    await details.getByText("Hide Full Script").click();
    await expect(details).not.toHaveAttribute("open");
  });

  test("the AI customization preview follows location, specialty and style", async ({ page }) => {
    await page.goto("/ai-customization");
    await page.getByLabel("Your location").scrollIntoViewIfNeeded();
    await expect(island(page, "LivePreview")).not.toHaveAttribute("ssr");
    await page.getByLabel("Your location").fill("Boise, ID");
    await page.getByLabel("Your specialty").selectOption("Waterfront Properties");
    await page.getByLabel("Your style").selectOption("Direct & Honest");
    await expect(page.getByText("Straight talk about a waterfront property in Boise, ID")).toBeVisible();
  });
});

test.describe("demo access", () => {
  async function openForm(page: Page) {
    await page.goto("/demo");
    await expect(page.getByRole("heading", { name: "Quick Demo Access" })).toBeVisible();
    await page.getByLabel("Email address").scrollIntoViewIfNeeded();
    await expect(island(page, "DemoAccessForm")).not.toHaveAttribute("ssr");
  }

  test("the page links back to the marketing site and on to checkout", async ({ page }) => {
    await page.goto("/demo");
    await expect(page.getByRole("link", { name: "Marketing Site" })).toHaveAttribute("href", "/home");
    await expect(page.getByRole("link", { name: "Get Full Access" })).toHaveAttribute("href", "/checkout");
    await expect(page.getByText(formatDollars(PLANS.sampler.priceCents), { exact: true })).toBeVisible();
    await expect(page.getByText("10M+")).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Live Demo" })).toHaveAttribute("href", "/demo");
  });

  test("an empty field shows 'Missing Information' and sends nothing", async ({ page }) => {
    await openForm(page);
    let sent = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/login")) sent = true;
    });
    await page.getByLabel("Email address").fill("someone@example.com");
    await page.getByRole("button", { name: "Access Dashboard" }).click();
    await expect(page.getByText("Missing Information", { exact: true })).toBeVisible();
    await expect(page.getByText("Please provide both email and name", { exact: true })).toBeVisible();
    expect(sent).toBe(false);
  });

  test("a refused login shows 'Login Failed' with the server's message", async ({ page }) => {
    await openForm(page);
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByLabel("Full name").fill("Casey Demo");
    await page.getByRole("button", { name: "Access Dashboard" }).click();
    await expect(page.getByText("Login Failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
  });

  test("a prospect enters e-mail and name and lands on the dashboard", async ({ page }) => {
    await openForm(page);
    await page.getByLabel("Email address").fill(uniqueEmail("demo"));
    await page.getByLabel("Full name").fill("Casey Demo");
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/login"));
    await page.getByRole("button", { name: "Access Dashboard" }).click();
    expect((await answer).status()).toBe(200);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("analytics", () => {
  test("the home page sends page_view and 'Start Posting Now' sends cta_click", async ({ page }) => {
    const events: { event: string; data: Record<string, string> }[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/analytics") && request.method() === "POST") events.push(request.postDataJSON());
    });
    const pageViewAnswer = page.waitForResponse((response) => response.url().endsWith("/api/analytics"));
    await page.goto("/");
    expect((await pageViewAnswer).status()).toBe(204);
    expect(events).toContainEqual({ event: "page_view", data: { page: "home" } });
    await page.getByRole("link", { name: "Start Posting Now" }).click();
    await expect.poll(() => events).toContainEqual({ event: "cta_click", data: { location: "hero" } });
    await expect(page).toHaveURL(/\/purchase$/);
  });
});

test("the library sizes on the pages match the plans package", async ({ page }) => {
  await page.goto("/demo");
  await expect(page.getByText(`${LIBRARY_SIZE.posts} posts, ready to share`)).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: `${LIBRARY_SIZE.videos} Ready-to-Use Videos` })).toBeVisible();
});
