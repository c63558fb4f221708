// npm run admin:create -- --email you@example.com --password 'long-password'
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { openNodeDatabase } from "../db/node-client.ts";
import { readEnv } from "../env.ts";
import { ensureAdmin } from "../services/auth/accounts.ts";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
const env = readEnv({ ...process.env, ADMIN_EMAIL: values.email, ADMIN_PASSWORD: values.password });
if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) {
  console.error("Usage: npm run admin:create -- --email you@example.com --password 'at-least-8-characters'");
  process.exit(2);
}
const { db, close } = await openNodeDatabase(
  env.DATABASE_URL ?? `file:${join(resolve(env.DATA_DIR), "app.db")}`,
  env.DATABASE_AUTH_TOKEN,
);
const admin = await ensureAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD, new Date());
console.log(`Admin account ready: ${admin.email}`);
close();
