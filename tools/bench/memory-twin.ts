// The memory route's process: the product's Node entry on the same data folder, plus one route,
// GET /api/bench/memory/:key, answering bytes captured from the product (a JSON file named in argv)
// with their headers. It runs behind the same middleware (session lookup, security headers), so
// comparing it with the real route isolates what building the answer costs. The body is gzipped
// once here, as a response cache would keep it: compressing 100+ kB on every request would cost
// the memory route as much as a database read and hide the cost the budget is about.
// The route exists only in this process, never in the product.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { startNodeServer } from "../../apps/edge-api/src/node.ts";

const [bodiesFile] = process.argv.slice(2);
if (!bodiesFile) throw new Error("usage: node tools/bench/memory-twin.ts <bodies.json>");
const captured = JSON.parse(readFileSync(bodiesFile, "utf8")) as Record<
  string,
  { body: string; headers: Record<string, string> }
>;
const answers = new Map(
  // Copied into plain Uint8Arrays once, so no request pays a copy.
  Object.entries(captured).map(([key, { body, headers }]) => [
    key,
    { plain: new TextEncoder().encode(body), gzip: new Uint8Array(gzipSync(body)), headers },
  ]),
);

await startNodeServer(process.env, {
  extendApp: (app) => {
    app.get("/api/bench/memory/:key", (c) => {
      // The product's list is for signed-in members: pay the same session check.
      if (!c.var.user) return c.json({ message: "Not authenticated" }, 401);
      const answer = answers.get(c.req.param("key"));
      if (!answer) return c.json({ message: "Not found" }, 404);
      const headers = { ...answer.headers, Vary: "Accept-Encoding" };
      // The app's compress middleware leaves a response that already has a Content-Encoding alone.
      if (/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) {
        return c.body(answer.gzip, 200, { ...headers, "Content-Encoding": "gzip" });
      }
      return c.body(answer.plain, 200, headers);
    });
  },
});
