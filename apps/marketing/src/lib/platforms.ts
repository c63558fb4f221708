export type Platform = "facebook" | "linkedin" | "twitter" | "instagram" | "tiktok" | "youtube";
