import { PLATFORM_NAMES, PLATFORMS, type Platform } from "@realty/contracts/social-constants";
import { FacebookIcon, LinkedInIcon, XIcon } from "@realty/ui/social-icons";
import type { ComponentType, SVGProps } from "react";

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
};

export const PLATFORM_LIST: PlatformInfo[] = PLATFORMS.map((id) => ({ id, name: PLATFORM_NAMES[id], ...DETAILS[id] }));

export function platformInfo(id: Platform): PlatformInfo {
  return { id, name: PLATFORM_NAMES[id], ...DETAILS[id] };
}
