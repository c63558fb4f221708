// What a lead-magnet sheet shows of the member: read by the page layout and its footer.
import type { BrandFields } from "@realty/contracts/brand-profile";

/** The member as the sheet names them: their profile, or their account name without one. */
export type SheetBrand = BrandFields;

export interface PhotoBytes {
  bytes: Uint8Array;
  contentType: string;
}
