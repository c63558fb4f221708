// Preloads sent with the SPA shell (issue 18): the browser starts the first screen's API reads
// while it is still fetching the bundle, instead of after React has booted. An HTTP `Link` header
// works before the HTML is even parsed. `crossorigin=use-credentials` matches the app's own
// fetch (mode cors, credentials include), so the app's request is answered from the preload.

const SESSION = "/api/auth/session";

/** What each route reads on its first screen for a signed-in member (besides the session). */
const MEMBER_READS: readonly [RegExp, readonly string[]][] = [
  [/^\/dashboard\/?$/, ["/api/user/access-level", "/api/scripts", "/api/scripts/opened"]],
  [/^\/account\/?$/, ["/api/user/access-level"]],
];

/** Whether the request carries a session cookie at all (valid or not is the API's to say). */
function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? "").split(";").some((part) => /^\s*(__Host-)?sid=./.test(part));
}

const link = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`;

/**
 * The `Link` header for the SPA shell on `path`. Member reads are preloaded only with a session
 * cookie: for a visitor they would answer 401, which the browser logs as an error.
 */
export function spaPreloadLink(path: string, cookieHeader: string | undefined): string {
  const reads = hasSessionCookie(cookieHeader) ? (MEMBER_READS.find(([route]) => route.test(path))?.[1] ?? []) : [];
  return [SESSION, ...reads].map(link).join(", ");
}
