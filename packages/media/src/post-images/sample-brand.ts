// The footer a post image carries before anyone's brand is on it: the marketing site's sample
// posts (tools/marketing-post-images.ts) show it, so a visitor sees where their own name,
// brokerage, contact and licence will go. Placeholder words and a reserved 555-01xx number.
import { DEFAULT_BRAND_COLOR } from "@realty/contracts/brand-profile";
import type { ImageBrand } from "./image-brand.ts";

export const SAMPLE_BRAND: ImageBrand = {
  displayName: "Your Name",
  brokerage: "Your Brokerage",
  phone: "(555) 010-0100",
  email: "you@example.com",
  licenseNumber: null,
  licenseState: null,
  equalHousing: true,
  brandColor: DEFAULT_BRAND_COLOR,
};
