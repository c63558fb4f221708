import { isPaidTier } from "@realty/plans";
import { Badge } from "@realty/ui/badge";

/** A member's access level: paid tiers filled, a legacy value the plans do not know in red. */
export function AccessBadge({ level, label }: { level: string; label: string }) {
  const variant = isPaidTier(level) ? "secondary" : label === "Unknown" ? "destructive" : "outline";
  return <Badge variant={variant}>{label}</Badge>;
}
