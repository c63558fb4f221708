import { type AccessLevel, isAccessLevel } from "@realty/plans";
import useSWR from "swr";

/** GET /api/user/access-level (part 1 §7), shared by every screen that shows the member's plan. */
export function useAccessLevel(enabled = true) {
  const query = useSWR<{ accessLevel: string } | null>(enabled ? "/api/user/access-level" : null);
  const raw = query.data?.accessLevel;
  // Part 1 §3: an unknown level reads as sampler for the plan display.
  const accessLevel: AccessLevel | undefined = raw === undefined ? undefined : isAccessLevel(raw) ? raw : "sampler";
  return { ...query, accessLevel };
}
