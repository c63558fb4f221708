// The demo page's tier cards keep the figures part 1 §2.6 gives them, which differ from the plans
// on the landing and purchase pages (docs/decisions/); prices other than the free preview come
// from @realty/plans.
import { formatDollars, PLANS } from "@realty/plans";

export interface DemoTier {
  name: string;
  price: string;
  scripts: number;
  posts: number;
  videos: number;
}

export const DEMO_TIERS: readonly DemoTier[] = [
  { name: PLANS.sampler.name, price: "FREE", scripts: 3, posts: 2, videos: 0 },
  { name: PLANS.spark.name, price: formatDollars(PLANS.spark.priceCents), scripts: 20, posts: 18, videos: 12 },
  { name: PLANS.momentum.name, price: formatDollars(PLANS.momentum.priceCents), scripts: 120, posts: 40, videos: 32 },
  { name: PLANS.domination.name, price: formatDollars(PLANS.domination.priceCents), scripts: 237, posts: 71, videos: 52 },
];
