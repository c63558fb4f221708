// The built-in personalizer's wording for the ten specialties and ten tones of part 1 §3.
// Rules the copy follows (content/README.md): first person, no statistics, prices or promises,
// and homes and places described, never who should live there.
import type { SpecialtyOption, ToneOption } from "@realty/contracts/customize-options";

export interface SpecialtyPhrases {
  /** Who a script of each family speaks to: buyers, owners who sell, or both. */
  buyers: string;
  sellers: string;
  everyone: string;
  /** The specialty as an adjective before "specialist": "first-time buyer". */
  label: string;
}

export const SPECIALTIES: Record<SpecialtyOption, SpecialtyPhrases> = {
  "Luxury Homes": {
    buyers: "luxury buyers",
    sellers: "luxury homeowners",
    everyone: "luxury buyers and sellers",
    label: "luxury home",
  },
  "First Time Home Buyers": {
    buyers: "first-time buyers",
    sellers: "owners of starter homes",
    everyone: "first-time buyers",
    label: "first-time buyer",
  },
  "Investment Properties": { buyers: "investors", sellers: "investors", everyone: "investors", label: "investment property" },
  "Commercial Real Estate": {
    buyers: "commercial buyers",
    sellers: "commercial property owners",
    everyone: "commercial buyers and owners",
    label: "commercial real estate",
  },
  "Condos & Townhomes": {
    buyers: "condo and townhome buyers",
    sellers: "condo and townhome owners",
    everyone: "condo and townhome buyers and sellers",
    label: "condo and townhome",
  },
  "New Construction": {
    buyers: "new-construction buyers",
    sellers: "homeowners near new construction",
    everyone: "buyers and owners weighing new construction",
    label: "new construction",
  },
  "Foreclosures & Short Sales": {
    buyers: "buyers looking at foreclosures",
    sellers: "homeowners weighing a short sale",
    everyone: "buyers and owners of distressed property",
    label: "foreclosure and short sale",
  },
  "Senior Housing": {
    buyers: "homeowners planning a move to senior living",
    sellers: "homeowners selling to move into senior living",
    everyone: "homeowners planning a move to senior living",
    label: "senior housing",
  },
  "Rural Properties": {
    buyers: "buyers of rural land",
    sellers: "rural landowners",
    everyone: "rural buyers and sellers",
    label: "rural property",
  },
  "Waterfront Properties": {
    buyers: "waterfront buyers",
    sellers: "waterfront homeowners",
    everyone: "waterfront buyers and sellers",
    label: "waterfront property",
  },
};

/** Whom a script speaks to when no specialty is chosen. */
export const DEFAULT_AUDIENCE: SpecialtyPhrases = {
  buyers: "home buyers",
  sellers: "homeowners",
  everyone: "buyers and sellers",
  label: "",
};

/** A hook lead-in: a short spoken line naming whom the script is for, and where. */
export type LeadIn = (audience: string, inCity: string) => string;

export interface TonePhrases {
  /** Two lead-ins, chosen per script so a member's set of scripts does not open the same way. */
  hooks: readonly [LeadIn, LeadIn];
  /** What follows "I'm {who}, and " in the sign-off, or stands alone as a sentence. */
  closing: string;
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const TONES: Record<ToneOption, TonePhrases> = {
  "Caring & Supportive": {
    hooks: [(a, c) => `${cap(a)}${c}, this one's for you.`, (a, c) => `A gentle heads-up for ${a}${c}.`],
    closing: "I'm in your corner every step of the way.",
  },
  "Professional & Confident": {
    hooks: [(a, c) => `A quick briefing for ${a}${c}.`, (a, c) => `My professional take for ${a}${c}.`],
    closing: "I'll bring a clear plan to every step of your move.",
  },
  "Friendly & Approachable": {
    hooks: [(a, c) => `Hey, ${a}${c}, quick one for you!`, (a, c) => `Calling all ${a}${c}, let's chat!`],
    closing: "I'd love to help, so say hi anytime!",
  },
  "Expert & Authoritative": {
    hooks: [(a, c) => `What ${a}${c} need to know.`, (a, c) => `The facts for ${a}${c}, not the rumors.`],
    closing: "I'll give you answers grounded in experience, not guesswork.",
  },
  "Energetic & Enthusiastic": {
    hooks: [(a, c) => `${cap(a)}${c}, this one's a game changer!`, (a, c) => `Big one for ${a}${c}, let's go!`],
    closing: "I can't wait to help you make your move!",
  },
  "Calm & Reassuring": {
    hooks: [(a, c) => `${cap(a)}${c}, take a breath: this is simpler than it sounds.`, (a, c) => `A calm word for ${a}${c}.`],
    closing: "there's no rush, so reach out whenever you're ready.",
  },
  "Direct & Honest": {
    hooks: [(a, c) => `Straight talk for ${a}${c}.`, (a, c) => `No fluff for ${a}${c}, just the facts.`],
    closing: "you'll always get the honest answer from me, even when it's not the easy one.",
  },
  "Warm & Personal": {
    hooks: [(a, c) => `A note from me to ${a}${c}.`, (a, c) => `For my ${a}${c}: this one's close to my heart.`],
    closing: "I'd truly love to hear your story.",
  },
  "Sophisticated & Polished": {
    hooks: [(a, c) => `A considered word for ${a}${c}.`, (a, c) => `For discerning ${a}${c}, a few refined thoughts.`],
    closing: "I'd be delighted to guide you with discretion and care.",
  },
  "Down-to-Earth & Relatable": {
    hooks: [(a, c) => `Real talk for ${a}${c}.`, (a, c) => `Let's keep it real, ${a}${c}.`],
    closing: "I'm just a message away, no fancy sales pitch.",
  },
};

/** Lead-ins when only a place or a specialty is given: plain, no particular tone. */
export const NEUTRAL_HOOKS: readonly [LeadIn, LeadIn] = [
  (a, c) => `Quick one for ${a}${c}.`,
  (a, c) => `For ${a}${c}, here's what matters.`,
];

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
