// A member's captions of one post: their saved city, specialty and tone, and (on a market post)
// their figures for the month when every one is filled in.
import { isMarketPost } from "@realty/media/post-images/market-fields";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { currentMarketFigures } from "./figures-store.ts";
import { type PostCaptions, postCaptions } from "./post-captions.ts";

export async function memberPostCaptions(
  db: Database,
  userId: number,
  post: { title: string; content: string; category: string },
  now: Date,
): Promise<PostCaptions> {
  const [user] = await db
    .select({ location: users.defaultLocation, specialty: users.defaultSpecialty, personality: users.defaultPersonality })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError("UNAUTHORIZED", "Not authenticated");
  const figures = isMarketPost(post) ? (await currentMarketFigures(db, userId, now)).figures : null;
  return postCaptions(post, user, figures);
}
