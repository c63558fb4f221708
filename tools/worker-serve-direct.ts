// The built Worker served by workerd through Miniflare, with no `wrangler dev` around it: no proxy
// Worker in a second workerd in front, no inspector attached, no rebuild on save. Closer to the edge
// than `wrangler dev` (which has none of those), so it is what throughput is measured on
// (`WORKER_LOCAL_RUNTIME=workerd npm run worker:local`, the bench's worker section). The same local
// D1 and R2 state as `wrangler dev --persist-to`; the cron runs at /cdn-cgi/local/scheduled on Miniflare's
// entry port, printed at start (`wrangler dev`: /cdn-cgi/handler/scheduled). No
// delivery queue is bound: the cron sends inline, as a plan without Queues does.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { buildWorker, WORKER_OUT } from "../apps/edge-api/src/cli/deploy/build-worker.ts";
import { BUCKET, D1_ID } from "../apps/edge-api/src/cli/deploy/local-bindings.ts";

export interface DirectWorker {
  /** A socket straight into the Worker: what a client of the API talks to. */
  url: URL;
  /** Miniflare's entry, which also serves the cron trigger at /cdn-cgi/local/scheduled. */
  entryUrl: URL;
  dispose(): Promise<void>;
}

export async function serveWorkerDirect(options: {
  host: string;
  port: number;
  persistTo: string;
  vars: Record<string, string>;
}): Promise<DirectWorker> {
  await buildWorker();
  const modules = ["worker.js", ...readdirSync(join(WORKER_OUT, "chunks")).map((file) => `chunks/${file}`)];
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      // Miniflare's own entry Worker (in front of ours on every request) listens on a spare port;
      // the port asked for is a socket straight into our Worker, as the edge routes to it.
      host: options.host,
      port: 0,
      unsafeDirectSockets: [{ host: options.host, port: options.port }],
      // The post-image renderer's WebAssembly chunks are compiled modules, as wrangler uploads them.
      modules: modules.map((path) => ({
        type: path.endsWith(".wasm") ? "CompiledWasm" : "ESModule",
        path: join(WORKER_OUT, path),
      })),
      modulesRoot: WORKER_OUT,
      // As wrangler.toml.
      compatibilityDate: "2025-10-01",
      compatibilityFlags: ["nodejs_compat"],
      resourcePersistencePath: join(options.persistTo, "v3"),
      d1Databases: { DB: D1_ID },
      r2Buckets: { MEDIA: BUCKET },
      images: { binding: "IMAGES" },
      bindings: options.vars,
      unsafeTriggerHandlers: true,
    } as Parameters<typeof convertV4MiniflareOptions>[0]),
  );
  const entryUrl = await mf.ready;
  return { url: await mf.unsafeGetDirectURL(), entryUrl, dispose: () => mf.dispose() };
}
