import type { Platform as HubPlatform } from "@realty/library/taxonomy";

/** The networks the site shows a badge for: the hub's, less Google Business Profile. */
export type Platform = Exclude<HubPlatform, "google_business">;
