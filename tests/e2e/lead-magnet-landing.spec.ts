// A lead magnet's landing page, end to end: the member copies their landing page link beside the
// guide's download, a visitor with no account and no JavaScript leaves name and e-mail there,
// receives the PDF in the member's brand by e-mail, and the member finds the lead, with the guide
// as its source, in the Leads tab.
import { expect, type Page, test } from "@playwright/test";
import { pdfText } from "../../apps/edge-api/src/services/lead-magnets/pdf-text-extract.ts";
import { readMail, uniqueEmail } from "./fixtures.ts";
import { type AgentBrand, brandedMemberOnDashboard, openScript } from "./script-kit-fixtures.ts";

interface ListItem {
  id: number;
  title: string;
  hasAccess: boolean;
  leadMagnet?: string | null;
}

const BRAND: AgentBrand = {
  displayName: "Lucia Landing",
  brokerage: "Harbor & Pine Realty",
  phone: "(555) 123-4567",
  email: "lucia@harborandpine.example",
  licenseNumber: "SA-0123456",
  licenseState: "TX",
  equalHousing: true,
  brandColor: "#1d4ed8",
};

async function scriptWithGuide(page: Page): Promise<ListItem & { leadMagnetTitle: string }> {
  const list = (await (await page.request.get("/api/scripts")).json()) as ListItem[];
  const item = list.find((s) => s.hasAccess && s.leadMagnet);
  if (!item) throw new Error("the library has no open script with a lead magnet");
  return (await (await page.request.get(`/api/scripts/${item.id}`)).json()) as ListItem & { leadMagnetTitle: string };
}

test.describe("a lead magnet's landing page", () => {
  test.describe.configure({ timeout: 150_000 });

  test("a visitor gets the guide by e-mail from the member's landing page and appears in the Leads tab", async ({
    page,
    playwright,
    baseURL,
    browser,
  }) => {
    await brandedMemberOnDashboard(page, playwright, baseURL, BRAND);
    const script = await scriptWithGuide(page);
    const dialog = await openScript(page, script.title);
    await dialog.getByRole("button", { name: /^Copy landing page link/ }).click();
    await expect(page.getByText("Landing page link copied", { exact: true })).toBeVisible();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(new RegExp(`/guide/${script.leadMagnet}\\?s=`));

    // A visitor with no account and no JavaScript asks for the guide.
    const visitorEmail = uniqueEmail("visitor");
    const visitorContext = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await visitorContext.newPage();
    await visitor.goto(url);
    await expect(visitor.getByRole("banner")).toContainText("Lucia Landing");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(script.leadMagnetTitle);
    const form = visitor.getByRole("region", { name: /^Get the free (checklist|worksheet) by email$/ });
    await form.getByRole("button", { name: /^Email me the/ }).click();
    // The browser's own checks stop an empty form; the server's messages are the route tests'.
    await expect(visitor).toHaveURL(url);
    await form.getByLabel("Your name").fill("Jamie Guide");
    await form.getByLabel("Email", { exact: true }).fill(visitorEmail);
    await form.getByLabel(/I agree that Lucia Landing may email me this guide/).check();
    await form.getByRole("button", { name: /^Email me the/ }).click();
    await expect(visitor.getByRole("status")).toContainText(`The ${script.leadMagnetTitle} is on its way to your email`);

    // The e-mail's link brings the PDF in the member's brand.
    let link = "";
    await expect
      .poll(async () => {
        link = (await readMail(page.request, visitorEmail)).flatMap((m) => m.links).find((l) => l.includes("/file?t=")) ?? "";
        return link;
      })
      .toBeTruthy();
    const file = await visitor.request.get(link);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await file.body()));
    for (const part of [script.leadMagnetTitle, "Lucia Landing", "Harbor & Pine Realty"]) expect(text, part).toContain(part);
    await visitorContext.close();

    // The member finds the lead, with the guide as its source.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const leadsTab = page.getByRole("tab", { name: "Leads" });
    await leadsTab.click();
    await expect(leadsTab).toHaveAttribute("aria-selected", "true", { timeout: 30_000 });
    const lead = page.getByRole("tabpanel").getByRole("article", { name: "Jamie Guide" });
    await expect(lead).toContainText(`asked for the guide “${script.leadMagnetTitle}”`);
    await expect(lead.getByRole("link", { name: visitorEmail })).toHaveAttribute("href", `mailto:${visitorEmail}`);
  });
});
