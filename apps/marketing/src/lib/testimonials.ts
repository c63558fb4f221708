// The three testimonial cards (part 1 §1: agents with city names).
export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  city: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      "I recorded three scripts on a Sunday afternoon and had two buyer inquiries in my messages by Tuesday. The hooks do the heavy lifting, so I just show up and talk.",
    name: "Maria Gonzalez",
    role: "Buyer's agent",
    city: "Phoenix, AZ",
  },
  {
    quote:
      "I'd tried to post consistently for years. Having a full year of videos planned out, week by week, is the first thing that actually stuck. Past clients message me again.",
    name: "Derek Thompson",
    role: "Team lead",
    city: "Nashville, TN",
  },
  {
    quote:
      "The AI customization makes every script sound like me talking about my neighborhoods, not a template. My listing presentations now open with my own videos.",
    name: "Priya Shah",
    role: "Listing agent",
    city: "Columbus, OH",
  },
];
