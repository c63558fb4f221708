// The daily Cron Trigger on D1: the Worker's scheduled handler, called with the clean-up's cron.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { EXPECTED_AFTER_CLEAN_UP, remaining, rowsAroundTheLines } from "../testing/retention-fixture.ts";
import worker from "../worker.ts";
import { insertUser } from "./fixtures.ts";
import { workerDb } from "./worker-client.ts";

describe("the daily clean-up trigger", () => {
  it("deletes expired sessions, closed rate-limit windows and events past retention, and nothing else", async () => {
    const user = await insertUser({ email: `retention-${crypto.randomUUID().slice(0, 8)}@example.com` });
    const now = Date.now();
    const made = await rowsAroundTheLines(workerDb(), user.id, new Date(now), "workerd");
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ scheduledTime: now, cron: "17 3 * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await remaining(workerDb(), made)).toEqual(EXPECTED_AFTER_CLEAN_UP);
  });
});
