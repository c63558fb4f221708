// A local stand-in for Facebook's, LinkedIn's and X's OAuth and posting endpoints, for the providers'
// contract tests: the real adapters (and arctic) talk HTTP to it. It checks what the real services
// check (client credentials, redirect URI, PKCE verifier, single-use codes, bearer tokens, rotating
// refresh tokens) and can be told to fail the next call of a kind.
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fakeMediaApi } from "./fake-social-media.ts";
import type { FakeCall, FakePost, FakeUpload, Network } from "./fake-social-types.ts";

export const FAKE_CLIENT = { clientId: "fake-client-id", clientSecret: "fake-client-secret" };

interface PostBody {
  text?: string;
  commentary?: string;
  author?: string;
  media?: { media_ids?: string[] };
  content?: { media?: { id?: string } };
}

interface Grant {
  network: Network;
  redirectUri: string;
  challenge: string | null;
}

const id = () => randomBytes(6).toString("hex");

export async function startFakeSocial() {
  const codes = new Map<string, Grant>();
  const access = new Map<string, Network>();
  const refresh = new Map<string, Network>();
  const failures = new Map<FakeCall, { status: number; body: unknown }[]>();
  const posts: FakePost[] = [];
  const uploads: FakeUpload[] = [];
  const calls: { call: FakeCall; network: Network }[] = [];

  function tokens(network: Network, withRefresh: boolean, expiresIn = 7200) {
    const accessToken = `${network}-at-${id()}`;
    access.set(accessToken, network);
    const body: Record<string, unknown> = { access_token: accessToken, token_type: "bearer", expires_in: expiresIn };
    if (withRefresh) {
      body.refresh_token = `${network}-rt-${id()}`;
      refresh.set(body.refresh_token as string, network);
    }
    return body;
  }

  async function readRaw(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  async function read(req: IncomingMessage): Promise<string> {
    return (await readRaw(req)).toString("utf8");
  }

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  }

  /** Answers an injected failure for this kind of call, if one is queued. */
  function injected(call: FakeCall, network: Network, res: ServerResponse): boolean {
    calls.push({ call, network });
    const next = failures.get(call)?.shift();
    if (!next) return false;
    send(res, next.status, next.body);
    return true;
  }

  function bearer(req: IncomingMessage, url: URL, form: URLSearchParams): string | null {
    const header = req.headers.authorization;
    const token = header?.startsWith("Bearer ")
      ? header.slice(7)
      : (url.searchParams.get("access_token") ?? form.get("access_token"));
    return token && access.has(token) ? token : null;
  }

  function clientOk(network: Network, req: IncomingMessage, form: URLSearchParams): boolean {
    if (network === "x") {
      const basic = Buffer.from(`${FAKE_CLIENT.clientId}:${FAKE_CLIENT.clientSecret}`).toString("base64");
      return req.headers.authorization === `Basic ${basic}`;
    }
    return form.get("client_id") === FAKE_CLIENT.clientId && form.get("client_secret") === FAKE_CLIENT.clientSecret;
  }

  function exchange(network: Network, req: IncomingMessage, form: URLSearchParams, res: ServerResponse) {
    if (!clientOk(network, req, form))
      return send(res, 401, { error: "invalid_client", error_description: "Bad client credentials" });
    if (form.get("grant_type") === "refresh_token") {
      if (injected("refresh", network, res)) return;
      const old = form.get("refresh_token") ?? "";
      if (refresh.get(old) !== network)
        return send(res, 400, { error: "invalid_grant", error_description: "Refresh token is invalid" });
      refresh.delete(old); // rotation: a refresh token works once
      return send(res, 200, tokens(network, true));
    }
    if (injected("token", network, res)) return;
    const code = form.get("code") ?? "";
    const grant = codes.get(code);
    codes.delete(code);
    if (!grant || grant.network !== network || grant.redirectUri !== form.get("redirect_uri")) {
      return send(res, 400, { error: "invalid_grant", error_description: "Authorization code is invalid" });
    }
    if (grant.challenge) {
      const verifier = form.get("code_verifier") ?? "";
      if (createHash("sha256").update(verifier).digest("base64url") !== grant.challenge) {
        return send(res, 400, { error: "invalid_grant", error_description: "PKCE verification failed" });
      }
    }
    return send(res, 200, tokens(network, network !== "facebook", network === "facebook" ? 3600 : 7200));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const path = url.pathname;
    if (await handleMedia(req, res, url)) return;
    const form = new URLSearchParams(
      req.method === "POST" && !req.headers["content-type"]?.includes("json") ? await read(req) : "",
    );

    // Authorization pages: the member consents at once; back to the redirect URI with a code.
    const authorizeFor: Record<string, Network> = {
      "/v21.0/dialog/oauth": "facebook",
      "/oauth/v2/authorization": "linkedin",
      "/i/oauth2/authorize": "x",
    };
    const authorizing = authorizeFor[path];
    if (authorizing) {
      const redirectUri = url.searchParams.get("redirect_uri") ?? "";
      const code = `code-${id()}`;
      codes.set(code, { network: authorizing, redirectUri, challenge: url.searchParams.get("code_challenge") });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (path === "/v21.0/oauth/access_token" && url.searchParams.get("grant_type") === "fb_exchange_token") {
      if (url.searchParams.get("client_secret") !== FAKE_CLIENT.clientSecret)
        return send(res, 400, { error: { message: "Bad secret" } });
      if (!access.has(url.searchParams.get("fb_exchange_token") ?? ""))
        return send(res, 400, { error: { message: "Bad token" } });
      return send(res, 200, tokens("facebook", false, 60 * 24 * 3600));
    }
    if (path === "/v21.0/oauth/access_token") return exchange("facebook", req, form, res);
    if (path === "/oauth/v2/accessToken") return exchange("linkedin", req, form, res);
    if (path === "/2/oauth2/token") return exchange("x", req, form, res);
    if (path === "/2/oauth2/revoke" || path === "/oauth/v2/revoke") {
      refresh.delete(form.get("token") ?? "");
      access.delete(form.get("token") ?? "");
      return send(res, 200, {});
    }

    const token = bearer(req, url, form);
    const network: Network = path.startsWith("/v21.0") ? "facebook" : path.startsWith("/2/") ? "x" : "linkedin";
    if (!token) return send(res, 401, { error: { message: "Invalid OAuth access token" }, detail: "Unauthorized" });

    if (path === "/v21.0/me/accounts") {
      if (injected("profile", network, res)) return;
      const pageToken = `facebook-page-${id()}`;
      access.set(pageToken, "facebook");
      return send(res, 200, { data: [{ id: "1001", name: "Fake Realty Page", access_token: pageToken }] });
    }
    if (path === "/v2/userinfo")
      return injected("profile", network, res) || send(res, 200, { sub: "li-member-7", name: "Lee Agent" });
    if (path === "/2/users/me")
      return injected("profile", network, res) || send(res, 200, { data: { id: "42", username: "fake_agent" } });

    const feed = /^\/v21\.0\/([^/]+)\/feed$/.exec(path);
    if (req.method === "POST" && (feed || path === "/rest/posts" || path === "/2/tweets")) {
      if (injected("publish", network, res)) return;
      const json = form.size === 0 ? (JSON.parse((await read(req)) || "{}") as PostBody) : {};
      const text = feed ? (form.get("message") ?? "") : (json.commentary ?? json.text ?? "");
      const media = feed
        ? (JSON.parse(form.get("attached_media") ?? "[]") as { media_fbid: string }[]).map((m) => m.media_fbid)
        : (json.media?.media_ids ?? (json.content?.media?.id ? [json.content.media.id] : []));
      const unknown = media.find((m) => !uploads.some((u) => u.id === m && u.finalized));
      if (unknown) return send(res, 400, { error: { message: `Unknown media ${unknown}` }, detail: `Unknown media ${unknown}` });
      const post = { network, text, author: feed?.[1] ?? json.author ?? "me", id: `${network}-post-${id()}`, media };
      posts.push(post);
      if (network === "linkedin") return send(res, 201, {}, { "x-restli-id": `urn:li:share:${post.id}` });
      return send(res, network === "x" ? 201 : 200, network === "x" ? { data: { id: post.id, text } } : { id: post.id });
    }
    if (req.method === "GET" && (path.startsWith("/2/tweets/") || /^\/v21\.0\/facebook-post-/.test(path))) {
      if (injected("engagement", network, res)) return;
      if (network === "x") {
        return send(res, 200, {
          data: { public_metrics: { like_count: 7, retweet_count: 2, quote_count: 1, reply_count: 3, impression_count: 420 } },
        });
      }
      return send(res, 200, {
        shares: { count: 4 },
        reactions: { summary: { total_count: 11 } },
        comments: { summary: { total_count: 5 } },
      });
    }
    return send(res, 404, { error: { message: `No fake for ${req.method} ${path}` } });
  }

  const handleMedia = fakeMediaApi({ uploads, posts, access, injected, send, readRaw, id });

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => send(res, 500, { error: { message: String(err) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    posts,
    uploads,
    calls,
    /** Queues an answer for the next call of a kind (e.g. a 503 on the next publish). */
    failNext(call: FakeCall, status: number, body: unknown) {
      failures.set(call, [...(failures.get(call) ?? []), { status, body }]);
    },
    /** Forgets received posts, calls and queued failures (between tests). */
    reset() {
      posts.length = 0;
      uploads.length = 0;
      calls.length = 0;
      failures.clear();
    },
    isRefreshTokenLive: (token: string) => refresh.has(token),
    isAccessTokenLive: (token: string) => access.has(token),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeSocial = Awaited<ReturnType<typeof startFakeSocial>>;
