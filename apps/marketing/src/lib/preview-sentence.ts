// The sentence the /ai-customization live preview builds from location, specialty and style
// (part 1 §2.5). A taste of what the AI does with a full script, written without any statistic.
import type { SpecialtyOption, ToneOption } from "@realty/contracts/customize-options";

const SPECIALTY_PHRASES: Record<SpecialtyOption, string> = {
  "Luxury Homes": "a luxury home",
  "First Time Home Buyers": "your first home",
  "Investment Properties": "an investment property",
  "Commercial Real Estate": "commercial space",
  "Condos & Townhomes": "a condo or townhome",
  "New Construction": "a new construction home",
  "Foreclosures & Short Sales": "a foreclosure or short sale",
  "Senior Housing": "a right-sized, low-maintenance home",
  "Rural Properties": "land or a rural property",
  "Waterfront Properties": "a waterfront property",
};

const OPENERS: Record<ToneOption, (what: string, where: string) => string> = {
  "Caring & Supportive": (what, where) =>
    `Buying ${what} in ${where} can feel like a lot, and you don't have to figure it out alone.`,
  "Professional & Confident": (what, where) => `Here's exactly how to approach ${what} in ${where} this season, step by step.`,
  "Friendly & Approachable": (what, where) => `Hey ${where}! Thinking about ${what}? Grab a coffee, let's talk it through.`,
  "Expert & Authoritative": (what, where) =>
    `Most people get one thing wrong about ${what} in ${where}. Let me explain what actually matters.`,
  "Energetic & Enthusiastic": (what, where) =>
    `${where}, this one's for you! Three quick wins if ${what} is on your list this year!`,
  "Calm & Reassuring": (what, where) =>
    `If the ${where} market feels noisy right now, here's a calm, clear way to think about ${what}.`,
  "Direct & Honest": (what, where) => `Straight talk about ${what} in ${where}: what it really takes, and what to skip.`,
  "Warm & Personal": (what, where) =>
    `I've helped neighbors here in ${where} find ${what}, and this is the advice I give every one of them.`,
  "Sophisticated & Polished": (what, where) =>
    `A considered guide to ${what} in ${where}, for clients who expect every detail handled.`,
  "Down-to-Earth & Relatable": (what, where) => `No jargon, promise. Here's what ${what} in ${where} really looks like.`,
};

export function previewSentence(location: string, specialty: SpecialtyOption, tone: ToneOption): string {
  const where = location.trim() || "your city";
  return OPENERS[tone](SPECIALTY_PHRASES[specialty], where);
}
