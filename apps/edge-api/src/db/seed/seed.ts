import type { Database } from "../types.ts";

export interface SeedOptions {
  /** The repository's content/ folder (scripts, videos, posts). */
  contentDir: string;
}

/**
 * Brings the catalogue in line with content/ without touching what members or admins created.
 * Idempotent: running it on every start changes nothing the second time.
 */
export async function seedDatabase(_db: Database, _options: SeedOptions): Promise<void> {
  // The library issue fills this in: scripts, videos, posts, homepage video setting.
}
