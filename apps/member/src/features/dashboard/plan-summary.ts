import { type AccessLevel, DEMO_SAMPLES, PLANS } from "@realty/plans";

export interface PlanSummary {
  planName: string;
  /** A count, or "All" on the tier that holds the whole library. */
  scripts: string;
  /** A count, or "Free" for the demo, which opens the library's free sample videos. */
  videos: number | string;
  posts: number;
}

/** The dashboard header's plan line (part 1 §2.12): plan name, scripts (or All), videos, posts. */
export function planSummary(level: AccessLevel, isDemo = false): PlanSummary {
  // A demo account has no plan but opens the public samples: say what it opens, as its banner does.
  if (isDemo) return { planName: "Demo", scripts: String(DEMO_SAMPLES.scripts), videos: "Free", posts: DEMO_SAMPLES.posts };
  if (level === "none") return { planName: "No Access", scripts: "0", videos: 0, posts: 0 };
  const plan = PLANS[level];
  return {
    planName: plan.name,
    scripts: level === "domination" ? "All" : String(plan.scripts),
    videos: plan.videos,
    posts: plan.posts,
  };
}
