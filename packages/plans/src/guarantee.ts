// The money-back guarantee's conditions, per plan. Its posting conditions need library videos (a
// post counts only when one of the plan's videos was attached and delivered), so a plan with fewer
// videos than the conditions ask for cannot meet them: such a plan is shown as not covered on every
// page, in the terms and by the tracker, rather than promising a refund nobody could claim.

export const GUARANTEE = {
  /** Days after the first purchase in which the leads must come and the posting be done. */
  days: 30,
  leads: 3,
  /** Videos posted with the scripts, at most one counted per day. */
  videos: 5,
  /** Industry-authority library videos posted, at most one counted per week. */
  authorityVideos: 4,
  /** Days after the first purchase in which a refund may be requested. */
  claimDays: 35,
} as const;

/** What every page says a covered plan includes. */
export const GUARANTEE_LINE = `${GUARANTEE.days}-day money-back guarantee`;
/** What every page says a plan without enough videos includes instead. */
export const NOT_COVERED_LINE = "Not covered by the money-back guarantee (it needs videos)";

/** Whether a plan with this many videos can meet the guarantee's posting conditions. */
export function videosMeetGuarantee(videos: number): boolean {
  return videos >= GUARANTEE.authorityVideos;
}

/** Names joined for a sentence: "A", "A and B", "A, B and C". */
function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * The one sentence every page and the terms use to say which plans the guarantee covers, e.g.
 * "The guarantee covers Script Spark, Momentum Vault and Domination Bundle. Script Sampler
 * includes no videos, so it is not covered."
 */
export function guaranteeCoverageSentence(plans: readonly { name: string; guaranteed: boolean; videos: number }[]): string {
  const covered = plans.filter((plan) => plan.guaranteed).map((plan) => plan.name);
  const uncovered = plans.filter((plan) => !plan.guaranteed);
  const coveredSentence = `The guarantee covers ${joinNames(covered)}.`;
  if (uncovered.length === 0) return coveredSentence;
  const includes = uncovered.every((plan) => plan.videos === 0) ? "includes no videos" : "includes too few videos";
  return `${coveredSentence} ${joinNames(uncovered.map((plan) => plan.name))} ${includes}, so ${uncovered.length === 1 ? "it is" : "they are"} not covered.`;
}
