import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openNodeDatabase } from "../db/node-client.ts";
import { users } from "../db/schema.ts";
import { verifyPassword } from "../lib/passwords.ts";

const CLI = join(import.meta.dirname, "admin-create.ts");
let dataDir: string;

beforeEach(() => {
  dataDir = join(mkdtempSync(join(tmpdir(), "admin-cli-")), "fresh");
});
afterEach(() => rmSync(join(dataDir, ".."), { recursive: true, force: true }));

function run(...args: string[]) {
  return spawnSync(process.execPath, [CLI, ...args], { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" });
}

describe("npm run admin:create", () => {
  it("creates the admin in a data folder that does not exist yet, then resets its password", async () => {
    execFileSync(process.execPath, [CLI, "--email", "Boss@Example.com", "--password", "first-password"], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    const second = run("--email", "boss@example.com", "--password", "second-password");
    expect(second.status).toBe(0);
    const { db, close } = await openNodeDatabase(`file:${join(dataDir, "app.db")}`);
    const [admin] = await db.select().from(users).where(eq(users.email, "boss@example.com"));
    close();
    expect(admin?.role).toBe("admin");
    expect(await verifyPassword("second-password", admin?.passwordHash)).toBe(true);
  });

  it("explains what is wrong instead of a stack trace", () => {
    const missing = run("--email", "boss@example.com");
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("Usage: npm run admin:create");
    const short = run("--email", "boss@example.com", "--password", "short");
    expect(short.status).toBe(2);
    expect(short.stderr).toContain("ADMIN_PASSWORD must be at least 8 characters");
    expect(short.stderr).not.toContain("    at ");
  });
});
