// Regression guard: GET /api/dev/mail listed every e-mail, reset links included, to anyone, also in
// production. Now it exists only with the local outbox: in development for loopback clients (the
// socket's address, never a header), in production only behind UNSAFE_STAGING_OUTBOX=1.
import { afterEach, describe, expect, it } from "vitest";
import { httpApiMail } from "../../apps/edge-api/src/adapters/mail/http-api.ts";
import { createTestApp, type TestApp, type TestAppOptions } from "../../apps/edge-api/src/testing/test-app.ts";

let t: TestApp | undefined;
afterEach(() => t?.cleanup());

const admin = { firstName: "Ada", lastName: "Admin", email: "admin@example.com", password: "admin-password-1" };

/** An account with a reset mail waiting in the outbox, as the attacker in the finding arranged. */
async function appWithResetMail(options: TestAppOptions) {
  t = await createTestApp(options);
  expect((await t.client().post("/api/auth/register", admin)).status).toBe(201);
  expect((await t.client().post("/api/auth/forgot-password", { email: admin.email })).status).toBe(200);
  return t;
}

async function expectAbsent(res: Response) {
  expect(res.status).toBe(404);
  const text = await res.text();
  expect(text).toBe(JSON.stringify({ message: "Not found" }));
  expect(text).not.toContain("reset-password");
}

describe("the dev outbox", () => {
  it("is absent in production: the reset link cannot be read", async () => {
    const app = await appWithResetMail({ config: { production: true } });
    await expectAbsent(await app.client().get("/api/dev/mail"));
  });

  it("in development answers a loopback client", async () => {
    const app = await appWithResetMail({});
    const res = await app.client().get("/api/dev/mail");
    expect(res.status).toBe(200);
    const mail = (await res.json()) as { to: string; links: string[] }[];
    expect(mail[0]?.to).toBe(admin.email);
    expect(mail[0]?.links[0]).toContain("/reset-password?token=");
  });

  it("in development refuses any other client, whatever headers claim loopback", async () => {
    const app = await appWithResetMail({ deps: { clientAddress: () => "203.0.113.7" } });
    const spoofed = { "x-forwarded-for": "127.0.0.1", "cf-connecting-ip": "127.0.0.1", "x-real-ip": "127.0.0.1" };
    await expectAbsent(await app.client().get("/api/dev/mail", spoofed));
  });

  it("in development answers only when the Host is a loopback name, so a DNS-rebinding page cannot read it", async () => {
    const app = await appWithResetMail({});
    for (const host of [
      "attacker.example:8787",
      "attacker.example",
      "127.0.0.1.attacker.example:8787",
      "localhost.attacker.example",
    ]) {
      await expectAbsent(await app.app.request(`http://${host}/api/dev/mail`));
    }
    for (const host of ["127.0.0.1:8787", "localhost:8787", "[::1]:8787", "localhost"]) {
      expect((await app.app.request(`http://${host}/api/dev/mail`)).status).toBe(200);
    }
  });

  it("is absent when the runtime cannot tell the client's address", async () => {
    const app = await appWithResetMail({ deps: { clientAddress: () => undefined } });
    await expectAbsent(await app.client().get("/api/dev/mail"));
  });

  it("stays for a staging site only with the explicit opt-in", async () => {
    const app = await appWithResetMail({ config: { production: true, unsafeStagingOutbox: true } });
    expect((await app.client().get("/api/dev/mail")).status).toBe(200);
  });

  it("is absent with a real mail service, even from loopback", async () => {
    t = await createTestApp({
      deps: { mail: httpApiMail({ apiUrl: "http://127.0.0.1:9/send", apiKey: "k", from: "a@b.c" }) },
    });
    await expectAbsent(await t.client().get("/api/dev/mail"));
  });
});
