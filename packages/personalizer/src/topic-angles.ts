// The personalizer's angle lines per specialty and script topic, spoken between a script's body and its call to action.
// Each is one self-contained sentence of 14 to 32 words that fits any script of its topic: no digits, prices, rates, statistics,
// dates, promises, brands or market calls; homes and places described, never who should live there (services/ai/fair-housing.ts).
import type { SpecialtyOption } from "@realty/contracts/customize-options";

export const SCRIPT_TOPICS = [
  "first-time-buyers",
  "financing",
  "investors",
  "buyer-process",
  "sellers",
  "pricing",
  "listing-showcase",
  "market-update",
  "seasonal",
  "neighborhood-guide",
  "myths",
  "process",
  "agent-value",
] as const;
export type ScriptTopic = (typeof SCRIPT_TOPICS)[number];

export const TOPIC_ANGLES: Record<SpecialtyOption, Record<ScriptTopic, readonly [string, string]>> = {
  "Luxury Homes": {
    "first-time-buyers": [
      "If your first purchase is a high-end home, the basics still apply, plus a few extras: larger cash reserves, bigger insurance bills and upkeep that grows with the square footage.",
      "When a first home is also a luxury home, I like my clients to tour widely before writing an offer, so they learn how finishes, privacy and build quality compare.",
    ],
    financing: [
      "Financing a luxury home often means a jumbo loan, and those lenders tend to look closely at your assets, your reserves and how well the appraisal is supported.",
      "Some luxury buyers pay cash and finance later or borrow against other assets, so ask your lender and your tax advisor which approach fits before you make an offer.",
    ],
    investors: [
      "A luxury property as an investment lives or dies on its carrying costs: taxes, insurance, landscaping and upkeep all scale with the price, so run them before anything else.",
      "High-end rentals and second homes appeal to a narrower pool of tenants and buyers, so I look for features that stay in demand, like views, privacy and a standout location.",
    ],
    "buyer-process": [
      "At the luxury level, many sellers ask for proof of funds before a private showing, so I have my buyers' paperwork ready before we ever step inside.",
      "High-end homes often have systems a standard inspection only touches on, like pools, elevators, smart-home wiring or slate roofs, so I plan time for specialists within the inspection period.",
    ],
    sellers: [
      "Selling a luxury home is as much about discretion as exposure: I decide with my clients how showings are scheduled, what proof of funds is required and what appears online.",
      "When offers come in on a high-end home, I look hard at the financing behind each one, because large loans and appraisals at this price level can test a buyer's plan.",
    ],
    pricing: [
      "Pricing a luxury home takes more judgment than math, because truly comparable sales are rare and every custom feature, view and lot has to be weighed on its own.",
      "At the high end, buyers compare your home with everything else in its range, so I price against the competition they will actually tour, not just the closed sales.",
    ],
    "listing-showcase": [
      "Homes at this level show best in person, so I arrange private showings with time to linger in each room and take in the light, the layout and the setting.",
      "For the owners' privacy, some details of high-end listings are shared on request, so ask me for the full package, including the disclosures and the list of updates.",
    ],
    "market-update": [
      "The luxury tier can move on its own clock, so I read the high-end numbers separately instead of letting area-wide averages describe homes at the top of the market.",
      "At the high end, I track private and off-market sales as well as public ones, because some luxury activity doesn't show up in the headline numbers.",
    ],
    seasonal: [
      "Luxury buyers often shop on their own calendars, around travel, second homes and year-end planning, so I time a high-end launch for when the right buyer is actually looking.",
      "Seasons change how a luxury home presents, from gardens and pools to outdoor rooms and natural light, so I time the photos and video to show the property at its best.",
    ],
    "neighborhood-guide": [
      "In the luxury market, the street, the lot and the view often matter more than the house itself, and homes a block apart can differ a great deal in value.",
      "When I study an area for high-end clients, I look at privacy, setbacks, views that could be built over and what the zoning allows on the lots nearby.",
    ],
    myths: [
      "A myth I hear at the luxury level is that an expensive home needs less inspecting; custom features and complex systems usually call for more specialists, not fewer.",
      "At the high end, the biggest number doesn't automatically win; sellers often weigh certainty, timing, privacy and a smooth closing just as heavily as price.",
    ],
    process: [
      "Luxury transactions often involve trusts, entities and several advisors on each side, so I keep the title company, the attorneys and the lenders working from the same timeline.",
      "On a high-end home, the details behind the scenes matter: permits for custom work, surveys of larger lots and the insurance history all deserve a careful look before closing.",
    ],
    "agent-value": [
      "In the luxury market, much of my work happens quietly: knowing which owners might sell, which buyers are searching and how to bring them together with discretion.",
      "Clients at the high end hire me for judgment as much as access, from reading a custom home's value to negotiating calmly when the stakes feel large.",
    ],
  },
  "First Time Home Buyers": {
    "first-time-buyers": [
      "If this is your first home, write down every question as it comes up; there are no silly ones, and I'd rather answer them now than after you sign.",
      "Buying your first home is a series of small, clear steps, and you take them one at a time, with a lender, an inspector and me beside you.",
    ],
    financing: [
      "As a first-time buyer, start with a monthly payment you're comfortable with, including taxes, insurance and any dues, not the most a lender says you can borrow.",
      "Ask your lender about every first-time buyer program you might qualify for, and compare the total cost of each loan option side by side before you choose.",
    ],
    investors: [
      "Your first home can also be your first investment: a place with a separate suite or a second unit can help with the payment, where local rules allow it.",
      "If you're buying your first home with renting it out later in mind, check the association rules, the zoning and your loan's occupancy terms before you fall in love.",
    ],
    "buyer-process": [
      "The first time through, the contract deadlines are what catch buyers off guard, so I put every date on a shared calendar and send reminders as each one approaches.",
      "If a step feels confusing as a first-time buyer, ask me to explain it before you sign anything; understanding the process is how you protect your deposit and your options.",
    ],
    sellers: [
      "Many buyers of starter homes are buying for the first time, so a clean, move-in-ready home with simple repairs done can matter more to them than a fancy upgrade.",
      "If you're selling a starter home, expect buyers who are new to the process; clear disclosures and quick answers to their questions keep the deal calm and on track.",
    ],
    pricing: [
      "Starter homes draw first-time buyers who shop by monthly payment, so pricing within their search ranges and lender budgets matters as much as the comparable sales.",
      "If you're a first-time buyer watching listings, the asking price is a starting point; the recent sales nearby tell you what a home is really worth.",
    ],
    "listing-showcase": [
      "If this could be your first home, bring your must-have list to the showing and picture the monthly payment, not just the rooms, before you decide how you feel.",
      "First-time buyers are welcome to ask me anything at a showing, from the roof's condition to what the utilities cost, because those answers shape your real budget.",
    ],
    "market-update": [
      "If you're buying your first home, don't try to time the market perfectly; focus on a payment that fits and a home you'll want to stay in for a while.",
      "Headlines are written for everyone; for a first-time buyer, the numbers that matter are your payment, your cash to close and the homes in your price range.",
    ],
    seasonal: [
      "Whatever the season, a first-time buyer is in the strongest position with a pre-approval, savings and a must-have list ready before the right home appears.",
      "If you're renting, check your lease end date early, because lining up your move with your lease can save you from paying rent and a mortgage at the same time.",
    ],
    "neighborhood-guide": [
      "When it's your first home, visit the area at different times of day, drive your commute at rush hour and picture your weekends there before you commit.",
      "Ask about the costs a listing doesn't show, like association dues, utilities and property taxes, because they're part of your real monthly payment as a first-time owner.",
    ],
    myths: [
      "First-time buyers hear a lot of myths from well-meaning friends, so check each one with your lender, your inspector or me before it changes your plan.",
      "Your first offer doesn't have to give up every protection to compete; a clean, well-prepared offer with a solid pre-approval can speak loudly to a seller.",
    ],
    process: [
      "Every document in your first purchase has a purpose, and I go through each one with my buyers in plain English before anything gets signed.",
      "If you're buying for the first time, keep copies of everything, from the inspection report to the closing papers, in one folder you can find again years from now.",
    ],
    "agent-value": [
      "With first-time buyers, my job is as much teaching as negotiating: I explain each step before it happens, so fewer things in the process catch you off guard.",
      "Working with a first-time buyer, I would rather tell you to wait than watch you stretch into a payment that keeps you up at night.",
    ],
  },
  "Investment Properties": {
    "first-time-buyers": [
      "Even a first home can be bought with an investor's eye: layout, rentable space, repair needs and resale appeal all matter when you eventually move on.",
      "If you might rent your first home out someday, check the association's leasing rules and your loan's occupancy terms now, so that option stays open.",
    ],
    financing: [
      "Investor financing has its own rules, since down payments and rates can differ from a home you'll live in, so compare loan options before you start making offers.",
      "When I help investors with financing, we check how the lender will count the expected rent and what reserves they want to see, before we pick a property.",
    ],
    investors: [
      "Cash flow pays the bills, appreciation builds wealth over time, and a good deal has a realistic plan for both, including vacancy and repairs.",
      "I look at every rental two ways: what it costs to buy, and what it costs to own every month after that, with room set aside for the unexpected.",
    ],
    "buyer-process": [
      "When you buy as an investor, your due diligence should include the leases, the rent roll, the security deposits and the condition of every unit, not just the one you tour.",
      "Write your inspection period long enough to get contractor bids, because on an investment property the repair estimate is part of the math, not an afterthought.",
    ],
    sellers: [
      "Selling an investment property means weighing timing, tenants and taxes together, so talk to your tax professional about your options before you list.",
      "If the property is rented, a clean rent roll, copies of the leases and records of recent repairs make it much easier for an investor to say yes.",
    ],
    pricing: [
      "Investors price a rental on its income as much as on nearby sales, so I show both the comparable sales and the numbers a buyer will use to judge the return.",
      "If your rents sit below what the area supports, buyers will see room to grow, but they'll also price in the work and time it takes to get there.",
    ],
    "listing-showcase": [
      "If you're looking at this as an investment, ask me for a rent estimate, the utility history and the local rental rules along with the listing details.",
      "Walk any listing you're buying as a rental with a repair list in hand, pricing out what a tenant would need fixed before the first lease is signed.",
    ],
    "market-update": [
      "For investors, the market story is about rents and vacancies as much as prices, and those can move in different directions at the same time.",
      "A market update describes the whole area; for a rental, I pull the rents and sales for that exact property type and street before we decide anything.",
    ],
    seasonal: [
      "Rentals have their own calendar: lease renewals, turnover and move-in demand shift through the year, so I time purchases and vacancies with that rhythm in mind.",
      "A seasonal check of every rental, from the roof to the furnace, protects your tenants' comfort and your property's value, and keeps repair bills from piling up.",
    ],
    "neighborhood-guide": [
      "For a rental, the area's access to jobs, transit and shopping, plus the local rental rules, matters more than your own taste in finishes.",
      "Check the short-term and long-term rental rules, permits and inspection requirements for an address before you buy; they can differ a lot from one city to the next.",
    ],
    myths: [
      "Investors fall for myths too, like the idea that a cheap purchase price means a good deal; the repairs, the rent and the vacancy tell you much more.",
      "Skipping the inspection to win a rental can cost you twice, once in repairs and again in the rent you lose while the unit sits empty.",
    ],
    process: [
      "On a rental purchase, get the leases, the deposit records and written confirmation of each tenant's rent before closing, so there's no dispute later about who owes what.",
      "Set up a separate account, an insurance policy written for rentals and a file for every receipt from the day you close, because good records make tax time far easier.",
    ],
    "agent-value": [
      "An agent who works with investors should talk in numbers, like rents, expenses, vacancy and repairs, and I run those with you before you fall for any property.",
      "My investor clients use me to find deals, but also to talk them out of the ones that only work if everything goes right.",
    ],
  },
  "Commercial Real Estate": {
    "first-time-buyers": [
      "If this is your first commercial purchase, expect a different process: lenders often ask for more cash down and more documentation than on a home loan, and due diligence takes longer.",
      "First-time commercial buyers do best with a team in place early, including a commercial lender, an attorney and an accountant who understands how the property's income is taxed.",
    ],
    financing: [
      "Commercial loans are underwritten on the property's income as much as on your own, so the leases, the expenses and the rent roll shape what a lender will offer.",
      "Commercial financing terms often differ from a home mortgage, with shorter terms, prepayment rules and personal liability clauses, so read every clause with your lender and attorney.",
    ],
    investors: [
      "In commercial property, the lease is the asset: the tenant's strength, how long they've committed and who pays which expenses drive the value.",
      "Compare commercial deals on their income and the risk behind it, not just on price per square foot, and ask what it would take to re-lease each space.",
    ],
    "buyer-process": [
      "Due diligence on a commercial property goes deeper: environmental reports, zoning, the building's condition, every lease and the tenant estoppels all belong on the checklist.",
      "In a commercial purchase, I build the contract timeline around the reports you'll need, because environmental and property condition studies can take a while to come back.",
    ],
    sellers: [
      "Commercial buyers are buying income, so clean financials, current leases and a clear picture of expenses are what move a sale forward.",
      "When offers arrive on a commercial property, I compare each buyer's financing, due diligence period and closing conditions as closely as the price.",
    ],
    pricing: [
      "Commercial property is priced on its income and the risk behind it, so I pair the recent sales with the rent roll and the expenses to show what a buyer will pay.",
      "Vacant space, lease terms and deferred maintenance all change a commercial price, so I account for each one before we settle on a number.",
    ],
    "listing-showcase": [
      "Whether you plan to live here, lease it out or run a business from part of it, ask me about the zoning and the permitted uses before you make plans.",
      "If you're touring a commercial space, ask for the floor plans, the lease terms, the operating expenses and the parking and signage rules along with the listing details.",
    ],
    "market-update": [
      "Commercial real estate moves by sector: retail, office, industrial and multifamily can each tell a different story at the same time.",
      "For commercial property, interest rates and lending standards shape what buyers can pay as much as demand does, so I follow both when I read the numbers.",
    ],
    seasonal: [
      "Commercial deals keep their own calendar, shaped by lease expirations, budget cycles and tax planning, so I map a sale or purchase around those dates.",
      "Businesses often plan space decisions well ahead of a lease ending, so the best time to start a commercial search is usually long before you need to move.",
    ],
    "neighborhood-guide": [
      "For a business location, traffic, parking, visibility, signage rules and zoning often matter more than the building itself.",
      "Check what's planned nearby, from new roads to competing developments, because change around a commercial property can help or hurt the business inside it.",
    ],
    myths: [
      "A common commercial myth is that the building is the whole deal; in practice, the leases, the zoning and the condition reports often decide whether it works.",
      "Skipping inspections on a commercial property rarely saves money, because roofs, mechanical systems and environmental issues cost far more to fix after closing.",
    ],
    process: [
      "Commercial closings involve more moving parts, like lease assignments, service contracts and prorated rents, so I keep every party working from one shared checklist.",
      "Before closing on a commercial property, confirm how the deposits transfer and who sends the tenant notices, because mistakes there can sour a new landlord's start.",
    ],
    "agent-value": [
      "A commercial agent's value is in the details: reading leases, spotting zoning limits and knowing which lenders finance your type of property.",
      "I work with business owners and investors as a partner, bringing in attorneys, accountants and lenders early so decisions are made with full information.",
    ],
  },
  "Condos & Townhomes": {
    "first-time-buyers": [
      "A condo or townhome can be a natural first home with less outdoor upkeep, but ask early what the dues cover and which repairs stay with you as the owner.",
      "If you're buying your first condo or townhome, look at where the unit sits in the building, near elevators, trash rooms or parking, because location inside matters too.",
    ],
    financing: [
      "Financing a condo depends on the building as well as on you: some lenders review the association's budget, reserves and insurance before approving a loan.",
      "Ask your lender early whether the building meets their requirements, because a project that doesn't can limit your loan options or change your terms.",
    ],
    investors: [
      "If you're buying a condo as a rental, check the association's leasing rules first; some limit the number of rented units, the lease terms or short stays.",
      "Dues and special assessments come out of your rental income every month, so run the numbers with them included before you call a condo a good investment.",
    ],
    "buyer-process": [
      "When you buy a condo or townhome, your contract should give you time to review the association documents, and I read them with my buyers before that window closes.",
      "Inspecting a condo or townhome means looking at the shared parts too: the roof, the hallways, the parking and any signs of deferred maintenance in the building.",
    ],
    sellers: [
      "When you sell a condo or townhome, buyers compare your unit with others in the same building, so condition and presentation carry extra weight.",
      "Order the association documents early, because buyers and lenders will ask for them, and a slow response from management can delay the closing.",
    ],
    pricing: [
      "Pricing a condo starts with recent sales in the same building or complex, adjusted for floor, view, parking and condition, before we look anywhere else.",
      "Monthly dues are part of every buyer's budget, so I weigh your association's fees against similar buildings when we set the list price.",
    ],
    "listing-showcase": [
      "When you visit, take a few minutes to walk the common areas, the parking and the storage, because they're part of what you'll live with every day.",
      "Ask me for the association's rules on renovations, rentals, parking and storage along with the listing details, so you know how the building works before you fall for the unit.",
    ],
    "market-update": [
      "Condos and townhomes can move differently from detached homes, so I read the attached-home numbers on their own instead of relying on area-wide figures.",
      "For attached homes, the health of each association, its reserves and any planned assessments can matter to buyers as much as the market itself.",
    ],
    seasonal: [
      "Associations review their budgets and dues on a yearly cycle, so ask when the next review happens and what changes are expected before you buy or list.",
      "With a condo or townhome, seasonal upkeep like roofs, gutters and landscaping is often the association's job, so check what's covered before you plan your own projects.",
    ],
    "neighborhood-guide": [
      "With condos and townhomes, the building matters as much as the neighborhood: management, amenities, parking and upkeep shape daily life.",
      "Visit at different times to hear how sound carries through shared walls and hallways, and check how guest parking and deliveries work.",
    ],
    myths: [
      "A myth about condos is that the association handles everything; read the documents to see which repairs, insurance and upkeep fall on the owner.",
      "Inspections still matter for a condo or townhome, since the plumbing, appliances, windows and systems inside the unit are usually your responsibility.",
    ],
    process: [
      "Condo and townhome sales run on the association's paperwork, from the resale certificate to the insurance details, so I request those documents as soon as we're under contract.",
      "Check the association's insurance policy alongside your own, because knowing where its coverage ends tells you what your individual policy needs to cover.",
    ],
    "agent-value": [
      "With condos and townhomes, I make it my business to know the buildings as well as the units: their management, their reserves and the repairs on the horizon.",
      "I also look at a building's resale history, how long units take to sell and whether lenders are financing there, so my clients know what they're buying into.",
    ],
  },
  "New Construction": {
    "first-time-buyers": [
      "If your first home is new construction, bring your own agent on your first visit to the sales office, because the builder's sales team works for the builder.",
      "A new build can mean fewer early repairs in a first home, but budget for blinds, landscaping and other extras that may not be included in the base price.",
    ],
    financing: [
      "Builder incentives tied to a preferred lender can be worth it, but compare the total cost with an outside loan estimate before you choose.",
      "New construction timelines can be long, so ask your lender how rate locks work for a home that won't be finished for months.",
    ],
    investors: [
      "A new build can make a rental easier to budget, but the property taxes on a finished home and the new association's fees belong in your numbers from the start.",
      "Read the community's rules and the builder's contract before you buy new as an investment, since some restrict renting or resale in the early years.",
    ],
    "buyer-process": [
      "Buying new construction means inspecting in stages, before drywall and before closing, and reading the builder's contract, which is usually written to protect the builder.",
      "Keep a written record of every upgrade, change order and completion item the builder agreed to, and walk the home carefully before closing to confirm each one.",
    ],
    sellers: [
      "When new homes are going up nearby, your home competes with builder incentives, so we market what a new build can't offer yet, like mature trees and a finished street.",
      "If your home is only a few years old, gather the builder's warranty papers, upgrade receipts and permits, because buyers will want to know what transfers to them.",
    ],
    pricing: [
      "If builders are selling nearby, I compare your home's price with their base prices plus upgrades and incentives, since that's the comparison buyers will make.",
      "Pricing a newer home means valuing its upgrades carefully, because buyers weigh them against what a builder includes in a new home today.",
    ],
    "listing-showcase": [
      "If you're comparing this home with a model in a new community, notice what's already finished here, from landscaping to window coverings, that a new build would add to the price.",
      "If you're also weighing new construction, ask me how this home's age, updates and any remaining warranty compare with what a builder offers, so the choice is clear.",
    ],
    "market-update": [
      "New construction has its own signals: builder incentives, lot releases and build times can tell you a lot about local demand.",
      "When I compare new builds with resales for my clients, I count incentives and upgrades in dollars, so the comparison is fair on both sides.",
    ],
    seasonal: [
      "Builders plan around their own calendar of phases, closings and year-end goals, so the incentives on finished homes can change with the season.",
      "Weather affects construction schedules, so build a cushion into your move and your lease when your new home's completion date falls in a wet or cold season.",
    ],
    "neighborhood-guide": [
      "With a new community, ask what's planned around it, from future roads and shops to the next phases, and which of those plans are still only on paper.",
      "Walk the finished phases of a new community, because they show you what your street will look and feel like once the construction crews are gone.",
    ],
    myths: [
      "A common myth is that the model home shows what you're buying; many of its finishes are upgrades, so ask for the standard features list in writing.",
      "Builders' prices may look fixed, but incentives, upgrades and closing-cost help can often be negotiated, especially on homes that are already finished.",
    ],
    process: [
      "New construction comes with its own paperwork, including the builder's contract, the warranty, the association documents and the change orders, and I read every page with you.",
      "Before closing on a new build, confirm the certificate of occupancy, the final inspection and the warranty start date, and keep a list for the builder's follow-up visit.",
    ],
    "agent-value": [
      "I know how the local builders' contracts, incentives and warranty processes work, so my clients can compare communities and spot the terms worth negotiating.",
      "On a new build, I'm the person in your corner at the design center, the pre-drywall walk and the final punch list, looking out for you, not the builder.",
    ],
  },
  "Foreclosures & Short Sales": {
    "first-time-buyers": [
      "A foreclosure can be a first home, but as-is sales and longer timelines call for patience, a solid repair budget and an inspection you don't skip.",
      "If you're new to buying and a short sale catches your eye, plan for a longer wait, and keep looking at other homes while the lender reviews the offer.",
    ],
    financing: [
      "Financing a distressed property depends on its condition; some homes need repairs before certain loans will close, so ask about renovation loans or cash options early.",
      "Bank-owned sellers often ask for proof of funds or a pre-approval with the offer, so have your lender letter ready before you bid.",
    ],
    investors: [
      "Foreclosures can work for investors, but the profit is made at purchase: know your repair budget, your carrying costs and your exit before you bid.",
      "An investor's offer on a bank-owned home should leave room for surprises, like missing appliances, code violations and utilities that need to be restored.",
    ],
    "buyer-process": [
      "Buying a foreclosure or short sale takes patience: the bank or lender has to sign off, the timelines run longer and the home is usually sold as-is.",
      "Bank-owned homes often come with the seller's own addenda, which can override parts of the standard contract, so I read every page with my buyers before they sign.",
    ],
    sellers: [
      "If you're behind on payments, talk to your lender early; a short sale may be an option to explore with your lender and a legal or tax professional.",
      "In a short sale, the lender has to approve the offer, so I look for buyers with solid financing and the patience to wait for that answer.",
    ],
    pricing: [
      "Distressed homes are priced on their condition as much as their location, so I weigh repair estimates and recent as-is sales alongside the usual comparables.",
      "In a short sale, the price has to make sense to the lender as well as the buyer, so I document the home's condition and the local sales carefully.",
    ],
    "listing-showcase": [
      "If a home is being sold as-is, ask me for the disclosures and any reports available, and bring your contractor so you see the full picture.",
      "Bank-owned and short-sale listings can come with special showing and offer rules, so ask me how the seller handles access and deadlines.",
    ],
    "market-update": [
      "Distressed sales can sway a neighborhood's averages without telling the whole story, so I separate them from regular sales when I read the numbers.",
      "Foreclosure activity is one signal among many, so I look at it alongside inventory, sales and prices before reading anything into a headline.",
    ],
    seasonal: [
      "Foreclosure and short-sale timelines don't follow the seasons, so I keep an eye on new bank-owned listings year-round instead of waiting for a busy season.",
      "If a distressed home has sat empty through winter or storm season, check for frozen pipes, leaks, mold and pests before you make an offer.",
    ],
    "neighborhood-guide": [
      "Distressed properties can turn up in any area, so I judge the home's condition and the area's recent sales, not the label on the listing.",
      "Look at how the homes around a distressed property have sold and been kept up, because the street tells you a lot about the value after repairs.",
    ],
    myths: [
      "A popular myth is that every foreclosure is a bargain; once you add repairs, holding costs and delays, some cost more than a well-kept home nearby.",
      "As-is doesn't mean you skip the inspection; on a distressed home, the inspection is how you learn what the repairs will really cost before you own them.",
    ],
    process: [
      "A title search matters even more on a distressed home, because old liens, unpaid taxes and recording errors can surface after a foreclosure.",
      "Short-sale approvals come with deadlines and conditions from the lender, so I track every letter and response date to keep the file moving.",
    ],
    "agent-value": [
      "Distressed sales reward an agent who has been through them: someone who knows how banks and short-sale lenders respond and keeps buyers informed while they wait.",
      "If you're facing a short sale, you deserve an agent who listens without judgment and explains your options clearly, alongside your lender and legal advisors.",
    ],
  },
  "Senior Housing": {
    "first-time-buyers": [
      "Buying again after many years in one home can feel like a first purchase; the forms, disclosures and timelines may have changed, and I walk my clients through each one.",
      "Start with a short list of must-haves, such as single-level living, easy upkeep and storage for what matters most, and let that list guide every showing.",
    ],
    financing: [
      "When you're selling one home and buying the next, ask your lender about bridge options and how your sale proceeds can fund the purchase, so the timing works.",
      "Talk with a tax professional and your lender before a downsizing move, because how you pay for the next home can change what you keep from the sale.",
    ],
    investors: [
      "If you're weighing keeping a longtime home as a rental after a move, compare the income with the upkeep, the taxes and the time it takes to manage.",
      "Renting out a longtime home means becoming a landlord, with repairs, tenant calls and paperwork, so be honest about whether you want that role in your next chapter.",
    ],
    "buyer-process": [
      "When you're buying a smaller home, walk it with daily life in mind: a step-free entry, a bedroom on the main floor and laundry that's easy to reach.",
      "If you're buying in a community with an association, read the fees, the rules and what services are included before your review period ends.",
    ],
    sellers: [
      "Selling a longtime home is about more than price; it's sorting, timing and where you're going next, and all of it can be planned one room at a time.",
      "When you're downsizing, a buyer's flexible closing date or rent-back can matter as much as price, because it gives you time to move without rushing.",
    ],
    pricing: [
      "After many years in a home, the memories are priceless, but buyers pay for condition and location, so I price a longtime home carefully against today's comparable sales.",
      "Before you update a longtime home to sell, let me show you what buyers nearby actually reward, because some projects cost more than they return.",
    ],
    "listing-showcase": [
      "If you're planning a move to a smaller home, picture how each room would hold the furniture you're keeping, and bring measurements of your favorite pieces to the showing.",
      "Ask me about the upkeep along with the listing details, from the condition of the roof and systems to the yard work and any association services.",
    ],
    "market-update": [
      "If you're planning a downsizing move, the market matters less than your timeline; the goal is to sell well and settle into the next home with less stress.",
      "When you're selling and buying at the same time, the same market conditions touch both sides, so I look at how they balance out for your move.",
    ],
    seasonal: [
      "A downsizing move goes more smoothly with time to sort, so I like to start the plan a season ahead of the sale, not the week before listing.",
      "If winter weather or summer heat makes moving day harder where you live, plan the move for milder weather when you can, and book movers early.",
    ],
    "neighborhood-guide": [
      "For a downsizing move, look at what's close by, like healthcare, pharmacies, shopping, transit and the people you want to see often.",
      "Check how easy the daily routes are, from sidewalks and parking to the distance between the door and the car, because small conveniences shape every day in a new home.",
    ],
    myths: [
      "A myth I hear around downsizing is that you have to sell before you can buy; depending on your finances, there can be more than one way to time it.",
      "A longtime home doesn't have to be fully updated before it sells; a careful cleanup, honest disclosures and realistic pricing often do more than a remodel.",
    ],
    process: [
      "If a longtime home is held in a trust or an estate, or a power of attorney is involved, the title company will need those documents, so gather them early.",
      "When you're downsizing, schedule the estate sale, the donations and the movers around your closing dates, so the house is empty when the buyer does the final walkthrough.",
    ],
    "agent-value": [
      "With downsizing clients, I coordinate more than the sale: movers, estate sale companies, cleaners and the people you trust, all working from one calendar.",
      "A move after many years in a home deserves patience, and I set the pace with my clients, with no pressure to decide faster than you're ready.",
    ],
  },
  "Rural Properties": {
    "first-time-buyers": [
      "If your first home is in the country, budget for what a city lot doesn't ask of you, like well and septic upkeep, propane or heating oil, and road maintenance.",
      "Some loan programs are built for rural areas, so ask your lender which ones a country property might qualify for before you set your budget.",
    ],
    financing: [
      "Financing rural property can come with different rules for acreage, outbuildings and land, so line up a lender who works with country homes before you start shopping.",
      "Appraising a rural home can be harder because comparable sales are farther apart, so give your contract enough time for the appraiser to do the work.",
    ],
    investors: [
      "Rural land can be an investment, but check the zoning, the access and the utilities before you picture what it could become.",
      "Ask what the land can actually support, whether that's timber, farming, recreation or building, before you pay for its potential.",
    ],
    "buyer-process": [
      "When you buy rural property, test the well, inspect the septic, order a survey and confirm legal access, and give your contract time for each of those checks.",
      "Out in the country, easements, shared driveways and mineral or water rights can change what you're buying, so I read the title work with my buyers.",
    ],
    sellers: [
      "When you sell rural property, gather your survey, your maintenance records and any easement documents before listing, because country buyers ask for them early.",
      "Rural buyers are buying the land as much as the house, so I show the acreage, the outbuildings, the fencing and the access at their best.",
    ],
    pricing: [
      "Pricing rural property takes legwork, because comparable sales can be few and far apart, and acreage, outbuildings and water all change the value.",
      "Land use, road frontage and soil matter to rural buyers, so I weigh what your acreage can support, not just the size of the house.",
    ],
    "listing-showcase": [
      "If you're touring a country property, plan time to walk the land, the fence lines and the outbuildings, not just the rooms of the house.",
      "Ask me what the land is zoned for and which outbuildings, equipment or water rights convey with the sale, so you know what comes with the property.",
    ],
    "market-update": [
      "Rural properties sell to a smaller pool of buyers, so with fewer sales, every comparable needs a closer look before we draw any conclusions.",
      "Area-wide numbers often describe in-town homes, so I read country properties separately, with land, access and utilities factored in.",
    ],
    seasonal: [
      "Rural land looks different through the year, so if you can, see it in a wet season to check drainage and in winter to see how the road holds up.",
      "Seasonal chores like snow removal, well upkeep and field mowing are part of rural ownership, so factor the time and equipment into your budget.",
    ],
    "neighborhood-guide": [
      "Out in the country, the drive to town, the internet service and the road in bad weather shape daily life as much as the home does.",
      "Check the county's rules on land use, building and animals before you buy, because they can differ a lot from in-town rules.",
    ],
    myths: [
      "A rural myth is that you can build or do whatever you want on your own land; zoning, county permits and easements still set the rules.",
      "A view across open fields can change, because neighboring farmland can be sold and built on, so check the zoning around you as well as your own.",
    ],
    process: [
      "Rural closings can hinge on details a city sale rarely sees, like recorded easements, shared-road agreements and whether the legal description matches the fences.",
      "Check whether the property has an agricultural tax status or a land program in place, because changing the land's use can affect the taxes after you buy.",
    ],
    "agent-value": [
      "A rural specialist knows the questions a city agent might miss, from road maintenance agreements to outbuilding permits, and I bring those questions to every showing.",
      "I walk the land with my clients, not just the house, because the boundaries, the soil and the way water moves across a property often tell you more than the listing.",
    ],
  },
  "Waterfront Properties": {
    "first-time-buyers": [
      "A first home on the water is a big step, so tour several waterfront homes with me first to learn how frontage, docks and upkeep differ from one to the next.",
      "Waterfront homes come with extra upkeep, from docks and seawalls to wear from wind and water, so build a maintenance fund into your first-home budget.",
    ],
    financing: [
      "Financing a waterfront home often involves flood insurance, which lenders may require in certain zones, so get a quote early in the process.",
      "Appraisals on the water depend on frontage, depth and views, so I work with lenders and appraisers who know how to compare waterfront sales.",
    ],
    investors: [
      "A waterfront rental can be appealing to guests, but insurance, storm preparation and upkeep cost more on the water, so budget for all of it first.",
      "Check the local rules on short-term rentals, docks and boat use before buying on the water as an investment, because they vary from place to place.",
    ],
    "buyer-process": [
      "Buying on the water adds inspections: the dock, the seawall or shoreline, the septic near the water and the home's elevation all deserve a specialist's look.",
      "Ask the seller about past storm damage, repairs and insurance claims on a waterfront home, because that history can affect your coverage and your budget.",
    ],
    sellers: [
      "On the water, you're selling the lifestyle, so the photos, the video and the showings should start at the shoreline.",
      "Have your dock permits, shoreline records and insurance history ready, because waterfront buyers will ask, and quick answers keep an offer moving.",
    ],
    pricing: [
      "Pricing a waterfront home starts with the frontage, the depth, the exposure and the view, because homes on the same shore can differ a lot in value.",
      "Insurance costs and flood maps shape what waterfront buyers can pay, so I factor them into the price alongside the recent sales on the water.",
    ],
    "listing-showcase": [
      "If the water is part of why you're here, ask me for the flood zone, the insurance history and the dock or shoreline permits along with the listing details.",
      "Plan your waterfront showing to see the shoreline at different times of day, because the light, the water level and the boat traffic all change the view.",
    ],
    "market-update": [
      "Waterfront homes are a market of their own, with only so much shoreline to go around, so I read their numbers separately from the area's averages.",
      "With fewer sales on the water, a single unusual closing can skew the picture, so I look at each waterfront sale individually before drawing conclusions.",
    ],
    seasonal: [
      "Visit a waterfront home in more than one season if you can, because water levels, weather and traffic on the water change the experience.",
      "Storm season, winterizing and dock upkeep are part of owning on the water, so plan the timing of inspections and repairs around them.",
    ],
    "neighborhood-guide": [
      "On the water, check the flood history, the shoreline rules and what can be built along the shore nearby, because they shape both the view and the value.",
      "Ask about water access, boat launches, marinas and any shared docks or beach rights, because they're part of daily life on the water.",
    ],
    myths: [
      "A waterfront myth is that a home outside a high-risk flood zone can't flood; check the history and consider flood coverage anyway.",
      "A dock or seawall that looks solid can still hide problems below the waterline, so a specialist's inspection is worth scheduling before your inspection period ends.",
    ],
    process: [
      "Waterfront closings can call for extra steps, like confirming riparian or access rights, transferring dock leases or slip assignments and reviewing the shoreline survey.",
      "Bind your flood and homeowners insurance well before closing on a waterfront home, because coverage can take time to arrange and your lender will ask for it.",
    ],
    "agent-value": [
      "A waterfront specialist knows how to read frontage, depth, exposure and shoreline permits, the details that separate one home on the water from the next.",
      "I look at every waterfront home from the shoreline side too, so my clients see how it works from the water, not just from the street.",
    ],
  },
};
