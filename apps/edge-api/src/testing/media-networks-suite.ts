// The setup the media networks' contract tests share: the four local fakes (Instagram, TikTok,
// YouTube, Google Business Profile) start once per file; every test gets a fresh app wired to the
// real adapters against them, a library video whose renditions are in the media store, two library
// posts whose branded images render, and a member on a plan that opens them. The app also listens
// on a real port (its public URL), so the fakes can fetch media from its signed public links as
// Instagram and Google do.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";

import type { HubPost } from "@realty/contracts/social";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { canvasPostImages } from "../adapters/post-images/canvas-post-images.ts";
import { createSocialPort } from "../adapters/social/social-port.ts";
import { users } from "../db/schema.ts";
import { jobLog } from "../lib/log.ts";
import { refreshEngagement } from "../scheduler/refresh-engagement.ts";
import { startFakeGoogleBusiness } from "./fake-google-business.ts";
import { startFakeInstagram } from "./fake-instagram.ts";
import { FAKE_NETWORK_CLIENT } from "./fake-network.ts";
import { startFakeTikTok } from "./fake-tiktok.ts";
import { startFakeYouTube } from "./fake-youtube.ts";
import { addLibraryMedia, type LibraryMedia } from "./library-media-fixture.ts";
import { signedInMember, walkOAuth } from "./social-kit.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export interface MediaFakes {
  instagram: Awaited<ReturnType<typeof startFakeInstagram>>;
  tiktok: Awaited<ReturnType<typeof startFakeTikTok>>;
  youtube: Awaited<ReturnType<typeof startFakeYouTube>>;
  googleBusiness: Awaited<ReturnType<typeof startFakeGoogleBusiness>>;
}

/** The size of the test video's renditions: more than one of TikTok's 10 MB chunks would be slow. */
export const TEST_VIDEO_BYTES = 700 * 1024;

/** The real adapters for the four media networks, talking to the local fakes (polling fast). */
export function mediaNetworksPort(fakes: MediaFakes, now: () => Date, tiktokMode: "direct" | "draft" = "direct") {
  const { clientId, clientSecret } = FAKE_NETWORK_CLIENT;
  const ig = fakes.instagram.base;
  const google = (base: string) => ({ clientId, clientSecret, authBase: base, tokenBase: base });
  return createSocialPort({
    sandbox: false,
    instagram: { clientId, clientSecret, authBase: ig, apiBase: ig, graphBase: ig, uploadBase: ig, pollMs: 5 },
    tiktok: {
      clientKey: clientId,
      clientSecret,
      authBase: fakes.tiktok.base,
      apiBase: fakes.tiktok.base,
      postMode: tiktokMode,
      pollMs: 5,
    },
    youtube: { ...google(fakes.youtube.base), apiBase: fakes.youtube.base },
    google_business: {
      ...google(fakes.googleBusiness.base),
      accountsBase: fakes.googleBusiness.base,
      locationsBase: fakes.googleBusiness.base,
      postsBase: fakes.googleBusiness.base,
    },
    now,
  });
}

export interface MediaNetworksTest extends LibraryMedia {
  fakes: MediaFakes;
  t: TestApp;
}

/** An HTTP server in front of whichever test app is current: the address the fakes fetch media from. */
async function startPublicServer(current: () => TestApp | undefined): Promise<{ server: Server; origin: string }> {
  const listener = getRequestListener((request) => {
    const app = current();
    return app ? app.app.fetch(request) : new Response("No app", { status: 503 });
  });
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Registers the file's hooks; `use` receives each test's fakes, app and library video. */
export function useMediaNetworksApp(
  use: (current: MediaNetworksTest) => void,
  options: { tiktokMode?: "direct" | "draft" } = {},
) {
  let fakes: MediaFakes | undefined;
  let t: TestApp | undefined;
  let publicServer: { server: Server; origin: string } | undefined;
  beforeAll(async () => {
    publicServer = await startPublicServer(() => t);
    const [instagram, tiktok, youtube, googleBusiness] = await Promise.all([
      startFakeInstagram(),
      startFakeTikTok(),
      startFakeYouTube(),
      startFakeGoogleBusiness(),
    ]);
    fakes = { instagram, tiktok, youtube, googleBusiness };
  });
  afterAll(async () => {
    if (fakes) await Promise.all(Object.values(fakes).map((f) => f.close()));
    const server = publicServer?.server;
    if (server) await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(async () => {
    if (!fakes) throw new Error("the fake networks did not start");
    let clock = () => new Date();
    const current = fakes;
    t = await createTestApp({
      deps: { social: mediaNetworksPort(current, () => clock(), options.tiktokMode), postImages: canvasPostImages },
      config: { publicUrl: publicServer?.origin ?? "http://localhost" },
    });
    clock = t.deps.now;
    for (const fake of Object.values(current)) fake.reset();
    use({ fakes: current, t, ...(await addLibraryMedia(t, TEST_VIDEO_BYTES)) });
  });
  afterEach(() => t?.cleanup());
}

/** A member's browser, as the tests drive the hub's routes with it. */
export type MemberBrowser = ReturnType<TestApp["client"]>;

/** A member on the top plan who connected `platform` through the OAuth walk. */
export async function connectedMember(t: TestApp, platform: Parameters<typeof walkOAuth>[1]) {
  const member = await signedInMember(t);
  await t.db.update(users).set({ accessLevel: "domination" }).where(eq(users.id, member.userId));
  const { authorizeUrl, callback } = await walkOAuth(member.browser, platform);
  return { ...member, authorizeUrl, callback };
}

/** Runs the scheduler's engagement pass, then answers History's first delivery as the member sees it. */
export async function firstDeliveryInHistory(t: TestApp, browser: ReturnType<TestApp["client"]>) {
  t.advance(20 * 60_000);
  await refreshEngagement({ ...t.deps, log: jobLog("test") }, t.deps.now());
  const history = (await (await browser.get("/api/social/posts")).json()) as HubPost[];
  return history[0]?.deliveries[0];
}
