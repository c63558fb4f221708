// A local stand-in for the Cloudflare REST API's D1, R2 and Queues endpoints a deploy's bootstrap
// calls, holding its resources in memory and recording every call, so a test can check what was
// asked and that a second deploy creates nothing.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeCloudflare {
  apiBase: string;
  accountId: string;
  token: string;
  calls: string[];
  databases: { uuid: string; name: string }[];
  buckets: string[];
  queues: string[];
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>) : {};
}

export async function startFakeCloudflare(): Promise<FakeCloudflare> {
  const accountId = "acc0123456789";
  const token = "fake-api-token";
  const state = {
    calls: [] as string[],
    databases: [] as FakeCloudflare["databases"],
    buckets: [] as string[],
    queues: [] as string[],
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
    const body = req.method === "POST" ? await bodyOf(req) : {};
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
    if (rest === "/queues" && req.method === "GET")
      return answer(
        200,
        state.queues.map((q) => ({ queue_name: q })),
      );
    if (rest === "/queues" && req.method === "POST") {
      state.queues.push(String(body.queue_name));
      return answer(200, { queue_name: body.queue_name });
    }
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
