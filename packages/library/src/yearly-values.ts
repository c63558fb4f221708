// Figures in the library that the law or an agency sets and can change: tax amounts and rates, and
// the dates rules took effect. Each lives here once, with the year the library states it for, and
// every sentence of a script that gives the figure says that year ("As of 2026, ..."), so a member
// never posts last year's number as this year's. content/content.test.ts holds the library to this
// table and fails once the table has not been checked for more than a year.

export interface YearlyValue {
  /** Kebab-case name of the figure. */
  name: string;
  /** The year a script must name beside the figure. */
  year: number;
  /** The figure as it holds in that year. */
  value: string;
  /** Where it was checked. */
  source: string;
  /**
   * `as-of`: a current figure, re-checked every year (its year is the year the table was checked).
   * `since`: the date a rule took effect; its year stays.
   */
  kind: "as-of" | "since";
  /** How the library writes the figure; every sentence that matches must name `year`. */
  mentions: RegExp;
}

/** The year every `as-of` figure was last checked against its source. */
export const YEARLY_VALUES_CHECKED = 2026;

export const YEARLY_VALUES: readonly YearlyValue[] = [
  {
    name: "gift-tax-annual-exclusion",
    year: 2026,
    value: "$19,000 per recipient from each giver",
    source: "IRS inflation adjustments for tax year 2026 (announced October 2025): the annual exclusion stays $19,000",
    kind: "as-of",
    mentions: /\$19,000/,
  },
  {
    name: "home-sale-gain-exclusion",
    year: 2026,
    value: "$250,000 of gain, $500,000 married filing jointly (owned and lived in 2 of the last 5 years)",
    source: "26 U.S.C. § 121; IRS Publication 523",
    kind: "as-of",
    mentions: /\$250,000|\$500,000|\$250K|\$500K/,
  },
  {
    name: "ira-first-home-withdrawal",
    year: 2026,
    value: "$10,000 lifetime without the 10% early-withdrawal penalty",
    source: "26 U.S.C. § 72(t)(2)(F) and (t)(8); IRS Publication 590-B",
    kind: "as-of",
    mentions: /\$10,000/,
  },
  {
    name: "firpta-withholding-rate",
    year: 2026,
    value: "15% of the amount realized, with reduced rates or none in some cases",
    source: "26 U.S.C. § 1445; IRS, FIRPTA withholding",
    kind: "as-of",
    mentions: /(?=[\s\S]*\b15\s?%)(?=[\s\S]*(?:FIRPTA|retiene|retener))/,
  },
  {
    name: "buyer-agreement-and-mls-compensation-rules",
    year: 2024,
    value: "written buyer agreement before touring; no offers of buyer-agent compensation on the MLS (August 17, 2024)",
    source: "National Association of REALTORS® settlement practice changes, effective August 17, 2024",
    kind: "since",
    // The rule as stated (an agreement before touring, no compensation offers on the MLS), not every
    // mention of a buyer agreement.
    mentions:
      /agreement[^.]*before touring|compensation[^.]*(?:posted|advertised|offers) on the MLS|al agente del comprador se decide/i,
  },
];

/** Dollar amounts a script uses as a worked example (its own arithmetic), not as a fact of the year. */
export const WORKED_EXAMPLE_AMOUNTS: readonly string[] = ["$6,000", "$200"];
