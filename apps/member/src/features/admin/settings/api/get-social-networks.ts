import type { NetworkConfiguration } from "@realty/contracts/social-constants";
import useSWR from "swr";

/** GET /api/social/networks: per network, its mode, the settings still missing and its redirect URL. */
export const useSocialNetworks = () => useSWR<NetworkConfiguration[] | null>("/api/social/networks");
