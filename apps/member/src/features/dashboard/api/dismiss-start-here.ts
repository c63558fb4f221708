import type { StartHereState } from "@realty/contracts/start-here";
import { mutate } from "swr";
import { apiRequest } from "../../../lib/api-client.ts";
import { START_HERE_KEY } from "../../../lib/start-here.ts";

/** POST /api/user/start-here/dismiss: the checklist stays hidden on every device from now on. */
export async function dismissStartHere(): Promise<void> {
  const state = await apiRequest<StartHereState>("POST", "/api/user/start-here/dismiss", {});
  await mutate(START_HERE_KEY, state, { revalidate: false });
}
