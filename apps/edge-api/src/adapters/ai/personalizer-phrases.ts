// The built-in personalizer's wording for the ten specialties and ten tones of part 1 §3.
// Rules the copy follows (content/README.md): first person, no statistics, prices or promises,
// and homes and places described, never who should live there.

export interface SpecialtyPhrases {
  /** Who the agent works with: "first-time buyers". */
  clients: string;
  /** The specialty as an adjective before "specialist": "first-time buyer". */
  label: string;
}

export const SPECIALTIES: Record<string, SpecialtyPhrases> = {
  "Luxury Homes": { clients: "luxury home buyers and sellers", label: "luxury home" },
  "First Time Home Buyers": { clients: "first-time buyers", label: "first-time buyer" },
  "Investment Properties": { clients: "real estate investors", label: "investment property" },
  "Commercial Real Estate": { clients: "commercial property buyers and owners", label: "commercial real estate" },
  "Condos & Townhomes": { clients: "condo and townhome buyers and sellers", label: "condo and townhome" },
  "New Construction": { clients: "buyers of newly built homes", label: "new construction" },
  "Foreclosures & Short Sales": {
    clients: "buyers and sellers working through foreclosures and short sales",
    label: "foreclosure and short sale",
  },
  "Senior Housing": { clients: "clients exploring senior housing communities", label: "senior housing" },
  "Rural Properties": { clients: "buyers and sellers of rural properties", label: "rural property" },
  "Waterfront Properties": { clients: "waterfront home buyers and sellers", label: "waterfront property" },
};

export interface TonePhrases {
  /** Two openings (a clause starting with "I"), chosen per script so a set of scripts varies. */
  openings: readonly [string, string];
  /** What follows "I'm {who}, and " in the sign-off, or stands alone as a sentence. */
  closing: string;
}

export const TONES: Record<string, TonePhrases> = {
  "Caring & Supportive": {
    openings: [
      "I know how big these decisions can feel, so let's walk through this together.",
      "I want you to feel supported, not rushed, so let's take this one step at a time.",
    ],
    closing: "I'm in your corner every step of the way.",
  },
  "Professional & Confident": {
    openings: [
      "I believe a clear plan beats guesswork, so here's how I approach it.",
      "I guide my clients with a clear process, and this is a big part of it.",
    ],
    closing: "I'll bring a clear plan to every step of your move.",
  },
  "Friendly & Approachable": {
    openings: [
      "I love talking about this one, so grab a coffee and let's chat.",
      "I'm all about keeping this easy, so let's break it down together.",
    ],
    closing: "I'd love to help, so say hi anytime!",
  },
  "Expert & Authoritative": {
    openings: [
      "I want you to have the facts, not the rumors, so here's how it really works.",
      "I spend my days on exactly this question, so let me lay out what matters.",
    ],
    closing: "I'll give you answers grounded in experience, not guesswork.",
  },
  "Energetic & Enthusiastic": {
    openings: ["I'm so excited to share this one, so let's jump right in!", "I get fired up about this topic, so let's go!"],
    closing: "I can't wait to help you make your move!",
  },
  "Calm & Reassuring": {
    openings: [
      "I want you to feel at ease with every step, so let's take this slowly.",
      "I know this can sound complicated, but it's more manageable than it seems.",
    ],
    closing: "there's no rush, so reach out whenever you're ready.",
  },
  "Direct & Honest": {
    openings: [
      "I'll give it to you straight, no fluff.",
      "I'd rather tell you the truth than what's easy to hear, so here it is.",
    ],
    closing: "you'll always get the honest answer from me, even when it's not the easy one.",
  },
  "Warm & Personal": {
    openings: [
      "I care about getting this right for you, so let me share what I'd tell a friend.",
      "I treat every client like family, so here's the advice I'd give my own.",
    ],
    closing: "I'd truly love to hear your story.",
  },
  "Sophisticated & Polished": {
    openings: [
      "I believe the details make the difference, so allow me to walk you through them.",
      "I take a considered approach to every move, and this is where it begins.",
    ],
    closing: "I'd be delighted to guide you with discretion and care.",
  },
  "Down-to-Earth & Relatable": {
    openings: [
      "I'll keep it real and skip the jargon, so here's the deal.",
      "I'm not here for a sales pitch, just the real story.",
    ],
    closing: "I'm just a message away, no fancy sales pitch.",
  },
};

/** Phrases the library uses where a place name belongs (content/README.md), with their swaps. */
export const PLACE_SWAPS: readonly { pattern: RegExp; replace: (place: string) => string }[] = [
  { pattern: /\bhere in our (?:local )?market\b/gi, replace: (p) => `here in ${p}` },
  { pattern: /\b(?:our|the) local market\b/gi, replace: (p) => `the ${p} market` },
  { pattern: /\bour market\b/gi, replace: (p) => `the ${p} market` },
  { pattern: /\bour area\b/gi, replace: (p) => p },
  { pattern: /\bour neighborhoods\b/gi, replace: (p) => `${p} neighborhoods` },
  { pattern: /\bour neighborhood\b/gi, replace: (p) => `our ${p} neighborhood` },
  { pattern: /\bour community\b/gi, replace: (p) => `our ${p} community` },
  { pattern: /\baround here\b/gi, replace: (p) => `around ${p}` },
];
