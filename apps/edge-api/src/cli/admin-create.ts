// npm run admin:create -- --email you@example.com --password 'long-password'
// With --d1: in the Worker's D1 database through wrangler (the deployed one, or with --local
// [--persist-to DIR] the one `npm run worker:local` uses).
// Creates the admin account, or sets the password of an existing admin (ending its sessions).
// An address that belongs to a member is refused: it never becomes admin.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { openNodeDatabase } from "../db/node-client.ts";
import { readEnv } from "../env.ts";
import { AppError } from "../lib/errors.ts";
import { ensureAdmin } from "../services/auth/accounts.ts";
import { d1CliDatabase } from "./d1-cli.ts";

const USAGE =
  "Usage: npm run admin:create -- [--d1 [--local] [--persist-to DIR]] --email you@example.com --password 'at-least-8-characters'";

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    d1: { type: "boolean" },
    local: { type: "boolean" },
    "persist-to": { type: "string" },
  },
  strict: false,
});
if (typeof values.email !== "string" || typeof values.password !== "string") fail("Both --email and --password are needed.");

let env: ReturnType<typeof readEnv>;
try {
  env = readEnv({ ...process.env, ADMIN_EMAIL: values.email, ADMIN_PASSWORD: values.password });
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) fail("Both --email and --password are needed.");

async function open() {
  if (values.d1) {
    const persistTo =
      typeof values["persist-to"] === "string" ? values["persist-to"] : join(resolve(env.DATA_DIR), "worker-local");
    return { db: d1CliDatabase({ database: "DB", remote: !values.local, persistTo }), close: () => {} };
  }
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return openNodeDatabase(env.DATABASE_URL ?? `file:${join(dataDir, "app.db")}`, env.DATABASE_AUTH_TOKEN);
}
const { db, close } = await open();
try {
  const admin = await ensureAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD, new Date());
  console.log(`Admin account ready: ${admin.email}`);
} catch (err) {
  close();
  if (err instanceof AppError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
close();
