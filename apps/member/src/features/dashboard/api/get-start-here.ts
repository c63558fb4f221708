import type { StartHereState } from "@realty/contracts/start-here";
import useSWR from "swr";
import { START_HERE_KEY } from "../../../lib/start-here.ts";

/**
 * GET /api/user/start-here. Asked again each time the dashboard opens: the member may have taken a
 * step elsewhere (the brand profile on /account, a post in the Social Hub) a moment ago.
 */
export function useStartHere(enabled: boolean) {
  return useSWR<StartHereState>(enabled ? START_HERE_KEY : null, { dedupingInterval: 0, revalidateOnMount: true });
}
