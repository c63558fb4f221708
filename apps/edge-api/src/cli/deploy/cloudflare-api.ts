// The few Cloudflare REST calls a first deploy needs before wrangler can run: finding or creating
// the D1 database, the R2 bucket and the delivery queue. Plain fetch, so the base URL can point at a
// local fake in tests (CLOUDFLARE_API_BASE_URL, the variable wrangler itself reads).

export const DEFAULT_API_BASE = "https://api.cloudflare.com/client/v4";

export interface CloudflareAccount {
  apiBase: string;
  accountId: string;
  token: string;
}

interface Envelope<T> {
  success: boolean;
  errors?: { code: number; message: string }[];
  result: T;
}

export class CloudflareApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function call<T>(account: CloudflareAccount, method: string, path: string, body?: unknown): Promise<T | null> {
  const res = await fetch(`${account.apiBase.replace(/\/$/, "")}/accounts/${account.accountId}${path}`, {
    method,
    headers: { authorization: `Bearer ${account.token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status === 404) return null;
  const envelope = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!res.ok || !envelope?.success) {
    const why = envelope?.errors?.map((e) => e.message).join("; ") || res.statusText;
    throw new CloudflareApiError(res.status, `${method} ${path}: ${res.status} ${why}`);
  }
  return envelope.result;
}

export async function findD1(account: CloudflareAccount, name: string): Promise<string | null> {
  const list =
    (await call<{ uuid: string; name: string }[]>(account, "GET", `/d1/database?name=${encodeURIComponent(name)}`)) ?? [];
  return list.find((db) => db.name === name)?.uuid ?? null;
}

export async function createD1(account: CloudflareAccount, name: string): Promise<string> {
  const created = await call<{ uuid: string }>(account, "POST", "/d1/database", { name });
  if (!created?.uuid) throw new CloudflareApiError(500, "The D1 database was created without an id");
  return created.uuid;
}

export async function r2BucketExists(account: CloudflareAccount, name: string): Promise<boolean> {
  return (await call<{ name: string }>(account, "GET", `/r2/buckets/${encodeURIComponent(name)}`)) !== null;
}

export async function createR2Bucket(account: CloudflareAccount, name: string): Promise<void> {
  await call(account, "POST", "/r2/buckets", { name });
}

export async function queueExists(account: CloudflareAccount, name: string): Promise<boolean> {
  const list = (await call<{ queue_name: string }[]>(account, "GET", "/queues")) ?? [];
  return list.some((q) => q.queue_name === name);
}

export async function createQueue(account: CloudflareAccount, name: string): Promise<void> {
  await call(account, "POST", "/queues", { queue_name: name });
}

/** One D1 query result as the REST API answers it: rows as objects, per statement. */
export interface D1QueryResult {
  results: Record<string, unknown>[];
}

/** Runs SQL on a D1 database over the REST API (what `wrangler d1 execute --remote --command` sends). */
export async function d1Query(
  account: CloudflareAccount,
  databaseId: string,
  sql: string,
  params: unknown[] = [],
): Promise<D1QueryResult[]> {
  const results = await call<D1QueryResult[]>(account, "POST", `/d1/database/${databaseId}/query`, { sql, params });
  if (!results) throw new CloudflareApiError(404, `D1 database ${databaseId} not found`);
  return results;
}

/** Writes one object to an R2 bucket (the endpoint `wrangler r2 object put --remote` uses). */
export async function putR2Object(
  account: CloudflareAccount,
  bucket: string,
  key: string,
  body: Uint8Array<ArrayBuffer>,
): Promise<void> {
  const path = `/r2/buckets/${encodeURIComponent(bucket)}/objects/${key.split("/").map(encodeURIComponent).join("/")}`;
  const res = await fetch(`${account.apiBase.replace(/\/$/, "")}/accounts/${account.accountId}${path}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${account.token}` },
    body,
  });
  if (!res.ok) throw new CloudflareApiError(res.status, `PUT ${path}: ${res.status} ${await res.text()}`);
}
