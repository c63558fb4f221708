// Which branded image files a member has in the media store (post_image_files): a newer render of
// the same item and size removes the older file, and deleting the member removes every file, so
// no image with their name and phone number outlives their account.
import { and, eq, ne } from "drizzle-orm";
import { postImageFiles } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import type { MediaPort } from "../../ports/media.ts";

interface FileDeps {
  db: Database;
  media: MediaPort;
}

/** Records `key` as the member's current file for `slot` and removes the ones it replaces. */
export async function recordImageFile(deps: FileDeps, userId: number, slot: string, key: string, now: Date): Promise<void> {
  await deps.db.insert(postImageFiles).values({ key, userId, slot, createdAt: now }).onConflictDoNothing();
  const stale = await deps.db
    .select({ key: postImageFiles.key })
    .from(postImageFiles)
    .where(and(eq(postImageFiles.userId, userId), eq(postImageFiles.slot, slot), ne(postImageFiles.key, key)));
  for (const file of stale) {
    await deps.media.delete(file.key);
    await deps.db.delete(postImageFiles).where(eq(postImageFiles.key, file.key));
  }
}

/** Removes every branded image of the member; called before the account row goes. */
export async function deleteImageFiles(deps: FileDeps, userId: number): Promise<void> {
  const files = await deps.db.select({ key: postImageFiles.key }).from(postImageFiles).where(eq(postImageFiles.userId, userId));
  for (const file of files) await deps.media.delete(file.key);
  await deps.db.delete(postImageFiles).where(eq(postImageFiles.userId, userId));
}
