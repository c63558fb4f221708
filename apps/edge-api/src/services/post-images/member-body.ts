// What a member's branded download draws inside the video besides their colour, name and photo:
// their city on the location card and, in a market video, their current market figures (the same
// figures their market posts use). Without figures the local scene is left out.
import { VIDEO_CATEGORY_GROUPS } from "@realty/library/taxonomy";
import type { Database, User } from "../../db/types.ts";
import type { MemberBody } from "../render/branded-download.ts";
import { currentMarketFigures } from "./figures-store.ts";

const MARKET_CATEGORIES: readonly string[] = VIDEO_CATEGORY_GROUPS["Market Trends & Data"];

export function isMarketVideo(category: string): boolean {
  return MARKET_CATEGORIES.includes(category);
}

export async function memberBody(
  db: Database,
  user: Pick<User, "id" | "defaultLocation">,
  videoCategory: string,
  now: Date,
): Promise<MemberBody> {
  const { figures, month } = await currentMarketFigures(db, user.id, now);
  const city = user.defaultLocation?.trim() || figures.area?.trim() || null;
  return { city, figures: month && isMarketVideo(videoCategory) ? figures : null };
}
