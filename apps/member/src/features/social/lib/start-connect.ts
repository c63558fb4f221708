import type { Platform } from "@realty/contracts/social-constants";
import { toast } from "@realty/ui/use-toast";
import { openConnectTab } from "../api/social-api.ts";
import { platformInfo } from "./platforms.ts";

/** Opens the network's connect flow in a new tab with the spec's toast (part 2 §7). */
export function startConnect(platform: Platform): void {
  openConnectTab(platform);
  toast({ title: "Connect Account", description: `Opening ${platformInfo(platform).name} connection flow...` });
}
