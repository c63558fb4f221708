// Under Settings' integrations: for each social network not posting for real, the
// settings still missing and the redirect URL to register with the network (admin only).
import { useSocialNetworks } from "../api/get-social-networks.ts";

export function NetworkGaps() {
  const { data } = useSocialNetworks();
  const gaps = (data ?? []).filter((n) => n.missing.length > 0);
  if (gaps.length === 0) return null;
  return (
    <ul aria-label="Social networks to configure" className="mt-3 flex flex-col gap-2 text-xs text-muted">
      {gaps.map((n) => (
        <li key={n.platform} className="break-words">
          <span className="font-medium text-ink">{n.name}</span>
          {n.mode === "sandbox" ? " runs on the sandbox" : " is not enabled"}: set {n.missing.join(" and ")}, and register{" "}
          {n.redirectUrl} as its redirect URL.
        </li>
      ))}
    </ul>
  );
}
