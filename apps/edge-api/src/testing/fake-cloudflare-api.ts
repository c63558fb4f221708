// A local stand-in for the Cloudflare REST API endpoints a deploy calls, holding its resources in
// memory and recording every call, so a test can check what was asked and that a second deploy
// creates nothing: D1 (each database a real in-memory libSQL, so wrangler's migrations and the seed
// really run), R2 buckets and objects, Queues, the Worker's secrets, and what `wrangler deploy` sends
// (the script, its cron triggers, its queue consumer, its custom domain).
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { type Client, createClient } from "@libsql/client";

export interface FakeCloudflare {
  apiBase: string;
  accountId: string;
  token: string;
  calls: string[];
  databases: { uuid: string; name: string }[];
  buckets: string[];
  queues: string[];
  /** R2 objects by "bucket/key". */
  objects: Map<string, Uint8Array>;
  /** The Worker secrets' names, as an operator set them with `wrangler secret put`. */
  secrets: string[];
  /** Worker script uploads (one per `wrangler deploy`), cron schedules set, custom domains attached. */
  deployments: string[];
  schedules: string[][];
  domains: string[];
  consumers: { type: string; queue: string; script: string; consumer_id: string }[];
  /** Calls the fake does not know (answered 404): a test expects none. */
  unknown: string[];
  /** Runs SQL on a fake D1 database, as a test's check. */
  query(uuid: string, sql: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

async function bytesOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function jsonOf(bytes: Buffer): Record<string, unknown> {
  const text = bytes.toString("utf8");
  if (!text.trim().startsWith("{")) return {};
  return JSON.parse(text) as Record<string, unknown>;
}

/** Rows as objects (column name to value), as D1's query endpoint answers them. */
async function runSql(client: Client, sql: string, params: unknown[]): Promise<{ results: Record<string, unknown>[] }[]> {
  const rowsOf = (rs: { columns: string[]; rows: ArrayLike<unknown>[] }) =>
    rs.rows.map((row) => Object.fromEntries(rs.columns.map((c, i) => [c, row[i]])));
  // A migration file or a batch: several statements in one text, no values bound (libSQL's execute
  // would run only the first). A semicolon inside a quoted value can only send a write here too.
  if (params.length === 0 && /;\s*\S/.test(sql.trim().replace(/;$/, ""))) {
    await client.executeMultiple(sql);
    return [{ results: [] }];
  }
  const rs = await client.execute({ sql, args: params as never });
  return [{ results: rowsOf(rs) }];
}

export async function startFakeCloudflare(): Promise<FakeCloudflare> {
  const accountId = "acc0123456789";
  const token = "fake-api-token";
  const state = {
    calls: [] as string[],
    databases: [] as FakeCloudflare["databases"],
    buckets: [] as string[],
    queues: [] as string[],
    objects: new Map<string, Uint8Array>(),
    secrets: [] as string[],
    deployments: [] as string[],
    schedules: [] as string[][],
    domains: [] as string[],
    consumers: [] as { type: string; queue: string; script: string; consumer_id: string }[],
    unknown: [] as string[],
  };
  const sqlite = new Map<string, Client>();
  const databaseClient = (uuid: string) => {
    let client = sqlite.get(uuid);
    if (!client) {
      client = createClient({ url: ":memory:" });
      sqlite.set(uuid, client);
    }
    return client;
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const path = url.pathname.replace(/^\/client\/v4/, "");
    state.calls.push(`${req.method} ${path}${url.search}`);
    const answer = (status: number, result: unknown, errors: { code: number; message: string }[] = []) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify({ success: status < 400, errors, messages: [], result }));
    };
    if (req.headers.authorization !== `Bearer ${token}`)
      return answer(403, null, [{ code: 10000, message: "Authentication error" }]);
    const prefix = `/accounts/${accountId}`;
    if (!path.startsWith(prefix)) return answer(404, null, [{ code: 7003, message: "No route" }]);
    const rest = path.slice(prefix.length);
    const raw = await bytesOf(req);
    const body = req.method === "POST" ? jsonOf(raw) : {};
    if (rest === "/d1/database" && req.method === "GET") {
      const name = url.searchParams.get("name");
      return answer(
        200,
        state.databases.filter((d) => !name || d.name.includes(name)),
      );
    }
    if (rest === "/d1/database" && req.method === "POST") {
      const db = { uuid: `d1-${state.databases.length + 1}-0000-4000-8000-000000000000`, name: String(body.name) };
      state.databases.push(db);
      return answer(200, db);
    }
    const bucket = /^\/r2\/buckets\/([^/]+)$/.exec(rest)?.[1];
    if (bucket && req.method === "GET") {
      return state.buckets.includes(bucket)
        ? answer(200, { name: bucket })
        : answer(404, null, [{ code: 10006, message: "The specified bucket does not exist." }]);
    }
    if (rest === "/r2/buckets" && req.method === "POST") {
      state.buckets.push(String(body.name));
      return answer(200, { name: body.name });
    }
    if (rest === "/queues" && req.method === "GET") {
      const name = url.searchParams.get("name");
      return answer(
        200,
        state.queues
          .filter((q) => !name || q === name)
          .map((q) => ({
            queue_name: q,
            queue_id: `queue-${q}`,
            producers: [],
            consumers: state.consumers.filter((c) => c.queue === q),
          })),
      );
    }
    const consumers = /^\/queues\/queue-([^/]+)\/consumers(?:\/([^/]+))?$/.exec(rest);
    if (consumers?.[1] && state.queues.includes(consumers[1])) {
      const queue = consumers[1];
      if (req.method === "GET")
        return answer(
          200,
          state.consumers.filter((c) => c.queue === queue),
        );
      const consumer = { type: "worker", queue, script: String(jsonOf(raw).script_name ?? ""), consumer_id: `consumer-${queue}` };
      if (req.method === "POST") state.consumers.push(consumer);
      return answer(200, { ...consumer, script_name: consumer.script });
    }
    if (rest === "/queues" && req.method === "POST") {
      state.queues.push(String(body.queue_name));
      return answer(200, { queue_name: body.queue_name });
    }
    const d1 = /^\/d1\/database\/([^/]+)(\/query|\/raw)?$/.exec(rest);
    if (d1?.[1] && d1[2] === "/query" && req.method === "POST") {
      if (!state.databases.some((d) => d.uuid === d1[1])) return answer(404, null, [{ code: 7404, message: "No database" }]);
      try {
        const results = await runSql(databaseClient(d1[1]), String(body.sql), (body.params as unknown[]) ?? []);
        return answer(
          200,
          results.map((r) => ({ ...r, success: true, meta: { changes: 0, duration: 0, rows_read: 0, rows_written: 0 } })),
        );
      } catch (err) {
        return answer(400, null, [{ code: 7500, message: String(err) }]);
      }
    }
    if (d1?.[1] && !d1[2] && req.method === "GET") {
      const db = state.databases.find((d) => d.uuid === d1[1]);
      return db ? answer(200, { ...db, version: "production" }) : answer(404, null, [{ code: 7404, message: "No database" }]);
    }
    const object = /^\/r2\/buckets\/([^/]+)\/objects\/(.+)$/.exec(rest);
    if (object?.[1] && object[2] && req.method === "PUT") {
      if (!state.buckets.includes(object[1])) return answer(404, null, [{ code: 10006, message: "No bucket" }]);
      state.objects.set(`${object[1]}/${decodeURIComponent(object[2])}`, new Uint8Array(raw));
      return answer(200, { key: decodeURIComponent(object[2]) });
    }
    if (rest === "/workers/subdomain" && req.method === "GET") return answer(200, { subdomain: "fake-account" });
    const worker = /^\/workers\/workers\/([^/]+)$/.exec(rest)?.[1];
    if (worker && req.method === "GET") {
      if (!state.deployments.includes(worker))
        return answer(404, null, [{ code: 10007, message: "This Worker does not exist." }]);
      return answer(200, { id: worker, name: worker, subdomain: { enabled: false, previews_enabled: false } });
    }
    const script = /^\/workers\/(?:scripts|services)\/([^/]+)(\/.*)?$/.exec(rest);
    if (script?.[1]) {
      const [, name, sub = ""] = script;
      const deployed = state.deployments.includes(name);
      if (sub === "" && req.method === "GET") {
        if (!deployed) return answer(404, null, [{ code: 10007, message: "This Worker does not exist on your account." }]);
        const script = { id: name, tag: `tag-${name}`, last_deployed_from: "wrangler" };
        return answer(200, { id: name, default_environment: { environment: "production", script } });
      }
      if (sub === "/secrets" && req.method === "GET")
        return answer(
          200,
          state.secrets.map((n) => ({ name: n, type: "secret_text" })),
        );
      if (sub === "" && req.method === "PUT") {
        state.deployments.push(name);
        return answer(200, {
          id: name,
          etag: `etag-${state.deployments.length}`,
          deployment_id: `dep-${state.deployments.length}`,
        });
      }
      if (sub === "/deployments" && req.method === "GET") return answer(200, { deployments: [] });
      if (sub === "/settings" && req.method === "GET") {
        return deployed
          ? answer(200, { bindings: [] })
          : answer(404, null, [{ code: 10007, message: "This Worker does not exist." }]);
      }
      // A Worker that exists gets a new version, then a deployment of it, then its settings.
      if (sub === "/versions" && req.method === "POST") {
        state.deployments.push(name);
        const id = `version-${state.deployments.length}`;
        return answer(200, { id, startup_time_ms: 1, resources: { script: { etag: `etag-${id}` }, bindings: [] } });
      }
      if (sub === "/deployments" && req.method === "POST") return answer(200, { id: `deployment-${state.deployments.length}` });
      if (sub === "/script-settings" && req.method === "PATCH") return answer(200, {});
      if (sub === "/subdomain" && req.method === "GET") return answer(200, { enabled: true, previews_enabled: false });
      if (sub === "/subdomain" && req.method === "POST") return answer(200, { enabled: true, previews_enabled: false });
      if (sub === "/domains/changeset" && req.method === "POST") {
        const wanted = JSON.parse(raw.toString("utf8") || "[]") as { hostname: string }[];
        const added = wanted.filter((d) => !state.domains.includes(d.hostname));
        return answer(200, { added, removed: [], updated: [], conflicting: [] });
      }
      if (sub === "/domains/records" && req.method === "PUT") {
        const { origins } = JSON.parse(raw.toString("utf8")) as { origins: { hostname: string }[] };
        for (const { hostname } of origins) if (!state.domains.includes(hostname)) state.domains.push(hostname);
        return answer(200, origins);
      }
      if (sub === "/schedules" && req.method === "PUT") {
        const crons = (JSON.parse(raw.toString("utf8") || "[]") as { cron: string }[]).map((c) => c.cron);
        state.schedules.push(crons);
        return answer(200, { schedules: crons.map((cron) => ({ cron })) });
      }
    }
    state.unknown.push(`${req.method} ${path}${url.search}`);
    return answer(404, null, [{ code: 7003, message: "No route" }]);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/client/v4`,
    accountId,
    token,
    get calls() {
      return state.calls;
    },
    get databases() {
      return state.databases;
    },
    get buckets() {
      return state.buckets;
    },
    get queues() {
      return state.queues;
    },
    objects: state.objects,
    secrets: state.secrets,
    deployments: state.deployments,
    schedules: state.schedules,
    domains: state.domains,
    consumers: state.consumers,
    unknown: state.unknown,
    query: async (uuid, sql) => (await runSql(databaseClient(uuid), sql, []))[0]?.results ?? [],
    close: async () => {
      for (const client of sqlite.values()) client.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
