// The landing page's eight questions (part 1 §2.4), in the spec's order.
import { GUARANTEE, GUARANTEE_COVERAGE, LIBRARY_SIZE } from "@realty/plans";
import type { FaqItem } from "./faq.ts";

export const LANDING_FAQ: readonly FaqItem[] = [
  {
    question: "How quickly will I see results?",
    answer: [
      "Many agents hear from their first prospects within 24-48 hours of posting their first videos: a comment asking a question, a direct message, a request for a home value. Momentum builds with consistency, so the agents who see the most come from posting several times a week for the first month.",
      "Results depend on your market, your audience and how often you post, so we can't promise a number. What we do promise is our guarantee: 3 leads in 30 days or a full refund, when you follow the simple posting plan.",
    ],
  },
  {
    question: "I've never made videos before. Is that a problem?",
    answer: [
      "Not at all. Every script is written to be spoken out loud, with a hook for the first three seconds, a short body and a clear call to action, so you never wonder what to say next. Most take under 2 minutes to record.",
      "Your phone is all the equipment you need. The dashboard includes recording tips on framing, light and sound, and many agents start by reading the script from a second screen or a printed page.",
    ],
  },
  {
    question: "Are the professional videos ready to use?",
    answer: [
      `Yes. The ${LIBRARY_SIZE.videos} industry-authority videos are finished motion-graphics explainers, made to be watched with the sound off: on-screen text and captions carry the message, and where a topic has numbers a chart shows them with their source. Play them in your dashboard, download them finished with your own end card, or share them straight to Facebook, LinkedIn and X (Twitter). They follow a 52-week plan, one video a week, so a whole year of authority content is already done.`,
      "The scripts are different: they are written for you to record yourself, so your audience sees and hears you.",
    ],
  },
  {
    question: "What if my market is different from the examples?",
    answer: [
      'That\'s what AI customization is for. Choose any script, add your city or neighborhood, your specialty and the tone you want, and you get a version written for your market in seconds. The library itself is written to fit anywhere: it talks about "our area" instead of naming a city, and it never invents prices, rates or statistics.',
      "Always read the final version before you post, add local details you know to be true, and follow your state's advertising rules and your brokerage's policies.",
    ],
  },
  {
    question: "How much time will this take each week?",
    answer: [
      "Plan on 60-90 minutes a week. A typical routine: pick three to five scripts (10 minutes), personalize them with AI (5 minutes), record them back to back in one session (30-45 minutes), then post or schedule them along with that week's professional video (15-20 minutes).",
    ],
  },
  {
    question: "Which social media platforms does it work with?",
    answer: [
      "The scripts are sized for short vertical video, so they suit Instagram Reels, TikTok, YouTube Shorts, Facebook and LinkedIn. The ready-made posts are written for Facebook, LinkedIn and X (Twitter).",
      "From your dashboard you can share any script, video or post with one click, or connect your Facebook, LinkedIn and X accounts in the Social Hub to post directly or schedule posts for later.",
    ],
  },
  {
    question: "What is your guarantee?",
    answer: [
      `Our ${GUARANTEE.days}-day money-back guarantee: ${GUARANTEE.leads} leads in ${GUARANTEE.days} days or a full refund. ${GUARANTEE_COVERAGE} To qualify, post at least ${GUARANTEE.videos} videos using our scripts within ${GUARANTEE.days} days of purchase (no more than one a day) and ${GUARANTEE.authorityVideos} of the industry-authority videos (no more than one a week), and keep simple proof such as screenshots or links.`,
      "Send your refund request to {email} within 35 days of purchase: the 30-day posting window plus five days to gather your proof. Approved refunds are processed within 48 hours and usually reach your card in 3-5 business days. The full terms are on our Guarantee page.",
    ],
  },
  {
    id: "contact-support",
    question: "How do I contact support?",
    answer: [
      "Email us at {email}. A real person replies within 24 hours on business days, usually much sooner.",
      "To help us answer in one reply, write from the email address on your account and tell us what you were doing when the question came up. For a guarantee request, attach your posting proof.",
    ],
  },
];
