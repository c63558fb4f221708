// The member's brand as a post image shows it (name, brokerage, contact, license, color).
import type { BrandFields } from "@realty/contracts/brand-profile";

export type ImageBrand = BrandFields;
