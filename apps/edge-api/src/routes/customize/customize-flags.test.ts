// A version the fair-housing check flags stays with the member: it is not offered to the hub's
// composer and a shared page shows the library's text, until the member confirms after reading why.
import type { CustomizeResult } from "@realty/contracts/customize";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { memberWithScript } from "../../testing/customize-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

// An admin's own script, written before the check: its "master bedroom" is flagged in every version.
const CONTENT =
  "Touring a home this weekend?\n\nStart upstairs: the master bedroom tells you how the house was cared for. Check the windows and the closets.\n\nDM me TOUR for my checklist.";

const KIT = {
  short: { hook: "Tour upstairs first.", body: "The bedrooms tell you how the house was cared for.", cta: "DM me TOUR." },
  beats: ["Start upstairs", "Check windows and closets", "DM me TOUR"],
  shots: [
    { setting: "phone" as const, shot: "Walking up the stairs" },
    { setting: "phone" as const, shot: "Opening a closet" },
    { setting: "office" as const, shot: "Talking head" },
  ],
  captions: {
    instagram: "Tour upstairs first. DM me TOUR.",
    facebook: "Tour upstairs first. DM me TOUR for my checklist.",
    linkedin: "Why I start every tour upstairs. DM me TOUR.",
    x: "Tour upstairs first. DM me TOUR.",
  },
  hashtags: ["#HomeTour", "#HomeBuying", "#BuyerTips", "#RealEstate", "#TourTips"],
};

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const flaggedScript = () =>
  memberWithScript(t, { title: "Tour Upstairs First", content: CONTENT, topic: "buyer-process", kit: KIT });

describe("a customized version flagged for fair housing", () => {
  it("is kept from the composer and the shared page until the member confirms it", async () => {
    const { client: member, id } = await flaggedScript();
    const made = (await (
      await member.post(`/api/scripts/${id}/customize`, { location: "Denver, CO" })
    ).json()) as CustomizeResult;
    expect(made.flags.map((f) => f.phrase)).toEqual(["master bedroom"]);
    expect(made.flagsConfirmed).toBe(false);

    const labels = async () =>
      (
        (await (await member.get(`/api/social/compose-source?kind=script&id=${id}`)).json()) as { versions: { label: string }[] }
      ).versions.map((v) => v.label);
    expect(await labels()).not.toContain("Your version: full script");
    const { url } = (await (await member.get(`/api/share-links?type=script&id=${id}`)).json()) as { url: string };
    const shared = async () => (await t.client().get(new URL(url).pathname + new URL(url).search)).text();
    expect(await shared()).not.toContain("Denver");

    const confirmed = await member.post(`/api/scripts/${id}/customization/confirm`, {});
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as CustomizeResult).flagsConfirmed).toBe(true);
    expect(((await (await member.get(`/api/scripts/${id}/customization`)).json()) as CustomizeResult).flagsConfirmed).toBe(true);
    expect(await labels()).toContain("Your version: full script");
    expect(await shared()).toContain("Denver");
  });

  it("answers 401 signed out and 404 when there is no version to confirm", async () => {
    const { client: member, id } = await flaggedScript();
    expect((await t.client().post(`/api/scripts/${id}/customization/confirm`, {})).status).toBe(401);
    expect((await member.post(`/api/scripts/${id}/customization/confirm`, {})).status).toBe(404);
  });

  it("a re-customization starts unconfirmed again", async () => {
    const { client: member, id } = await flaggedScript();
    await member.post(`/api/scripts/${id}/customize`, { location: "Denver, CO" });
    await member.post(`/api/scripts/${id}/customization/confirm`, {});
    const again = (await (await member.post(`/api/scripts/${id}/customize`, { location: "Boise" })).json()) as CustomizeResult;
    expect(again.flagsConfirmed).toBe(false);
  });
});
