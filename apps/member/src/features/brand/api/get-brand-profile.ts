import type { BrandProfile } from "@realty/contracts/brand-profile";
import useSWR from "swr";

export const BRAND_KEY = "/api/user/brand";

/** GET /api/user/brand: the member's brand profile, or null before the first save. */
export function useBrandProfile() {
  return useSWR<{ profile: BrandProfile | null } | null>(BRAND_KEY);
}
