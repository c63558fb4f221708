import { PRODUCT_NAME, SUPPORT_EMAIL } from "@realty/contracts/brand";
import { settings } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

export interface PlatformSettings {
  platformName: string;
  contactEmail: string;
  announcement: string;
}

export const DEFAULT_SETTINGS: PlatformSettings = {
  platformName: PRODUCT_NAME,
  contactEmail: SUPPORT_EMAIL,
  announcement: "",
};

/** The admin's platform settings, with the product defaults for anything never saved. */
export async function getPlatformSettings(db: Database): Promise<PlatformSettings> {
  const rows = await db.select().from(settings);
  const saved = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return {
    platformName:
      typeof saved.platformName === "string" && saved.platformName ? saved.platformName : DEFAULT_SETTINGS.platformName,
    contactEmail:
      typeof saved.contactEmail === "string" && saved.contactEmail ? saved.contactEmail : DEFAULT_SETTINGS.contactEmail,
    announcement: typeof saved.announcement === "string" ? saved.announcement : DEFAULT_SETTINGS.announcement,
  };
}

export async function saveSetting(db: Database, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}
