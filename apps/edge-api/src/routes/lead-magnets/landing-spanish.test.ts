// A Spanish edition's landing page against a libSQL file, real HTTP through Hono: the member's
// link asks for Spanish, and the page, the consent the lead keeps, the e-mail and the PDF are in it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leads } from "../../db/schema.ts";
import { pdfText } from "../../services/lead-magnets/pdf-text-extract.ts";
import { signedInMember } from "../../testing/brand-testing.ts";
import { addGuideScript, GUIDE, GUIDE_TITLE, mailTo, postGuideForm, visitorRequest } from "../../testing/landing-testing.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app.ts";

const SPANISH_TITLE = "Lista para comprar tu primera casa";
const SPANISH_CONSENT =
  "Acepto que Dana Reyes me envíe esta guía por correo electrónico y me contacte por correo, teléfono o mensaje de texto sobre mi consulta.";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await addGuideScript(t);
});
afterEach(() => t.cleanup());

async function spanishLink() {
  const { browser, user } = await signedInMember(t, "agent@example.com", "spark");
  const res = await browser.get(`/api/lead-magnets/${GUIDE}/landing-link?lang=es`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { url: string; language: string };
  const url = new URL(body.url);
  return { user, language: body.language, path: `${url.pathname}${url.search}`, s: url.searchParams.get("s") ?? "" };
}

describe("a Spanish guide's landing page", () => {
  it("gets a link that asks for the Spanish edition", async () => {
    const { path, s, language } = await spanishLink();
    expect(language).toBe("es");
    expect(path).toBe(`/guide/${GUIDE}?s=${encodeURIComponent(s)}&lang=es`);
  });

  it("shows the Spanish guide in Spanish, with the Spanish consent line and the language on the form", async () => {
    const { path } = await spanishLink();
    const res = await t.app.request(`${TEST_ORIGIN}${path}`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain(`<h1>${SPANISH_TITLE}</h1>`);
    expect(page).toContain("En esta guía");
    expect(page).toContain(SPANISH_CONSENT);
    expect(page).toContain('name="lang" value="es"');
    expect(page).not.toContain(GUIDE_TITLE);
  });

  it("stores the Spanish consent, e-mails in Spanish and hands over the Spanish PDF", async () => {
    const { path, s, user } = await spanishLink();
    const res = await postGuideForm(t, visitorRequest(s, { lang: "es" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${path}&sent=1#guide-form`);
    expect(await (await t.app.request(`${TEST_ORIGIN}${path}&sent=1`)).text()).toContain("Revisa tu correo");

    const [lead] = await t.db.select().from(leads);
    // The member's Leads tab names the guide as the catalog does; the visitor agreed in Spanish.
    expect(lead).toMatchObject({ userId: user.id, leadMagnet: GUIDE, itemTitle: GUIDE_TITLE, consentText: SPANISH_CONSENT });

    const [mail] = await mailTo(t, "jamie@example.com");
    expect(mail?.subject).toBe(`Tu ${SPANISH_TITLE}, de Dana Reyes`);
    expect(mail?.text).toContain("Hola, Jamie Buyer:");
    const link = mail?.links[0] ?? "";
    expect(link).toMatch(new RegExp(`^${TEST_ORIGIN}/guide/${GUIDE}/file\\?t=[^&]+&lang=es$`));
    const file = await t.app.request(link);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${GUIDE}-es-dana-reyes.pdf"`);
    const text = await pdfText(new Uint8Array(await file.arrayBuffer()));
    expect(text).toContain(SPANISH_TITLE);
    expect(text).toContain("Dana Reyes");
  });

  it("refuses a language it does not offer, storing and sending nothing", async () => {
    const { s } = await spanishLink();
    const res = await postGuideForm(t, visitorRequest(s, { lang: "fr" }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("The page&#39;s language must be en or es.");
    expect(await t.db.select().from(leads)).toHaveLength(0);
    expect(await mailTo(t, "jamie@example.com")).toHaveLength(0);
  });
});
