// The dagger statistics (part 1 §1); each links to its entry on /sources.
export interface DaggerStat {
  id: string;
  value: string;
  label: string;
  detail: string;
}

export const DAGGER_STATS: readonly DaggerStat[] = [
  {
    id: "income",
    value: "49%",
    label: "higher income growth",
    detail: "Businesses that market with video grow revenue 49% faster than those that don't.",
  },
  {
    id: "leads",
    value: "66%",
    label: "more leads",
    detail: "Marketers who use video get 66% more qualified leads per year.",
  },
  {
    id: "homeowners",
    value: "73%",
    label: "of homeowners",
    detail: "prefer to list with an agent who offers to market with video.",
  },
  {
    id: "closings",
    value: "100%",
    label: "more closings",
    detail: "Agents who post video consistently report as many as twice the closings of agents who don't.",
  },
  {
    id: "engagement",
    value: "403%",
    label: "more engagement",
    detail: "Listings with video receive 403% more inquiries than listings without.",
  },
];
