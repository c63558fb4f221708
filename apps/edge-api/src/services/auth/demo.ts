// Demo access (POST /api/login, part 1 §2.6). Every visit gets a fresh demo-only account with a
// made-up address at a reserved domain (RFC 2606 `.invalid`), flagged is_demo and with no access.
// The typed e-mail is not stored: it must never tie the demo to a real or future account, which is
// how a demo session used to become someone's paid account.
import { and, eq, like, lt } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { randomToken } from "../../lib/tokens.ts";
import type { MediaPort } from "../../ports/media.ts";
import { deleteBrandMedia } from "../brand/brand-photo.ts";
import { deleteImageFiles } from "../post-images/image-files.ts";

export const DEMO_EMAIL_DOMAIN = "demo.invalid";
/**
 * Demo accounts are removed a week after they were made: their sessions and notes with them by
 * cascade, their brand photo and branded post images from the media store first.
 */
export const DEMO_ACCOUNT_TTL_MS = 7 * 24 * 60 * 60_000;

export function demoEmail(): string {
  return `demo-${randomToken(12).toLowerCase()}@${DEMO_EMAIL_DOMAIN}`;
}

interface DemoDeps {
  db: Database;
  media: MediaPort;
}

export async function demoLogin(deps: DemoDeps, input: { name: string }, now: Date): Promise<User> {
  const { db } = deps;
  await purgeOldDemoAccounts(deps, now);
  const [first = "", ...rest] = input.name.trim().split(/\s+/);
  const [user] = await db
    .insert(users)
    .values({
      email: demoEmail(),
      firstName: first,
      lastName: rest.join(" "),
      isDemo: true,
      accessLevel: "none",
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!user) throw new Error("User insert returned nothing");
  return user;
}

async function purgeOldDemoAccounts(deps: DemoDeps, now: Date): Promise<void> {
  const before = new Date(now.getTime() - DEMO_ACCOUNT_TTL_MS);
  const expired = and(
    eq(users.isDemo, true),
    eq(users.accessLevel, "none"),
    eq(users.role, "user"),
    like(users.email, `%@${DEMO_EMAIL_DOMAIN}`),
    lt(users.createdAt, before),
  );
  const old = await deps.db.select({ id: users.id }).from(users).where(expired);
  if (old.length === 0) return;
  // Files live outside the cascade: remove them while the rows still name them.
  for (const { id } of old) {
    await deleteBrandMedia(deps, id);
    await deleteImageFiles(deps, id);
  }
  // The same condition, not a list of ids: D1 caps bound parameters at 100 per statement.
  await deps.db.delete(users).where(expired);
}
