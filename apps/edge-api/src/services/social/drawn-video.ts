// A posted library video drawn in the member's brand: the whole body in their palette, with their
// name, city and (in a market video) their figures, then their end card, exactly the file their
// download gives. Drawing takes 15-20 s per shape, so the composer's request only checks the
// card-joined file (the library rendition where no encoder runs; same length, its size stands in
// for the limits) and the drawing happens in the delivery step, before anything is sent. The drawn file is kept in the media store, so a retry or
// another network in the same shape takes it as it is.
import { type HubMediaInput, networkProblem, type Platform } from "@realty/contracts/social";
import { videoRenditionFor } from "@realty/contracts/social-constants";
import { and, eq } from "drizzle-orm";
import { hubPostDeliveries, type hubPosts, users, videos } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import type { AppDeps } from "../../ports/app-deps.ts";
import { memberBody } from "../post-images/member-body.ts";
import { brandedRendition, endCardProfile, queueBrandedRendition } from "../render/branded-download.ts";
import type { DeliveryDeps } from "./social-deps.ts";

type HubPost = typeof hubPosts.$inferSelect;
/** A delivery row (as deliveries.ts names it; that module calls into this one). */
type Delivery = typeof hubPostDeliveries.$inferSelect;

/** What drawing needs besides the delivery's own ports: the encoder and the library's sources (Node only). */
export type DrawDeps = DeliveryDeps & Partial<Pick<AppDeps, "render" | "renderInput">>;

/**
 * "draw": make the file now where an encoder runs (the scheduler's delivery step);
 * "stored": take it only if it is made already (a member's request never waits for a drawing).
 */
export type DrawMode = "draw" | "stored";

/**
 * The library video a post carries, with what its drawn files are named after (the rendition comes
 * from each network: `videoRenditionFor(platform, plan.cut)`); null for other posts.
 */
async function drawnVideoPlan(db: Database, userId: number, media: HubMediaInput | null, now: Date) {
  if (media?.kind !== "video") return null;
  const [video] = await db.select().from(videos).where(eq(videos.id, media.videoId));
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!video?.renderKey || !user) return null;
  return {
    renderKey: video.renderKey,
    cut: media.cut,
    profile: await endCardProfile(db, user),
    member: await memberBody(db, user, video.category, now),
    userId: user.id,
  };
}

/**
 * Where no encoder runs (the Worker), the composer asks the Node render service to draw the
 * member's file ahead, so a scheduled post usually finds it made by the time it is due.
 */
export async function queueDrawnVideos(
  deps: Pick<AppDeps, "db" | "now" | "render">,
  userId: number,
  media: HubMediaInput | null,
  platforms: Platform[],
): Promise<void> {
  if (deps.render) return;
  const plan = await drawnVideoPlan(deps.db, userId, media, deps.now());
  if (!plan) return;
  // Networks that take the same shape share one drawn file.
  for (const name of new Set(platforms.map((platform) => videoRenditionFor(platform, plan.cut)))) {
    await queueBrandedRendition(deps, plan.userId, plan.renderKey, name, plan.profile, true, false, plan.member);
  }
}

/**
 * The delivery with its video swapped for the one drawn in the member's brand, written on the row
 * while this run still owns the claim (so History and a later attempt name the file that went out).
 * Anything that stops the drawing (no encoder and no stored copy, a failed render, a file a network
 * would refuse) keeps the card-joined file the composer checked: the post goes out rather than
 * being lost. Null only when the run lost its claim.
 */
export async function withDrawnVideo(
  deps: DrawDeps,
  post: HubPost,
  delivery: Delivery,
  claimedAt: Date,
  mode: DrawMode,
): Promise<Delivery | null> {
  if (delivery.mediaType !== "video" || !delivery.mediaKey) return delivery;
  const drawn = await drawnKey(deps, post, delivery, mode).catch((err: unknown) => {
    deps.log.error(
      `[social] delivery ${delivery.id}: drawing the video in the member's brand failed; sending the card-joined file`,
      err,
    );
    return null;
  });
  if (!drawn || drawn === delivery.mediaKey) return delivery;
  const info = await deps.media.head(drawn);
  // The same text the composer checked: only the file's size can differ now.
  const text = delivery.content ?? post.content;
  const problem = info ? networkProblem(delivery.platform, text, { kind: "video", bytes: info.size }) : "not stored";
  if (problem) {
    deps.log.error(
      `[social] delivery ${delivery.id}: the drawn video cannot go to ${delivery.platform} (${problem}); sending the card-joined file`,
    );
    return delivery;
  }
  const mine = and(
    eq(hubPostDeliveries.id, delivery.id),
    eq(hubPostDeliveries.status, "claimed"),
    eq(hubPostDeliveries.claimedAt, claimedAt),
  );
  const kept = await deps.db
    .update(hubPostDeliveries)
    .set({ mediaKey: drawn })
    .where(mine)
    .returning({ id: hubPostDeliveries.id });
  return kept.length > 0 ? { ...delivery, mediaKey: drawn } : null;
}

async function drawnKey(deps: DrawDeps, post: HubPost, delivery: Delivery, mode: DrawMode): Promise<string | null> {
  const plan = await drawnVideoPlan(deps.db, post.userId, post.media, deps.now());
  if (!plan) return null;
  const name = videoRenditionFor(delivery.platform, plan.cut);
  // Without the video's source the body cannot be drawn: nothing to swap (never a card-joined file
  // under the drawn file's name). Without the encoder, brandedRendition only looks for the stored copy.
  const drawable = mode === "draw" && !!deps.render && !!deps.renderInput?.(plan.renderKey);
  const ports = drawable ? deps : { db: deps.db, media: deps.media };
  const choices = { music: true, captions: false };
  return brandedRendition(ports, plan.renderKey, name, plan.profile, choices, plan.member);
}
