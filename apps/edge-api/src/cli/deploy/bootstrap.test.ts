// The deploy's bootstrap against a local fake of the Cloudflare API: the first run creates the D1
// database, the R2 bucket and the queue and writes the id and domain into wrangler.toml; the second
// only looks; a dry run changes nothing and says every step.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeCloudflare, startFakeCloudflare } from "../../testing/fake-cloudflare-api.ts";
import { bootstrapAccount } from "./bootstrap.ts";

const REPO_TOML = join(import.meta.dirname, "../../../../../wrangler.toml");
let fake: FakeCloudflare;
let dir: string;
let toml: string;
let lines: string[];

beforeEach(async () => {
  fake = await startFakeCloudflare();
  dir = mkdtempSync(join(tmpdir(), "deploy-bootstrap-"));
  toml = join(dir, "wrangler.toml");
  copyFileSync(REPO_TOML, toml);
  lines = [];
});
afterEach(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

const run = (dryRun: boolean, domain: string | null = "app.example.com") =>
  bootstrapAccount({
    account: { apiBase: fake.apiBase, accountId: fake.accountId, token: fake.token },
    wranglerToml: toml,
    domain: domain ?? undefined,
    dryRun,
    log: (line) => lines.push(line),
  });

describe("the deploy's bootstrap", () => {
  it("creates what is missing, writes the id and domain where wrangler reads them, and changes nothing the second time", async () => {
    const first = await run(false);
    expect(first.changed).toHaveLength(5);
    expect(fake.databases.map((d) => d.name)).toEqual(["realtyreels"]);
    expect(fake.buckets).toEqual(["realtyreels-media"]);
    expect(fake.queues).toEqual(["realtyreels-deliveries"]);
    const written = readFileSync(toml, "utf8");
    expect(written).toContain(`database_id = "${fake.databases[0]?.uuid}"`);
    expect(written).toContain('routes = [{ pattern = "app.example.com", custom_domain = true }]');
    expect(fake.calls.filter((c) => c.startsWith("POST"))).toHaveLength(3);

    fake.calls.length = 0;
    const second = await run(false);
    expect(second.changed).toEqual([]);
    expect(fake.calls.every((c) => c.startsWith("GET"))).toBe(true);
    expect(readFileSync(toml, "utf8")).toBe(written);
    expect(fake.databases).toHaveLength(1);
  });

  it("a dry run asks, says every step, and creates or writes nothing", async () => {
    const before = readFileSync(toml, "utf8");
    expect((await run(true)).changed).toEqual([]);
    expect(fake.calls.every((c) => c.startsWith("GET"))).toBe(true);
    expect(readFileSync(toml, "utf8")).toBe(before);
    expect(lines.join("\n")).toMatch(/D1 database realtyreels: missing, would be created/);
    expect(lines.join("\n")).toMatch(/R2 bucket realtyreels-media: missing, would be created/);
    expect(lines.join("\n")).toMatch(/Queue realtyreels-deliveries: missing, would be created/);
    expect(lines.join("\n")).toMatch(/custom domain app.example.com: would be written/);
  });

  it("finds a database created by hand and only writes its id", async () => {
    fake.databases.push({ uuid: "existing-uuid-0000", name: "realtyreels" });
    fake.buckets.push("realtyreels-media");
    fake.queues.push("realtyreels-deliveries");
    expect((await run(false, null)).changed).toEqual(["wrote D1 database_id existing-uuid-0000"]);
    expect(readFileSync(toml, "utf8")).toContain('database_id = "existing-uuid-0000"');
  });

  it("stops with the API's message on a bad token, creating nothing", async () => {
    await expect(
      bootstrapAccount({
        account: { apiBase: fake.apiBase, accountId: fake.accountId, token: "wrong" },
        wranglerToml: toml,
        dryRun: false,
        log: () => {},
      }),
    ).rejects.toThrow(/403 Authentication error/);
    expect(fake.databases).toEqual([]);
  });
});
