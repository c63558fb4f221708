// Regression guard: reset links took their origin from the request's Host header when PUBLIC_URL was
// unset, so a forgot-password request sent with `Host: evil.example` mailed the victim a link that
// hands the token to evil.example. Links (and share links) now always use the configured origin.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { videos } from "../../apps/edge-api/src/db/schema.ts";
import { listeningOrigin } from "../../apps/edge-api/src/lib/origin.ts";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";

let t: TestApp | undefined;
afterEach(() => t?.cleanup());

const CONFIGURED = "https://app.realty.example";
const victim = { firstName: "Vic", lastName: "Tim", email: "victim@example.com", password: "victim-password-1" };

async function forgotFrom(app: TestApp, host: string) {
  const res = await app.app.request(`http://${host}/api/auth/forgot-password`, {
    method: "POST",
    headers: { "content-type": "application/json", host, origin: `http://${host}`, "x-forwarded-host": host },
    body: JSON.stringify({ email: victim.email }),
  });
  return res;
}

async function mailedLinks(app: TestApp): Promise<string[]> {
  const mail = (await (await app.client().get("/api/dev/mail")).json()) as { to: string; text: string; links: string[] }[];
  const forVictim = mail.filter((m) => m.to === victim.email);
  expect(forVictim.length).toBeGreaterThan(0);
  return forVictim.flatMap((m) => [...m.links, ...(m.text.match(/https?:\/\/\S+/g) ?? [])]);
}

describe("links in e-mails", () => {
  it("ignore a forged Host header and use the configured origin", async () => {
    t = await createTestApp({ config: { publicUrl: `${CONFIGURED}/` } });
    expect((await t.client().post("/api/auth/register", victim)).status).toBe(201);
    await forgotFrom(t, "evil.example");
    const links = await mailedLinks(t);
    expect(links.some((l) => l.startsWith(`${CONFIGURED}/reset-password?token=`))).toBe(true);
    for (const link of links) expect(new URL(link).origin).toBe(CONFIGURED);
  });

  it("use the listening origin in development, never the request's host", async () => {
    // test-app's publicUrl is TEST_ORIGIN, as node.ts sets the listening origin when PUBLIC_URL is unset.
    t = await createTestApp();
    expect((await t.client().post("/api/auth/register", victim)).status).toBe(201);
    await forgotFrom(t, "evil.example:8787");
    for (const link of await mailedLinks(t)) expect(new URL(link).origin).toBe("http://localhost");
  });

  it("share links and share pages ignore a forged host too", async () => {
    t = await createTestApp({ config: { publicUrl: CONFIGURED }, seed: true });
    const [sample] = await t.db.select({ id: videos.id }).from(videos).where(eq(videos.publicSample, true)).limit(1);
    if (!sample) throw new Error("the library has no public sample video");
    const member = t.client();
    expect((await member.post("/api/auth/register", victim)).status).toBe(201);
    const res = await t.app.request(`http://evil.example/api/share-links?type=video&id=${sample.id}`, {
      headers: { cookie: member.cookie, host: "evil.example" },
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(new URL(url).origin).toBe(CONFIGURED);

    const page = await (await t.app.request(new URL(url).pathname, { headers: { host: "evil.example" } })).text();
    expect(page).toContain(CONFIGURED);
    expect(page).not.toContain("evil.example");
  });

  it("the development origin is where the server listens, a wildcard host read as loopback", () => {
    expect(listeningOrigin("127.0.0.1", 8787)).toBe("http://127.0.0.1:8787");
    expect(listeningOrigin("0.0.0.0", 4401)).toBe("http://127.0.0.1:4401");
    expect(listeningOrigin("::", 8787)).toBe("http://[::1]:8787");
    expect(listeningOrigin("localhost", 80)).toBe("http://localhost");
  });
});
