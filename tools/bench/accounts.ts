// Accounts for the measurements, made through the product's own API, as a visitor would.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { BENCH_ADMIN } from "./server.ts";

export interface Member {
  id: number;
  email: string;
  /** "sid=…", ready for a Cookie header. */
  cookie: string;
  /** The raw value, for a browser context. */
  sessionToken: string;
}

function sessionCookie(res: Response): { cookie: string; token: string } {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, value] = (pair ?? "").split("=");
    if (name && value && name.endsWith("sid")) return { cookie: `${name}=${value}`, token: value };
  }
  throw new Error(`No session cookie in the answer of ${res.url} (${res.status})`);
}

async function post(url: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(url).origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

export async function registerMember(baseUrl: string, label: string): Promise<Member> {
  const email = `bench-${label}-${randomBytes(4).toString("hex")}@bench.test`;
  const res = await post(`${baseUrl}/api/auth/register`, {
    firstName: "Bench",
    lastName: "Member",
    email,
    password: "bench-password-1",
  });
  if (res.status !== 201) throw new Error(`Register answered ${res.status}: ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: number } };
  const { cookie, token } = sessionCookie(res);
  return { id: user.id, email, cookie, sessionToken: token };
}

export async function adminCookie(baseUrl: string): Promise<string> {
  const res = await post(`${baseUrl}/api/auth/login`, BENCH_ADMIN);
  if (!res.ok) throw new Error(`Admin login answered ${res.status}: ${await res.text()}`);
  return sessionCookie(res).cookie;
}

export type AccessLevelMethod = "admin API" | "direct SQLite write";

/**
 * Sets a member's access level with the admin route when it exists; until it does, writes the
 * column in the product's SQLite file directly (the server reads the user on every request).
 */
export async function setAccessLevel(
  baseUrl: string,
  dataDir: string,
  member: Member,
  accessLevel: string,
): Promise<AccessLevelMethod> {
  const res = await post(`${baseUrl}/api/admin/users/${member.id}/set-access-level`, { accessLevel }, await adminCookie(baseUrl));
  const text = await res.text();
  let method: AccessLevelMethod = "admin API";
  // The app's catch-all answers exactly "Not found"; any other failure is the route's own answer.
  if (res.status === 404 && text.includes('"Not found"')) {
    method = "direct SQLite write";
    const client = createClient({ url: `file:${join(dataDir, "app.db")}` });
    try {
      await client.execute("PRAGMA busy_timeout = 5000");
      await client.execute({ sql: "UPDATE users SET access_level = ? WHERE id = ?", args: [accessLevel, member.id] });
    } finally {
      client.close();
    }
  } else if (!res.ok) {
    throw new Error(`set-access-level answered ${res.status}: ${text}`);
  }
  const check = (await (await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie: member.cookie } })).json()) as {
    accessLevel?: string;
  };
  if (check.accessLevel !== accessLevel) throw new Error(`Access level is ${check.accessLevel}, expected ${accessLevel}`);
  return method;
}
