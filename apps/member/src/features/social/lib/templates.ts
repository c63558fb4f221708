// The compose tab's Quick Templates (part 2: Social hub). Each fits X's 280 characters, so a
// template can go to all three networks; the bracketed parts are for the agent to fill in.
export interface QuickTemplate {
  name: "New Listing" | "Market Update" | "Expert Tip";
  content: string;
}

export const QUICK_TEMPLATES: QuickTemplate[] = [
  {
    name: "New Listing",
    content:
      "🏡 JUST LISTED in [Neighborhood]! 3 bedrooms, 2 baths, an updated kitchen and a fenced backyard, offered at [Price]. Message me to book a private showing before this weekend's open house. #JustListed #RealEstate",
  },
  {
    name: "Market Update",
    content:
      "📈 [City] market update: homes are selling in about [X] days and inventory is [up/down] from last month. Thinking of buying or selling this season? Message me for a free, no-pressure value estimate. #MarketUpdate #RealEstate",
  },
  {
    name: "Expert Tip",
    content:
      "💡 Expert tip: get pre-approved before you tour homes. It sets a clear budget, shows sellers you're serious and can make your offer stand out when homes get several bids. Questions about financing? Just ask. #HomeBuyingTips",
  },
];
