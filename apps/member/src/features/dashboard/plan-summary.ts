import { type AccessLevel, PLANS } from "@realty/plans";

export interface PlanSummary {
  planName: string;
  /** A count, or "All" on the tier that holds the whole library. */
  scripts: string;
  videos: number;
  posts: number;
}

/** The dashboard header's plan line (part 1 §2.12): plan name, scripts (or All), videos, posts. */
export function planSummary(level: AccessLevel): PlanSummary {
  if (level === "none") return { planName: "No Access", scripts: "0", videos: 0, posts: 0 };
  const plan = PLANS[level];
  return {
    planName: plan.name,
    scripts: level === "domination" ? "All" : String(plan.scripts),
    videos: plan.videos,
    posts: plan.posts,
  };
}
