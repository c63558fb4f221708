// The checklists and worksheets that scripts' calls to action may promise. Each has its text in
// content/lead-magnets/<slug>.json (a Spanish edition in content/lead-magnets/es/ where a Spanish
// script promises it) and downloads as a PDF in the member's brand; a script names the
// one its call to action promises in `leadMagnet`, and a call to action promises no other.
export const LEAD_MAGNETS = [
  { slug: "first-time-buyer-checklist", title: "First-Time Buyer Checklist" },
  { slug: "mortgage-documents-checklist", title: "Mortgage Pre-Approval Documents Checklist" },
  { slug: "home-affordability-worksheet", title: "Home Affordability Budget Worksheet" },
  { slug: "rent-vs-buy-worksheet", title: "Rent vs. Buy Worksheet" },
  { slug: "closing-costs-worksheet", title: "Closing Costs Worksheet" },
  { slug: "home-tour-checklist", title: "Home Tour and Open House Checklist" },
  { slug: "home-inspection-checklist", title: "Home Inspection Checklist" },
  { slug: "final-walkthrough-checklist", title: "Final Walkthrough Checklist" },
  { slug: "wire-fraud-safety-checklist", title: "Wire Fraud Safety Checklist" },
  { slug: "pre-listing-prep-checklist", title: "Pre-Listing Home Prep Checklist" },
  { slug: "seller-net-proceeds-worksheet", title: "Seller Net Proceeds Worksheet" },
  { slug: "moving-checklist", title: "Moving Checklist" },
  { slug: "downsizing-checklist", title: "Downsizing and Senior Move Checklist" },
  { slug: "home-maintenance-checklist", title: "Seasonal Home Maintenance Checklist" },
] as const;

export type LeadMagnetSlug = (typeof LEAD_MAGNETS)[number]["slug"];

export const LEAD_MAGNET_SLUGS = LEAD_MAGNETS.map((m) => m.slug) as [LeadMagnetSlug, ...LeadMagnetSlug[]];
