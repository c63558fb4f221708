import type { BrandProfile, BrandProfileForm } from "@realty/contracts/brand-profile";
import { apiRequest } from "../../../lib/api-client.ts";

/** PUT /api/user/brand: every field at once; blank optional fields are cleared. */
export function saveBrandProfile(input: BrandProfileForm) {
  return apiRequest<{ profile: BrandProfile }>("PUT", "/api/user/brand", input);
}
