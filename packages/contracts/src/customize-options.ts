// The customize form's choices (part 1 §3). Kept free of zod so the member app can import them
// without pulling a validation library into the dashboard's first load.

export const SPECIALTY_OPTIONS = [
  "Luxury Homes",
  "First Time Home Buyers",
  "Investment Properties",
  "Commercial Real Estate",
  "Condos & Townhomes",
  "New Construction",
  "Foreclosures & Short Sales",
  "Senior Housing",
  "Rural Properties",
  "Waterfront Properties",
] as const;

export const TONE_OPTIONS = [
  "Caring & Supportive",
  "Professional & Confident",
  "Friendly & Approachable",
  "Expert & Authoritative",
  "Energetic & Enthusiastic",
  "Calm & Reassuring",
  "Direct & Honest",
  "Warm & Personal",
  "Sophisticated & Polished",
  "Down-to-Earth & Relatable",
] as const;

export type SpecialtyOption = (typeof SPECIALTY_OPTIONS)[number];
export type ToneOption = (typeof TONE_OPTIONS)[number];

/** Longest accepted location, specialty or tone; the same bound as the saved preferences. */
export const CUSTOMIZE_FIELD_MAX = 120;
