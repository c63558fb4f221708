// What every local fake network shares (Instagram, TikTok, YouTube, Google Business Profile): an
// HTTP server on a free port, the log of requests in order (the contract tests compare the exact
// sequence), answers queued to fail the next call of a step, and an OAuth authorization server that
// checks what the real ones check (client credentials, redirect URI, single-use codes, PKCE when
// asked, bearer tokens, rotating refresh tokens).
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_NETWORK_CLIENT = { clientId: "fake-network-client", clientSecret: "fake-network-secret" };

export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  headers: IncomingMessage["headers"];
  raw: Buffer;
  /** The form body, or the query for a GET. */
  form: URLSearchParams;
  json: Record<string, unknown>;
  /** The access token of the request (Bearer, OAuth header or access_token), when the fake issued it. */
  token: string | null;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface OAuthRules {
  authorizePath: string;
  /** The query parameter naming the client: TikTok says client_key. */
  clientIdParam: string;
  /** Client credentials in HTTP Basic (Google accepts Basic; arctic sends it). */
  basicAuth: boolean;
  accessSeconds: number;
  /** Whether the token answer carries a refresh token (rotated on every use). */
  refreshTokens: boolean;
}

export const newId = () => randomBytes(6).toString("hex");

export interface FakeNetworkKit {
  base: string;
  /** "METHOD /path" of every request, in order. */
  log: string[];
  failNext(step: string, status: number, body: unknown, headers?: Record<string, string>): void;
  /** The queued failure for `step`, if any (the route answers it instead). */
  injected(step: string): FakeAnswer | null;
  issueTokens(withRefresh: boolean, expiresIn?: number): Record<string, unknown>;
  /** The standard code and refresh-token grants at a token endpoint. */
  tokenGrant(req: FakeRequest): FakeAnswer;
  isAccessTokenLive(token: string): boolean;
  isRefreshTokenLive(token: string): boolean;
  revoke(token: string): void;
  reset(): void;
  close(): Promise<void>;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): FakeAnswer {
  return { status, body, headers };
}

/**
 * Starts a fake network. `route` answers the network's own API (null: not one of its paths);
 * the authorize page is answered here.
 */
export async function startFakeNetwork(
  name: string,
  rules: OAuthRules,
  route: (req: FakeRequest, kit: FakeNetworkKit) => Promise<FakeAnswer | null> | FakeAnswer | null,
): Promise<FakeNetworkKit> {
  const codes = new Map<string, { redirectUri: string; challenge: string | null }>();
  const access = new Set<string>();
  const refresh = new Set<string>();
  const failures = new Map<string, FakeAnswer[]>();
  const log: string[] = [];

  function clientOk(req: FakeRequest): boolean {
    if (rules.basicAuth) {
      const basic = Buffer.from(`${FAKE_NETWORK_CLIENT.clientId}:${FAKE_NETWORK_CLIENT.clientSecret}`).toString("base64");
      if (req.headers.authorization === `Basic ${basic}`) return true;
    }
    return (
      req.form.get(rules.clientIdParam) === FAKE_NETWORK_CLIENT.clientId &&
      req.form.get("client_secret") === FAKE_NETWORK_CLIENT.clientSecret
    );
  }

  const kit: FakeNetworkKit = {
    base: "",
    log,
    failNext(step, status, body, headers = {}) {
      failures.set(step, [...(failures.get(step) ?? []), { status, body, headers }]);
    },
    injected: (step) => failures.get(step)?.shift() ?? null,
    issueTokens(withRefresh, expiresIn = rules.accessSeconds) {
      const accessToken = `${name}-at-${newId()}`;
      access.add(accessToken);
      const body: Record<string, unknown> = { access_token: accessToken, token_type: "Bearer", expires_in: expiresIn };
      if (withRefresh) {
        const refreshToken = `${name}-rt-${newId()}`;
        refresh.add(refreshToken);
        body.refresh_token = refreshToken;
      }
      return body;
    },
    tokenGrant(req) {
      if (!clientOk(req)) return json(401, { error: "invalid_client", error_description: "Bad client credentials" });
      if (req.form.get("grant_type") === "refresh_token") {
        const failure = kit.injected("refresh");
        if (failure) return failure;
        const old = req.form.get("refresh_token") ?? "";
        if (!refresh.delete(old)) return json(400, { error: "invalid_grant", error_description: "Refresh token is invalid" });
        return json(200, kit.issueTokens(rules.refreshTokens));
      }
      const failure = kit.injected("token");
      if (failure) return failure;
      const code = req.form.get("code") ?? "";
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.redirectUri !== req.form.get("redirect_uri")) {
        return json(400, { error: "invalid_grant", error_description: "Authorization code is invalid" });
      }
      if (grant.challenge) {
        const verifier = req.form.get("code_verifier") ?? "";
        if (createHash("sha256").update(verifier).digest("base64url") !== grant.challenge) {
          return json(400, { error: "invalid_grant", error_description: "PKCE verification failed" });
        }
      }
      return json(200, kit.issueTokens(rules.refreshTokens));
    },
    isAccessTokenLive: (token) => access.has(token),
    isRefreshTokenLive: (token) => refresh.has(token),
    revoke(token) {
      access.delete(token);
      refresh.delete(token);
    },
    reset() {
      log.length = 0;
      failures.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const type = req.headers["content-type"] ?? "";
    const text = type.includes("json") || type.includes("x-www-form-urlencoded") ? raw.toString("utf8") : "";
    const form = type.includes("x-www-form-urlencoded") ? new URLSearchParams(text) : new URLSearchParams(url.search);
    const body = type.includes("json") && text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const header = req.headers.authorization ?? "";
    const presented =
      /^(?:Bearer|OAuth) (.+)$/.exec(header)?.[1] ?? url.searchParams.get("access_token") ?? form.get("access_token");
    const request: FakeRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      url,
      headers: req.headers,
      raw,
      form,
      json: body,
      token: presented && access.has(presented) ? presented : null,
    };
    log.push(`${request.method} ${request.path}`);

    let answer: FakeAnswer | null;
    if (request.path === rules.authorizePath) {
      // The member consents at once: back to the redirect URI with a single-use code.
      const redirectUri = url.searchParams.get("redirect_uri") ?? "";
      const code = `code-${newId()}`;
      codes.set(code, { redirectUri, challenge: url.searchParams.get("code_challenge") });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      answer = { status: 302, headers: { location: back.toString() } };
    } else {
      answer = await route(request, kit);
    }
    answer ??= json(404, { error: { message: `No fake for ${request.method} ${request.path}` } });
    res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
    res.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: String(err) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  kit.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return kit;
}
