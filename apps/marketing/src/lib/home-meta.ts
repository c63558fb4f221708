import { ENTRY_PLAN, formatDollars, LIBRARY_SIZE } from "@realty/plans";
import { PRODUCT_NAME } from "./site.ts";

export const HOME_TITLE = `${PRODUCT_NAME}: Social Media Scripts, Videos & Posts for Real Estate Agents`;
export const HOME_DESCRIPTION = `${LIBRARY_SIZE.scripts} video scripts, ${LIBRARY_SIZE.videos} professional videos and ${LIBRARY_SIZE.posts} ready-made posts for real estate agents, personalized by AI. One-time payment from ${formatDollars(ENTRY_PLAN.priceCents)}, 30-day money-back guarantee.`;
