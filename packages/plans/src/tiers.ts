/** The four paid tiers in ascending order. `none` is an account without a purchase. */
export const PAID_TIERS = ["sampler", "spark", "momentum", "domination"] as const;
export const ACCESS_LEVELS = ["none", ...PAID_TIERS] as const;

export type PaidTier = (typeof PAID_TIERS)[number];
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export interface Plan {
  id: PaidTier;
  name: string;
  priceCents: number;
  listPriceCents: number;
  /** How many scripts, videos and posts the tier unlocks (cumulative: a tier includes those below). */
  scripts: number;
  videos: number;
  posts: number;
  /** How marketing states the script count ("200+" for the top tier, which holds the whole library). */
  scriptsLabel: string;
  popular: boolean;
  /** Whether the money-back guarantee covers the plan (its conditions need the plan's videos). */
  guaranteed: boolean;
  /** "30-day money-back guarantee", or the line saying the plan is not covered. */
  guaranteeLine: string;
  features: readonly string[];
}

import { GUARANTEE_LINE, guaranteeCoverageSentence, NOT_COVERED_LINE, videosMeetGuarantee } from "./guarantee.ts";

/** Every plan includes these (part 2 §3); the guarantee depends on the plan (see guarantee.ts). */
export const INCLUDED_IN_EVERY_PLAN = ["AI customization", "Dashboard access"] as const;

export const LIBRARY_SIZE = { scripts: 237, videos: 52, posts: 71 } as const;

function plan(p: Omit<Plan, "features" | "guaranteed" | "guaranteeLine">): Plan {
  const guaranteed = videosMeetGuarantee(p.videos);
  const guaranteeLine = guaranteed ? GUARANTEE_LINE : NOT_COVERED_LINE;
  const scripts = p.id === "domination" ? `All ${LIBRARY_SIZE.scripts}` : String(p.scripts);
  const features = [
    `${scripts} social media scripts`,
    p.videos > 0 ? `${p.videos} professional videos` : "Scripts only (no videos)",
    `${p.posts} ready-made social posts`,
    ...INCLUDED_IN_EVERY_PLAN,
    guaranteeLine,
  ];
  return { ...p, guaranteed, guaranteeLine, features };
}

export const PLANS: Readonly<Record<PaidTier, Plan>> = {
  sampler: plan({
    id: "sampler",
    name: "Script Sampler",
    priceCents: 6900,
    listPriceCents: 7900,
    scripts: 16,
    videos: 0,
    posts: 3,
    scriptsLabel: "16",
    popular: false,
  }),
  spark: plan({
    id: "spark",
    name: "Script Spark",
    priceCents: 7900,
    listPriceCents: 34900,
    scripts: 25,
    videos: 12,
    posts: 10,
    scriptsLabel: "25",
    popular: false,
  }),
  momentum: plan({
    id: "momentum",
    name: "Momentum Vault",
    priceCents: 8900,
    listPriceCents: 89900,
    scripts: 60,
    videos: 32,
    posts: 25,
    scriptsLabel: "60",
    popular: true,
  }),
  domination: plan({
    id: "domination",
    name: "Domination Bundle",
    priceCents: 9900,
    listPriceCents: 159900,
    scripts: LIBRARY_SIZE.scripts,
    videos: LIBRARY_SIZE.videos,
    posts: LIBRARY_SIZE.posts,
    scriptsLabel: "200+",
    popular: false,
  }),
};

export const PLAN_LIST: readonly Plan[] = PAID_TIERS.map((id) => PLANS[id]);
export const ENTRY_PLAN = PLANS.sampler;
/** Which plans the money-back guarantee covers, in the words every page and the terms use. */
export const GUARANTEE_COVERAGE = guaranteeCoverageSentence(PLAN_LIST);
export const TOP_PLAN = PLANS.domination;

export function isPaidTier(value: unknown): value is PaidTier {
  return typeof value === "string" && (PAID_TIERS as readonly string[]).includes(value);
}

export function isAccessLevel(value: unknown): value is AccessLevel {
  return typeof value === "string" && (ACCESS_LEVELS as readonly string[]).includes(value);
}
