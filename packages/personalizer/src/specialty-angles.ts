// The built-in personalizer's angle lines: what an agent of each specialty would add to a script of
// each topic family, written by hand. Rules the copy follows (content/README.md): no digits, prices
// or promises; homes and places described, never who should live there (services/ai/fair-housing.ts).
import type { SpecialtyOption } from "@realty/contracts/customize-options";
import type { TopicFamily } from "./topic-family.ts";

export type AngleLines = Record<TopicFamily, readonly [string, string]>;

export const SPECIALTY_ANGLES: Record<SpecialtyOption, AngleLines> = {
  "Luxury Homes": {
    buying: [
      "At the luxury level, the right home is rarely the one with the most features; it's the one whose privacy, views and finishes still feel special after the first month.",
      "Many of the best high-end homes trade quietly, before they ever reach the big portals, so it pays to work with an agent who hears about them early.",
    ],
    selling: [
      "Luxury buyers shop the story as much as the square footage, so the photography, the video and the first showing have to feel like an event.",
      "At this price point, pricing is strategy: the pool of buyers is smaller, and a home that starts too high can sit long enough to raise questions.",
    ],
    market: [
      "The luxury tier often moves on its own clock, so the headline numbers don't always describe what's happening at the top of the market.",
      "With fewer sales at this level, a single closing can swing the averages, which is why I study each comparable sale one by one.",
    ],
    investing: [
      "A high-end property can be an investment, but insurance, taxes and upkeep grow with the price, so run those costs before you fall in love.",
      "A luxury rental or second home lives on location and finishes that stay in demand, not on the trend of the year.",
    ],
    local: [
      "In the luxury market, the street, the lot and the view often matter more than the house itself, and that's hard to judge from a listing photo.",
      "Two homes a block apart can differ a lot in value at this level, so I walk my clients through the micro-locations street by street.",
    ],
  },
  "First Time Home Buyers": {
    buying: [
      "If this is your first home, the process feels bigger than it is; it's a series of small, clear steps, and you only take one at a time.",
      "Start with a pre-approval and a monthly payment you're comfortable with, not the most a lender says you can borrow.",
    ],
    selling: [
      "Many buyers of starter homes are buying for the first time, so a clean inspection and a move-in-ready feel can matter more than a fancy upgrade.",
      "First-time buyers often use loans with their own appraisal standards, so fixing small safety items before you list can keep a deal on track.",
    ],
    market: [
      "If you're buying your first home, don't try to time the market perfectly; focus on a payment that fits and a home you'll want to stay in.",
      "Headlines are written for economists; for a first-time buyer, the numbers that matter are your payment, your cash to close and your timeline.",
    ],
    investing: [
      "Your first home can also be your first investment: some buyers choose a place with a separate suite or a second unit to offset the payment, where local rules allow it.",
      "Before you count on rental income, check the zoning, the association rules and what your lender will count, so the plan holds up.",
    ],
    local: [
      "When it's your first home, visit the area at different times of day, drive your commute at rush hour and picture your weekends there.",
      "Ask about the costs a listing doesn't show, like association dues, utilities and property taxes, because they're part of your real monthly payment.",
    ],
  },
  "Investment Properties": {
    buying: [
      "If you're buying as an investor, the numbers come first: rent, vacancy, repairs, taxes and insurance, long before paint colors.",
      "I look at every property two ways: what it costs to buy, and what it costs to own every month after that.",
    ],
    selling: [
      "Selling an investment property means thinking about timing, tenants and taxes together, so talk to your tax professional before you list.",
      "If the property is rented, a clean rent roll and copies of the leases make it much easier for an investor to say yes.",
    ],
    market: [
      "For investors, the market story is about rents and vacancies as much as prices, and those can move in different directions.",
      "A cooler market can be a better time to buy a rental, because there's more room to negotiate on price and repairs.",
    ],
    investing: [
      "Cash flow pays the bills, appreciation builds wealth, and a good deal has a plan for both.",
      "Always leave room in the budget for vacancy and repairs; the deals that go wrong are usually the ones that assumed everything would go right.",
    ],
    local: [
      "For a rental, the area's access to jobs and transit and the local rental rules matter more than your own taste.",
      "Check the short-term rental rules and permits before you buy; they change a lot from one city to the next.",
    ],
  },
  "Commercial Real Estate": {
    buying: [
      "Commercial deals work differently from homes: the zoning, the leases and the income the property produces drive the value.",
      "Before you buy a commercial property, your due diligence should cover zoning, environmental reports, the building's condition and every lease in place.",
    ],
    selling: [
      "Commercial buyers are buying income, so clean financials, current leases and a clear picture of expenses are what move a sale forward.",
      "Selling a building with tenants in place takes planning, because the lease terms shape what a buyer will pay.",
    ],
    market: [
      "Commercial real estate moves by sector: retail, office, industrial and multifamily can all head in different directions at once.",
      "For commercial property, interest rates and lending standards shape what buyers can pay as much as demand does.",
    ],
    investing: [
      "In commercial property, the lease is the asset: who the tenant is, how long they've committed and who pays which expenses.",
      "Compare commercial deals on their income and the risk behind it, not just on the price per square foot.",
    ],
    local: [
      "For a business location, traffic, parking, signage rules and zoning often matter more than the building itself.",
      "Check what the city allows on that parcel before you commit, because the zoning decides what your business can actually do there.",
    ],
  },
  "Condos & Townhomes": {
    buying: [
      "With a condo or townhome, you're buying into an association too, so read the budget, the reserves, the rules and the meeting minutes before you commit.",
      "Ask what the monthly dues cover and whether any special assessments are planned, because that's part of your real cost of living there.",
    ],
    selling: [
      "When you sell a condo or townhome, buyers compare your unit with others in the same building, so condition and presentation carry extra weight.",
      "Order the association documents early, because buyers and lenders will ask for them, and waiting on them can delay a closing.",
    ],
    market: [
      "Condos and townhomes can move differently from detached homes, often with more choice for buyers when inventory builds.",
      "For attached homes, the health of the association and the building can matter to buyers as much as the market itself.",
    ],
    investing: [
      "If you're buying a condo as a rental, check the association's leasing rules first; some cap the number of rented units or the length of leases.",
      "Dues and assessments come out of your rental income every month, so run the numbers with them included.",
    ],
    local: [
      "With condos and townhomes, the building matters as much as the neighborhood: the management, the amenities and the upkeep shape daily life.",
      "Walk the common areas, the parking and the hallways, not just the unit, because that's what you'll live with every day.",
    ],
  },
  "New Construction": {
    buying: [
      "If you're buying new construction, remember the builder's sales rep works for the builder, so bring your own agent on your very first visit.",
      "Get an independent inspection even on a brand-new home, and again before the warranty ends, because new doesn't mean perfect.",
    ],
    selling: [
      "When new homes are going up nearby, your home competes with builder incentives, so we market what a new build can't offer yet.",
      "Buyers weigh a resale against new construction on timeline, finished extras and mature landscaping, so we show everything that's already done.",
    ],
    market: [
      "New construction has its own signals: builder incentives, lot releases and build times can tell you where the market is heading.",
      "When builders offer incentives like rate buydowns or free upgrades, it's often a sign they're working to keep sales moving.",
    ],
    investing: [
      "A new build can mean fewer repairs in the early years, which makes a rental budget easier to predict.",
      "Read the community's leasing rules and the builder's contract before you buy new as an investment; some limit renting in the early years.",
    ],
    local: [
      "With a new community, ask what's planned around it: future roads, schools and shops, and which of them are still only on paper.",
      "Walk the finished phases of the community, because they show you what your street will look and feel like once the building is done.",
    ],
  },
  "Foreclosures & Short Sales": {
    buying: [
      "Buying a foreclosure or a short sale takes patience: the timelines run longer, and the home is usually sold as-is.",
      "Budget for repairs and get an inspection anyway, because as-is means you learn about problems before you own them, not after.",
    ],
    selling: [
      "If you're behind on payments, talk to your lender early; a short sale may be an option to explore with your lender and a legal or tax professional.",
      "Selling before a foreclosure is final can give you more control over the timing, so the sooner you ask questions, the more choices you keep.",
    ],
    market: [
      "Distressed sales are a small slice of most markets, so they can sway a neighborhood's averages without telling the whole story.",
      "When you see a bargain price on a foreclosure, weigh it against the repairs and the carrying costs before you call it a deal.",
    ],
    investing: [
      "Foreclosures can work for investors, but the profit is made at purchase: know your repair budget and your exit before you bid.",
      "Bank-owned homes often come with the seller's own contract addenda, so read every page before you sign.",
    ],
    local: [
      "Distressed properties can turn up anywhere, so I judge the home's condition and the area's recent sales, not the label on the listing.",
      "Check for unpaid taxes, liens and code violations on a distressed property; a title search is not optional.",
    ],
  },
  "Senior Housing": {
    buying: [
      "When the move is to senior living, the questions change: a single-level layout, easy upkeep and which services are close by.",
      "Visit a community more than once, share a meal there and read the contract's fees and care options before you decide.",
    ],
    selling: [
      "Selling a longtime home is about more than price; it's sorting, timing and where you're going next, and all of that can be planned.",
      "A move to senior living often comes with a move-in date, so we can build the sale timeline around it.",
    ],
    market: [
      "If you're planning a move to senior living, the market matters less than your timeline; the goal is to sell well and move with less stress.",
      "When you're selling and moving into a community at the same time, we line up the dates so you aren't paying for two homes longer than needed.",
    ],
    investing: [
      "If you're weighing keeping a longtime home as a rental after a move, compare the income with the upkeep, the taxes and your time.",
      "Talk to a tax professional before you sell a longtime home, because how and when you sell can change what you keep.",
    ],
    local: [
      "For a move to senior living, look at what's close by: healthcare, shopping, transit and the people you want to see often.",
      "Ask each community what care options it offers on site, because they vary a lot from one place to the next.",
    ],
  },
  "Rural Properties": {
    buying: [
      "Rural property comes with questions a city lot never asks: well water, septic, road access and what the land is zoned for.",
      "Walk the boundaries, order a survey and test the well and septic before you close, because those are expensive surprises.",
    ],
    selling: [
      "When you sell rural land, have your survey, your well and septic records and any easements ready, because rural buyers ask for them first.",
      "Rural buyers are buying the land as much as the house, so we show the acreage, the outbuildings and the access at their best.",
    ],
    market: [
      "Rural properties sell to a smaller pool of buyers, so they can take longer, and with fewer sales every comparable needs a closer look.",
      "Financing land can come with different rules, so line up a lender who works with acreage before you start shopping.",
    ],
    investing: [
      "Rural land can be an investment, but check the zoning, the access and the utilities before you picture what it could become.",
      "Ask what the land can actually support, whether that's timber, farming, recreation or building, before you pay for its potential.",
    ],
    local: [
      "Out in the country, the drive to town, the internet service and the road in winter shape daily life as much as the home does.",
      "Check the county's rules on land use, building and animals before you buy, because they're different from in-town rules.",
    ],
  },
  "Waterfront Properties": {
    buying: [
      "Buying on the water means asking about flood zones, insurance, shoreline rules and dock permits before you fall for the view.",
      "Get the flood insurance quote early, because it can change what the home really costs each month.",
    ],
    selling: [
      "On the water, you're selling the lifestyle, so the photos, the video and the showings should start at the shoreline.",
      "Have your dock permits, shoreline records and insurance history ready, because waterfront buyers will ask for them.",
    ],
    market: [
      "Waterfront homes are a market of their own: there's only so much shoreline, so even a slow market can behave differently on the water.",
      "Insurance costs and flood maps shape waterfront prices, so I watch them as closely as the sales.",
    ],
    investing: [
      "A waterfront rental can earn more, but it also costs more to insure and maintain, so budget for both.",
      "Check the local rules on short-term rentals and dock use before buying on the water as an investment.",
    ],
    local: [
      "On the water, the frontage, the depth, the exposure and the view all change what a home is worth.",
      "Visit the waterfront in different seasons and at different times of day, because tides, traffic and weather change the experience.",
    ],
  },
};
