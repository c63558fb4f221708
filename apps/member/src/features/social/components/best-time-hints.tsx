// When to post, per network, from each network's own guidance (labelled so: these are the
// networks' words, not figures the hub measured).
import { BEST_TIME_HINTS, bestTimeLabel, type Platform } from "@realty/contracts/social-constants";
import { Clock } from "lucide-react";
import { platformInfo } from "../lib/platforms.ts";

export function BestTimeHints({ platforms }: { platforms: Platform[] }) {
  if (platforms.length === 0) return null;
  return (
    <section aria-labelledby="best-time-heading" className="rounded-lg border border-line bg-white p-3">
      <h3 id="best-time-heading" className="flex items-center gap-1.5 text-sm font-semibold text-ink">
        <Clock className="size-4" aria-hidden /> Best time to post
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {platforms.map((platform) => {
          const hint = BEST_TIME_HINTS[platform];
          return (
            <li key={platform} className="text-sm text-ink">
              <span className="font-medium">{platformInfo(platform).name}:</span> {hint.advice}{" "}
              <a href={hint.url} target="_blank" rel="noreferrer" className="text-xs text-muted underline">
                {bestTimeLabel(platform)}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
