// Contract tests of the social port: the real Facebook, LinkedIn and X adapters (through arctic)
// against local fake networks, driven through our own routes as a browser would.
import { PLATFORMS, type Platform, type PostPlatform } from "@realty/contracts/social";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hubPostDeliveries, oauthStates, socialConnections } from "../../db/schema.ts";
import { decryptToken, tokenContext } from "../../services/social/token-crypto.ts";
import { FAKE_CLIENT, type FakeSocial } from "../../testing/fake-social.ts";
import { signedInMember, walkOAuth } from "../../testing/social-kit.ts";
import { useSocialTestApp } from "../../testing/social-suite.ts";
import type { TestApp } from "../../testing/test-app.ts";

let fake: FakeSocial;
let t: TestApp;
useSocialTestApp((current) => {
  ({ fake, t } = current);
});

async function connection(userId: number, platform: Platform) {
  const [row] = await t.db
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, platform)));
  return row;
}

const AUTHORIZE_PATHS: Record<PostPlatform, string> = {
  facebook: "/v21.0/dialog/oauth",
  linkedin: "/oauth/v2/authorization",
  twitter: "/i/oauth2/authorize",
};

describe.each(PLATFORMS)("%s provider", (platform) => {
  it("builds the authorization URL with client id, redirect URI, scopes and a stored state", async () => {
    const { browser, userId } = await signedInMember(t);
    const res = await browser.get(`/api/auth/${platform}`);
    expect(res.status).toBe(302);
    const url = new URL(res.headers.get("location") ?? "");
    expect(url.origin + url.pathname).toBe(fake.base + AUTHORIZE_PATHS[platform]);
    expect(url.searchParams.get("client_id")).toBe(FAKE_CLIENT.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe(`http://localhost/api/auth/${platform}/callback`);
    expect(url.searchParams.get("scope")).toBeTruthy();
    const state = url.searchParams.get("state") ?? "";
    expect(state.length).toBeGreaterThanOrEqual(32);
    const [saved] = await t.db.select().from(oauthStates).where(eq(oauthStates.state, state));
    expect(saved).toMatchObject({ userId, platform });
    if (platform === "twitter") {
      // X supports PKCE: S256 challenge in the URL, verifier kept on the server only.
      expect(url.searchParams.get("code_challenge_method")).toBe("S256");
      expect(url.searchParams.get("code_challenge")).toBeTruthy();
      expect(saved?.codeVerifier).toBeTruthy();
    } else {
      expect(url.searchParams.get("code_challenge")).toBeNull();
    }
  });

  it("connects through the callback and stores the tokens encrypted", async () => {
    const { browser, userId } = await signedInMember(t);
    const { callback } = await walkOAuth(browser, platform);
    expect(callback.status).toBe(200);
    expect(await callback.text()).toContain("connected");
    const row = await connection(userId, platform);
    expect(row?.provider).toBe("live");
    const sealed = row?.accessTokenEnc ?? "";
    expect(sealed).toMatch(/^v1\./);
    const plain = await decryptToken(t.deps.config.appSecret, sealed, tokenContext(userId, platform));
    expect(sealed).not.toContain(plain);
    expect(fake.isAccessTokenLive(plain)).toBe(true);
    if (platform === "twitter") expect(row?.refreshTokenEnc).toMatch(/^v1\./);
    expect((await t.db.select().from(oauthStates)).length).toBe(0);
    const status = await (await browser.get("/api/social/status")).json();
    expect(status).toMatchObject({ [platform]: true });
  });

  it("posts through the network's API and reports a refusal with its reason", async () => {
    const { browser } = await signedInMember(t);
    await walkOAuth(browser, platform);
    const ok = await browser.post("/api/social/post", {
      content: "Open house Saturday (2-4pm) #realestate",
      platforms: [platform],
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ scheduled: false, platforms: [platform], successfulPosts: 1, totalPosts: 1, failures: [] });
    expect(fake.posts).toHaveLength(1);
    // LinkedIn's little-text format escapes markup characters.
    expect(fake.posts[0]?.text).toBe(
      platform === "linkedin" ? "Open house Saturday \\(2-4pm\\) \\#realestate" : "Open house Saturday (2-4pm) #realestate",
    );

    fake.failNext("publish", 403, { detail: "You are not allowed to create a post with duplicate content." });
    const refused = await browser.post("/api/social/post", { content: "Another post", platforms: [platform] });
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as { message: string }).message).toContain("duplicate content");
    const rows = await t.db.select().from(hubPostDeliveries).where(eq(hubPostDeliveries.status, "failed"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.lastError).toContain("duplicate content");
  });
});

describe("OAuth callback state check", () => {
  it("refuses a replayed, unknown, expired or someone else's state and stores nothing", async () => {
    const { browser, userId } = await signedInMember(t);
    const first = await walkOAuth(browser, "twitter");
    expect(first.callback.status).toBe(200);
    await t.db.delete(socialConnections);

    // Replaying the same callback URL: the state was used once already.
    const start = await browser.get("/api/auth/twitter");
    const consent = await fetch(start.headers.get("location") ?? "", { redirect: "manual" });
    const back = new URL(consent.headers.get("location") ?? "");
    const other = await signedInMember(t, "Alex");
    const stolen = await other.browser.get(`${back.pathname}${back.search}`);
    expect(stolen.status).toBe(400);
    expect(await stolen.text()).toContain("not valid for your session");

    const unknown = await browser.get("/api/auth/twitter/callback?code=abc&state=made-up");
    expect(unknown.status).toBe(400);

    const late = await browser.get("/api/auth/twitter");
    const lateConsent = await fetch(late.headers.get("location") ?? "", { redirect: "manual" });
    const lateBack = new URL(lateConsent.headers.get("location") ?? "");
    t.advance(11 * 60_000);
    const expired = await browser.get(`${lateBack.pathname}${lateBack.search}`);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain("expired");

    expect(await connection(userId, "twitter")).toBeUndefined();
    expect(await connection(other.userId, "twitter")).toBeUndefined();
  });

  it("says so when the member cancels on the network's page", async () => {
    const { browser } = await signedInMember(t);
    const start = await browser.get("/api/auth/linkedin");
    const state = new URL(start.headers.get("location") ?? "").searchParams.get("state");
    const res = await browser.get(`/api/auth/linkedin/callback?error=access_denied&state=${state}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("You cancelled the LinkedIn connection.");
  });

  it("asks a signed-out visitor to log in instead of starting a flow", async () => {
    const res = await t.client().get("/api/auth/facebook");
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("Please log in first");
  });
});

describe("token refresh", () => {
  it("refreshes an X token before it expires, stores the rotated tokens and posts with the new one", async () => {
    const { browser, userId } = await signedInMember(t);
    await walkOAuth(browser, "twitter");
    const before = await connection(userId, "twitter");
    const context = tokenContext(userId, "twitter");
    const oldRefresh = await decryptToken(t.deps.config.appSecret, before?.refreshTokenEnc ?? "", context);

    t.advance(2 * 60 * 60_000 - 5 * 60_000); // five minutes before the 2-hour expiry
    const res = await browser.post("/api/social/post", { content: "Fresh token post", platforms: ["twitter"] });
    expect(res.status).toBe(200);
    expect(fake.calls.filter((c) => c.call === "refresh")).toHaveLength(1);
    const after = await connection(userId, "twitter");
    const newAccess = await decryptToken(t.deps.config.appSecret, after?.accessTokenEnc ?? "", context);
    const newRefresh = await decryptToken(t.deps.config.appSecret, after?.refreshTokenEnc ?? "", context);
    expect(newRefresh).not.toBe(oldRefresh);
    expect(fake.isRefreshTokenLive(oldRefresh)).toBe(false);
    expect(fake.isAccessTokenLive(newAccess)).toBe(true);
    expect(after?.expiresAt?.getTime()).toBe(t.deps.now().getTime() + 7200 * 1000);
  });

  it("marks the post failed with a reconnect reason when the refresh grant is gone", async () => {
    const { browser } = await signedInMember(t);
    await walkOAuth(browser, "twitter");
    t.advance(2 * 60 * 60_000 + 60_000);
    fake.failNext("refresh", 400, { error: "invalid_grant", error_description: "Value passed for the token was invalid." });
    const res = await browser.post("/api/social/post", { content: "After expiry", platforms: ["twitter"] });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message: string }).message).toContain("Value passed for the token was invalid.");
    expect(fake.posts).toHaveLength(0);
  });
});

describe("disconnect", () => {
  it("removes the connection and revokes X's grant", async () => {
    const { browser, userId } = await signedInMember(t);
    await walkOAuth(browser, "twitter");
    const row = await connection(userId, "twitter");
    const refresh = await decryptToken(t.deps.config.appSecret, row?.refreshTokenEnc ?? "", tokenContext(userId, "twitter"));
    const res = await browser.post("/api/social/disconnect", { platform: "twitter" });
    expect(res.status).toBe(200);
    expect(await connection(userId, "twitter")).toBeUndefined();
    expect(fake.isRefreshTokenLive(refresh)).toBe(false);
  });
});
