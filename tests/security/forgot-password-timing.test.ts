// Regression guard (timing): forgot-password answered about 20 ms faster when no account existed (no
// token written, no e-mail sent), which tells anyone who has an account. With an HTTP mail API the
// gap is the API's whole latency. Now both cases do the same queries and answer after the same
// minimum time; sending goes on off the response path.
import { afterEach, describe, expect, it } from "vitest";
import { localOutboxMail } from "../../apps/edge-api/src/adapters/mail/local-outbox.ts";
import { DEFAULT_RATE_LIMITS } from "../../apps/edge-api/src/lib/app-config.ts";
import type { MailPort } from "../../apps/edge-api/src/ports/mail.ts";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";
import { mailsTo, member, registerMember } from "./account-kit.ts";

let t: TestApp;
afterEach(() => t.cleanup());

/** Stands for a real mail API: each send takes `ms`. */
function slowMail(inner: MailPort, ms: number): MailPort {
  return {
    kind: "http",
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await inner.send(message);
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function timed(email: string): Promise<number> {
  const started = performance.now();
  const res = await t.client().post("/api/auth/forgot-password", { email });
  expect(res.status).toBe(200);
  return performance.now() - started;
}

describe("forgot-password timing", () => {
  it("takes the same time whether or not the account exists", async () => {
    t = await createTestApp({
      config: { rateLimits: { ...DEFAULT_RATE_LIMITS, forgotPassword: { limit: 1000, windowMs: 60_000 } } },
    });
    t.deps.mail = slowMail(
      localOutboxMail(t.db, () => {}),
      80,
    );
    await registerMember(t);
    await timed("warm-up@example.com");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await timed(member.email));
      unknown.push(await timed(`nobody-${i}@example.com`));
    }
    // Before: known ≈ unknown + 80 ms (the mail API) + the token write. Generous tolerance for a busy machine.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(30);
    // The mails still go out.
    expect(await mailsTo(t, member.email)).toHaveLength(7);
  });
});
