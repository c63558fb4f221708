// The social hub's wider needs, composed from services/service-deps.ts.
import type { AppDeps } from "../../ports/app-deps.ts";
import type { MailDeps, MediaDeps } from "../service-deps.ts";

/** Sending a delivery: the network, the stored token (config), its file, and the failure notice (mail). */
export type DeliveryDeps = MailDeps & Pick<AppDeps, "media" | "social">;
/** Resolving a post's media: post images (and Instagram's JPEG copies) and branded renditions, made on Node, read on Workers. */
export type ComposeDeps = MediaDeps & Pick<AppDeps, "postImages" | "render" | "mediaWork">;
/** Posting or scheduling from the hub: everything above. */
export type PostingDeps = DeliveryDeps & ComposeDeps;
