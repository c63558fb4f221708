// /resources: official external links, grouped as part 2 asks (FHA, regulatory, compliance and
// advertising, industry standards). Government and standards bodies only.
export interface Resource {
  name: string;
  publisher: string;
  href: string;
  note: string;
}

export interface ResourceGroup {
  id: string;
  title: string;
  intro: string;
  links: readonly Resource[];
}

export const RESOURCE_GROUPS: readonly ResourceGroup[] = [
  {
    id: "fha",
    title: "FHA and government loan programs",
    intro: "Primary sources for the loan programs buyers ask about most.",
    links: [
      {
        name: "FHA single family housing",
        publisher: "U.S. Department of Housing and Urban Development (HUD)",
        href: "https://www.hud.gov/program_offices/housing/sfh",
        note: "FHA-insured mortgage programs for buyers, with program guidance for lenders.",
      },
      {
        name: "FHA mortgage limits lookup",
        publisher: "HUD",
        href: "https://entp.hud.gov/idapp/html/hicostlook.cfm",
        note: "Current FHA loan limits by state and county.",
      },
      {
        name: "VA home loans",
        publisher: "U.S. Department of Veterans Affairs",
        href: "https://www.va.gov/housing-assistance/home-loans/",
        note: "Eligibility and benefits of VA-guaranteed loans for veterans and service members.",
      },
      {
        name: "Single family housing programs",
        publisher: "USDA Rural Development",
        href: "https://www.rd.usda.gov/programs-services/single-family-housing-programs",
        note: "USDA loans and guarantees for eligible properties in eligible areas.",
      },
      {
        name: "Find a housing counselor",
        publisher: "Consumer Financial Protection Bureau (CFPB)",
        href: "https://www.consumerfinance.gov/find-a-housing-counselor/",
        note: "HUD-approved housing counseling agencies, useful for buyer education requirements.",
      },
    ],
  },
  {
    id: "regulatory",
    title: "Regulatory agencies",
    intro: "The agencies whose rules shape how homes are financed, sold and advertised.",
    links: [
      {
        name: "Buying a house: tools and resources",
        publisher: "CFPB",
        href: "https://www.consumerfinance.gov/owning-a-home/",
        note: "Plain-language guides to mortgages, closing disclosures and the buying process.",
      },
      {
        name: "TILA-RESPA integrated disclosure (TRID) rule",
        publisher: "CFPB",
        href: "https://www.consumerfinance.gov/compliance/compliance-resources/mortgage-resources/tila-respa-integrated-disclosures/",
        note: "The Loan Estimate and Closing Disclosure rules.",
      },
      {
        name: "Fair Housing and Equal Opportunity",
        publisher: "HUD",
        href: "https://www.hud.gov/program_offices/fair_housing_equal_opp",
        note: "The Fair Housing Act, your obligations, and how complaints are handled.",
      },
      {
        name: "Conforming loan limits",
        publisher: "Federal Housing Finance Agency (FHFA)",
        href: "https://www.fhfa.gov/",
        note: "The annual loan limits for mortgages bought by Fannie Mae and Freddie Mac.",
      },
    ],
  },
  {
    id: "compliance",
    title: "Compliance and advertising",
    intro: "Rules that apply when you market yourself on social media, by email, phone or text.",
    links: [
      {
        name: "Advertising and marketing basics",
        publisher: "Federal Trade Commission (FTC)",
        href: "https://www.ftc.gov/business-guidance/advertising-marketing",
        note: "Truth-in-advertising principles that apply to every claim you make.",
      },
      {
        name: "FTC's Endorsement Guides: what people are asking",
        publisher: "FTC",
        href: "https://www.ftc.gov/business-guidance/resources/ftcs-endorsement-guides-what-people-are-asking",
        note: "Testimonials, reviews and disclosing paid relationships on social media.",
      },
      {
        name: "CAN-SPAM Act: a compliance guide for business",
        publisher: "FTC",
        href: "https://www.ftc.gov/business-guidance/resources/can-spam-act-compliance-guide-business",
        note: "Requirements for commercial email, including unsubscribe links.",
      },
      {
        name: "National Do Not Call Registry: access for businesses",
        publisher: "FTC",
        href: "https://telemarketing.donotcall.gov/",
        note: "Where businesses check numbers against the registry before calling or texting leads.",
      },
      {
        name: "Frequently asked questions on gift taxes",
        publisher: "Internal Revenue Service (IRS)",
        href: "https://www.irs.gov/businesses/small-businesses-self-employed/frequently-asked-questions-on-gift-taxes",
        note: "The annual gift tax exclusion ($19,000 per recipient for 2025) and when a return is due.",
      },
    ],
  },
  {
    id: "industry",
    title: "Industry standards",
    intro: "Professional standards and research from the organizations that set them.",
    links: [
      {
        name: "Code of Ethics and Standards of Practice",
        publisher: "National Association of REALTORS® (NAR)",
        href: "https://www.nar.realtor/about-nar/governing-documents/code-of-ethics",
        note: "Includes the advertising standards that apply to REALTOR® members.",
      },
      {
        name: "Research and statistics",
        publisher: "NAR",
        href: "https://www.nar.realtor/research-and-statistics",
        note: "Existing-home sales, the Profile of Home Buyers and Sellers and member surveys.",
      },
      {
        name: "License verification and regulator directory",
        publisher: "Association of Real Estate License Law Officials (ARELLO)",
        href: "https://www.arello.org/",
        note: "Links to every state's real estate commission and license lookup.",
      },
      {
        name: "HomeReady mortgage",
        publisher: "Fannie Mae",
        href: "https://singlefamily.fanniemae.com/originating-underwriting/mortgage-products/homeready-mortgage",
        note: "A low down payment conventional program for eligible buyers.",
      },
      {
        name: "Home Possible mortgage",
        publisher: "Freddie Mac",
        href: "https://sf.freddiemac.com/working-with-us/origination-underwriting/mortgage-products/home-possible",
        note: "Freddie Mac's low down payment conventional program.",
      },
    ],
  },
];
