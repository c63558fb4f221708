// GET /api/settings/public: the platform name, contact address and announcement the admin sets.
import type { PublicSettings } from "@realty/contracts/admin";
import { PRODUCT_NAME, SUPPORT_EMAIL } from "@realty/contracts/brand";
import useSWR from "swr";

export const PUBLIC_SETTINGS_KEY = "/api/settings/public";

const DEFAULTS: PublicSettings = { platformName: PRODUCT_NAME, contactEmail: SUPPORT_EMAIL, announcement: "" };

/** The saved settings, or the product's defaults until (or unless) they load. */
export function usePublicSettings(): PublicSettings {
  const { data } = useSWR<PublicSettings | null>(PUBLIC_SETTINGS_KEY);
  return data ?? DEFAULTS;
}
