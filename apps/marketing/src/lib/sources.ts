// The cited source of each dagger statistic (part 2: /sources). Where the original study is not
// publicly available, the entry says so and links to the publisher and to where the figure is cited.
export interface StatSource {
  /** Matches DAGGER_STATS ids, so /sources#id is each statistic's anchor. */
  id: string;
  finding: string;
  source: string;
  links: readonly { label: string; href: string }[];
  note: string;
}

export const STAT_SOURCES: readonly StatSource[] = [
  {
    id: "income",
    finding:
      "Companies that use video in their marketing grow revenue 49% faster year over year than companies that do not. We show this as 49% higher income growth.",
    source: 'Aberdeen Group, "Analyzing the ROI of Video Marketing" (Analyst Insight).',
    links: [{ label: "Aberdeen Group research", href: "https://www.aberdeen.com/" }],
    note: "The figure compares companies, not individual agents, and shows correlation rather than cause. The report is distributed by the publisher; the finding is widely reproduced by video marketing platforms.",
  },
  {
    id: "leads",
    finding: "Marketers who use video receive 66% more qualified leads per year than those who do not.",
    source: 'Aberdeen Group, "Analyzing the ROI of Video Marketing" (Analyst Insight).',
    links: [{ label: "Aberdeen Group research", href: "https://www.aberdeen.com/" }],
    note: "Measured across B2B and B2C marketers in Aberdeen's survey, not specifically real estate.",
  },
  {
    id: "homeowners",
    finding:
      "73% of homeowners say they are more likely to list with a real estate agent who offers to market their home with video.",
    source:
      "Homeowner survey figure attributed to the National Association of REALTORS®, published in a widely circulated industry infographic on real estate video and cited by Coldwell Banker.",
    links: [
      {
        label: "Coldwell Banker Blog: Will Real Estate Ever Fully Adopt Video?",
        href: "http://blog.coldwellbanker.com/will-real-estate-ever-fully-adopt-video-the-answer-is-yes/",
      },
      { label: "NAR Research and Statistics", href: "https://www.nar.realtor/research-and-statistics" },
    ],
    note: "Secondary source: the original survey is no longer published online, so we cite where the figure appeared. NAR's current research is linked for up-to-date consumer data.",
  },
  {
    id: "closings",
    finding:
      "Agents who market themselves with video consistently report as many as twice the closings (100% more) of comparable agents who do not.",
    source: "Agent-reported comparison commonly cited in real estate video marketing materials.",
    links: [{ label: "NAR Research and Statistics", href: "https://www.nar.realtor/research-and-statistics" }],
    note: "Secondary source: we could not locate a published study behind this figure, so treat it as an industry-reported claim, not a measured result. It is the upper end of reported outcomes and is not a promise; see our Compliance page.",
  },
  {
    id: "engagement",
    finding:
      "Real estate listings with video receive 403% more inquiries than listings without video. We show this as 403% more engagement.",
    source:
      "Listing-portal comparison commonly attributed to REALTOR.com and reported across real estate marketing publications.",
    links: [
      { label: "REALTOR.com", href: "https://www.realtor.com/" },
      { label: "NAR Research and Statistics", href: "https://www.nar.realtor/research-and-statistics" },
    ],
    note: "Secondary source: the figure measures inquiries on property listings, which is the engagement a listing video drives.",
  },
];
