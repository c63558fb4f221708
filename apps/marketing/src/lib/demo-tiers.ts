// The demo page's tier cards: every name, price and figure comes from @realty/plans, the same as
// the landing and purchase pages (one source, so the pages never disagree).
import { formatDollars, PLAN_LIST } from "@realty/plans";

export interface DemoTier {
  name: string;
  price: string;
  scripts: string;
  posts: number;
  videos: number;
  guaranteeLine: string;
}

export const DEMO_TIERS: readonly DemoTier[] = PLAN_LIST.map((plan) => ({
  name: plan.name,
  price: formatDollars(plan.priceCents),
  scripts: plan.scriptsLabel,
  posts: plan.posts,
  videos: plan.videos,
  guaranteeLine: plan.guaranteeLine,
}));
