// "Best time" hints per network, each from the network's own published guidance and labelled as
// such. The networks publish no universal hour: each tells its members to post when their own
// followers are active and shows that in its own analytics, so a hint says what the network
// advises and where in the network's app the member reads their audience's times. No hour is made
// up here, and the hub's own analytics are not presented as the network's.
import type { Platform } from "@realty/library/taxonomy";

export interface BestTimeHint {
  /** The network whose guidance this is, as the label names it ("From Instagram's guidance"). */
  source: string;
  /** What the network advises, in a sentence. */
  advice: string;
  /** The network's help center, where the named report or advice is found. */
  url: string;
}

export const BEST_TIME_HINTS: Record<Platform, BestTimeHint> = {
  instagram: {
    source: "Instagram",
    advice:
      "Post when your followers are on Instagram: Insights in the app (Total followers, Most active times) shows the hours and days they are most active.",
    url: "https://help.instagram.com/",
  },
  facebook: {
    source: "Meta",
    advice:
      "Post when your Page's audience is online: Meta Business Suite's planner marks the times your audience is most active.",
    url: "https://www.facebook.com/business/help",
  },
  tiktok: {
    source: "TikTok",
    advice: "Post when your followers are active: TikTok Analytics (Followers, Follower activity) shows their hours and days.",
    url: "https://support.tiktok.com/",
  },
  youtube: {
    source: "YouTube",
    advice:
      "Publish shortly before your viewers arrive: YouTube Studio's Audience report, When your viewers are on YouTube, shows their hours.",
    url: "https://support.google.com/youtube/",
  },
  linkedin: {
    source: "LinkedIn",
    advice: "Post consistently, at least weekly: LinkedIn's Page analytics show which updates your followers engage with.",
    url: "https://www.linkedin.com/help/linkedin",
  },
  twitter: {
    source: "X",
    advice: "Post while the topic is current: X's post analytics show when your posts reached the most people.",
    url: "https://help.x.com/",
  },
  google_business: {
    source: "Google",
    advice:
      "Keep your profile current with regular updates and photos: posts show on your Business Profile in Search and Maps, where buyers look for local agents.",
    url: "https://support.google.com/business/",
  },
};

/** The label every hint carries, so no one mistakes the network's advice for a measurement of ours. */
export function bestTimeLabel(platform: Platform): string {
  return `From ${BEST_TIME_HINTS[platform].source}'s guidance`;
}
