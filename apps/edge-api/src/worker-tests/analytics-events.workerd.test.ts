// What POST /api/analytics stores in D1 on the Worker: the event, its properties, the member when
// signed in and a keyed sender (never the address itself); malformed hits store nothing.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents } from "../db/schema.ts";
import { clientAt } from "./addresses.ts";
import { browserAs } from "./fixtures.ts";
import { workerDb } from "./worker-client.ts";

/** Events carrying this run's marker in their properties. */
function eventsMarked(marker: string) {
  return workerDb()
    .select()
    .from(analyticsEvents)
    .where(eq(sql`json_extract(${analyticsEvents.properties}, '$.marker')`, marker));
}

describe("analytics events on D1", () => {
  it("stores the event and its properties with the member's id and a keyed sender, not the address", async () => {
    const marker = crypto.randomUUID();
    const address = "198.51.100.77";
    const visitor = clientAt(address);
    expect((await visitor.post("/api/analytics", { event: "cta_click", properties: { location: "hero", marker } })).status).toBe(
      204,
    );
    const { browser: member, user } = await browserAs("spark");
    expect((await member.post("/api/analytics", { event: "script_view", data: { scriptId: 7, marker } })).status).toBe(204);

    const rows = await eventsMarked(marker);
    expect(rows.map((r) => [r.event, r.userId])).toEqual([
      ["cta_click", null],
      ["script_view", user.id],
    ]);
    expect(rows[0]?.properties).toEqual({ location: "hero", marker });
    expect(rows[1]?.properties).toEqual({ scriptId: 7, marker });
    expect(rows[0]?.clientKey).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(rows)).not.toContain(address);
  });

  it("refuses a malformed event name or oversized properties with a 400 and stores nothing", async () => {
    const marker = crypto.randomUUID();
    const visitor = clientAt();
    const badName = await visitor.post("/api/analytics", { event: "Page View!", properties: { marker } });
    expect(badName.status).toBe(400);
    expect(((await badName.json()) as { message: string }).message).toBeTruthy();
    const tooLarge = await visitor.post("/api/analytics", { event: "page_view", properties: { marker, page: "x".repeat(5000) } });
    expect(tooLarge.status).toBe(400);
    expect(await eventsMarked(marker)).toEqual([]);
  });
});
