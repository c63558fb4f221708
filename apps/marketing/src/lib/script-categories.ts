// The four public script categories and the counts marketing states for them (part 2 §9:
// 50+, 40+, 30+, 25+; the library holds 64, 60, 58 and 55).
import type { Script } from "./content.ts";

export const CATEGORY_LABELS: Record<Script["category"], string> = {
  buyer: "Buyer Scripts",
  seller: "Seller Scripts",
  market: "Market Updates",
  local: "Local Expert",
};
