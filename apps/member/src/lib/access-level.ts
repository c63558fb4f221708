import { type AccessLevel, isAccessLevel } from "@realty/plans";
import useSWR from "swr";

/** GET /api/user/access-level (part 1 §7), shared by every screen that shows the member's plan. */
export function useAccessLevel(enabled = true) {
  // Only `data` is read: swr redraws a component for the fields it read, and a spread would read them
  // all, redrawing each screen that shows the plan whenever the read is checked again.
  const raw = useSWR<{ accessLevel: string } | null>(enabled ? "/api/user/access-level" : null).data?.accessLevel;
  // Part 1 §3: an unknown level reads as sampler for the plan display.
  const accessLevel: AccessLevel | undefined = raw === undefined ? undefined : isAccessLevel(raw) ? raw : "sampler";
  return { accessLevel };
}
