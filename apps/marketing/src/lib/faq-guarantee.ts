// The guarantee page's ten questions (part 2 'Guarantee page'), in the spec's order.
import type { FaqItem } from "./faq.ts";

export const GUARANTEE_FAQ: readonly FaqItem[] = [
  {
    question: "What counts as a lead?",
    answer: [
      "A lead is anyone who reaches out to you or shares their information because of your content: a direct message, a comment asking to talk, an open-house sign-in, a phone call, a text, or a click through to your contact form or booking link.",
      "Likes and views on their own don't count, and neither do people you contacted first. Three separate people, reaching you in any of these ways within 30 days of purchase, meet the guarantee.",
    ],
  },
  {
    question: "What if I don't have time to post 5 videos?",
    answer: [
      "Five short videos in 30 days is about one every six days, and most scripts take under 2 minutes to record. Many agents record all five in a single 30-minute session and post them across the month.",
      "The posting plan is what makes the guarantee fair to both of us: if the videos never go out, we can't know whether the content worked. If something serious gets in the way, such as illness or a family emergency, email us before the window closes and we'll work something out.",
    ],
  },
  {
    question: "How do I prove that I posted?",
    answer: [
      "Screenshots or links are enough: one for each video, showing the post and its date. The dashboard includes a simple tracking template with a row per video (date, platform, link), and filling it in as you go takes a minute a week.",
      "For your leads, a screenshot of each message or comment, or a short list of sign-ins and calls with dates, is all we need. Blur anything personal about the people who contacted you.",
    ],
  },
  {
    question: "What if I get more than 3 leads?",
    answer: [
      "Then the content is doing its job, and you keep everything. Agents who follow the plan typically report 10-20 leads in their first 30 days, although results vary with market, audience and consistency, and no number is promised.",
      "Your library, the videos you downloaded and the content you created are yours to keep using under the license in our Terms of Service.",
    ],
  },
  {
    question: "How long does a refund take?",
    answer: [
      "Send your request with your proof within 35 days of purchase. We review it and process approved refunds within 48 hours. The money returns to the card you paid with, usually in 3-5 business days depending on your bank.",
      "You'll get an email when the refund is issued, and access to the library ends at that point.",
    ],
  },
  {
    question: "I'm camera shy. Will this still work for me?",
    answer: [
      "Yes. Most agents feel awkward on camera at first, and the scripts help because you never have to improvise. Start with the shortest scripts, record a few takes, and post the one you like best.",
      "You can also film over your shoulder at a listing, record a voice-over on top of photos, or lead with the professional videos while you build confidence. Videos where you appear or speak count toward the 5-video requirement.",
    ],
  },
  {
    question: "Do I have to post on every platform?",
    answer: [
      "No. One platform is enough to qualify. Pick the one where your past clients and sphere already spend time: for many agents that's Facebook or Instagram, for others LinkedIn or TikTok.",
      "Posting the same video on two or three platforms reaches more people for almost no extra work, and our one-click sharing makes that easy, but it isn't required.",
    ],
  },
  {
    question: "What if my market is slow or very competitive?",
    answer: [
      "Slow and crowded markets are where consistent, helpful content stands out most, because fewer agents keep showing up week after week. Use the market-update and myth-busting scripts, personalized with AI for your area, to become the calm, informed voice people turn to.",
      "The guarantee applies in every market. If you follow the plan and don't get 3 leads in 30 days, you get your money back.",
    ],
  },
  {
    question: "Do I have to use the scripts word for word?",
    answer: [
      "No. Use them as written, personalize them with AI, or put them in your own words. What matters is that each video is based on one of our scripts, keeps its main message and ends with a call to action.",
      "Always check that anything local you add is accurate and that your post follows your state's advertising rules and your brokerage's policies.",
    ],
  },
  {
    id: "contact-support",
    question: "How do I contact support about the guarantee?",
    answer: [
      'Email {email} with the subject line "Guarantee request", from the email address on your account. Attach your posting proof and your lead proof, or a link to your tracking sheet.',
      "We reply within 24 hours on business days. If anything is missing we'll tell you exactly what, so you can send it without starting over.",
    ],
  },
];
