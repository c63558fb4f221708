// Shared set-up of the admin route tests: a fresh app, an admin and a member, each signed in.
import { users } from "../db/schema.ts";
import type { User } from "../db/types.ts";
import { hashPassword } from "../lib/passwords.ts";
import { createSession } from "../services/auth/sessions.ts";
import { createTestApp, type TestApp, type TestAppOptions } from "./test-app.ts";

/** One scrypt hash for every fixture account keeps the tests fast. */
let fixtureHash: Promise<string> | undefined;
export const FIXTURE_PASSWORD = "fixture-password-1";

export async function insertUser(t: TestApp, values: Partial<typeof users.$inferInsert> & { email: string }): Promise<User> {
  fixtureHash ??= hashPassword(FIXTURE_PASSWORD);
  const [user] = await t.db
    .insert(users)
    .values({
      firstName: "Test",
      lastName: "User",
      passwordHash: await fixtureHash,
      createdAt: t.deps.now(),
      updatedAt: t.deps.now(),
      // A level given here is given by hand: the admin's grant, as the entitlement rule reads it.
      accessGrant: values.accessLevel && values.accessLevel !== "none" ? values.accessLevel : null,
      ...values,
    })
    .returning();
  if (!user) throw new Error("fixture insert failed");
  return user;
}

/** A client carrying a live session of `user`, as if they had signed in. */
export async function signedIn(t: TestApp, user: User) {
  const { token } = await createSession(t.db, user, t.deps.now());
  const client = t.client();
  client.cookie = `sid=${token}`;
  return client;
}

export async function adminFixture(options: TestAppOptions = {}) {
  const t = await createTestApp(options);
  const admin = await insertUser(t, {
    email: "boss@example.com",
    firstName: "Ada",
    lastName: "Admin",
    role: "admin",
    accessLevel: "domination",
  });
  const member = await insertUser(t, {
    email: "member@example.com",
    firstName: "Mia",
    lastName: "Member",
    accessLevel: "sampler",
  });
  return { t, admin, member, asAdmin: await signedIn(t, admin), asMember: await signedIn(t, member), anonymous: t.client() };
}

export type AdminFixture = Awaited<ReturnType<typeof adminFixture>>;
