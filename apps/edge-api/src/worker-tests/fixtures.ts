// Accounts and media the workerd suites set up directly in D1 and R2 (as admin-testing.ts does on Node).
import { env } from "cloudflare:workers";
import { users } from "../db/schema.ts";
import type { User } from "../db/types.ts";
import { hashPassword } from "../lib/passwords.ts";
import { createSession } from "../services/auth/sessions.ts";
import { client, workerDb } from "./worker-client.ts";

export const FIXTURE_PASSWORD = "fixture-password-1";
let fixtureHash: Promise<string> | undefined;

export async function insertUser(values: Partial<typeof users.$inferInsert> & { email: string }): Promise<User> {
  fixtureHash ??= hashPassword(FIXTURE_PASSWORD);
  const now = new Date();
  const [user] = await workerDb()
    .insert(users)
    .values({
      firstName: "Test",
      lastName: "User",
      passwordHash: await fixtureHash,
      createdAt: now,
      updatedAt: now,
      // A level given here is given by hand: the admin's grant, as the entitlement rule reads it.
      accessGrant: values.accessLevel && values.accessLevel !== "none" ? values.accessLevel : null,
      ...values,
    })
    .returning();
  if (!user) throw new Error("fixture insert failed");
  return user;
}

/** A browser carrying a live session of a new account at `level` (or an admin). */
export async function browserAs(level: string, role: "user" | "admin" = "user") {
  const user = await insertUser({ email: `${level}-${crypto.randomUUID().slice(0, 8)}@example.com`, accessLevel: level, role });
  const { token } = await createSession(workerDb(), user, new Date());
  const browser = client();
  browser.cookie = `sid=${token}`;
  return { browser, user };
}

/** Bytes with a recognisable pattern, so a range can be checked against the whole. */
export function patternBytes(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 7 + 3) % 251;
  return bytes;
}

export async function putMedia(key: string, bytes: Uint8Array<ArrayBuffer>, contentType = "video/mp4"): Promise<void> {
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType } });
}
