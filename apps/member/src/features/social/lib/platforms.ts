import { HUB_PLATFORMS, PLATFORM_NAMES, type Platform } from "@realty/contracts/social-constants";
import { FacebookIcon, LinkedInIcon, XIcon } from "@realty/ui/social-icons";
import type { ComponentType, SVGProps } from "react";
import { GoogleBusinessIcon, InstagramIcon, TikTokIcon, YouTubeIcon } from "../components/network-icons.tsx";

export interface PlatformInfo {
  id: Platform;
  name: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Tailwind classes of the brand mark's tile. */
  tile: string;
  /** What the onboarding dialog asks for. */
  accountHint: string;
  placeholder: string;
}

const DETAILS: Record<Platform, Omit<PlatformInfo, "id" | "name">> = {
  facebook: {
    Icon: FacebookIcon,
    tile: "bg-[#1877F2] text-white",
    accountHint: "Facebook Page URL or name",
    placeholder: "facebook.com/yourrealtypage",
  },
  linkedin: {
    Icon: LinkedInIcon,
    tile: "bg-[#0A66C2] text-white",
    accountHint: "LinkedIn profile URL",
    placeholder: "linkedin.com/in/your-name",
  },
  twitter: {
    Icon: XIcon,
    tile: "bg-black text-white",
    accountHint: "X (Twitter) handle",
    placeholder: "@yourhandle",
  },
  instagram: {
    Icon: InstagramIcon,
    tile: "bg-[#C13584] text-white",
    accountHint: "Instagram professional account",
    placeholder: "@yourrealty",
  },
  tiktok: {
    Icon: TikTokIcon,
    tile: "bg-black text-white",
    accountHint: "TikTok account",
    placeholder: "@yourrealty",
  },
  youtube: {
    Icon: YouTubeIcon,
    tile: "bg-[#FF0000] text-white",
    accountHint: "YouTube channel",
    placeholder: "youtube.com/@yourrealty",
  },
  google_business: {
    Icon: GoogleBusinessIcon,
    tile: "bg-[#1A73E8] text-white",
    accountHint: "Google Business Profile",
    placeholder: "Your business name",
  },
};

export const PLATFORM_LIST: PlatformInfo[] = HUB_PLATFORMS.map((id) => ({ id, name: PLATFORM_NAMES[id], ...DETAILS[id] }));

export function platformInfo(id: Platform): PlatformInfo {
  return { id, name: PLATFORM_NAMES[id], ...DETAILS[id] };
}
